// Addresses and CIDR ranges as merchant files write them (regionRestriction): `wl validate` refuses
// text that is neither, and the API matches visitors against them.
import { BlockList, isIP } from 'node:net';

export const ipFamily = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** An address or CIDR range as a matcher; text that is neither matches nothing. */
export function rangeOf(entry: string): BlockList | undefined {
  const [address, bits, extra] = entry.trim().split('/');
  if (extra !== undefined || isIP(address) === 0) return undefined;
  const list = new BlockList();
  if (bits === undefined) {
    list.addAddress(address, ipFamily(address));
    return list;
  }
  const prefix = Number(bits);
  const max = isIP(address) === 6 ? 128 : 32;
  if (!/^\d{1,3}$/.test(bits) || prefix > max) return undefined;
  list.addSubnet(address, prefix, ipFamily(address));
  return list;
}

/** Whether `entry` is an address or a CIDR range this API can match (wl validate refuses any other). */
export const isAddressOrRange = (entry: string): boolean => rangeOf(entry) !== undefined;
