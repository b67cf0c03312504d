// Who a merchant refuses (regionRestriction in its file): listed addresses or ranges, and visitors from
// listed countries. The visitor's country comes from a header the merchant's proxy sets (countryHeader),
// else from the merchant's own table of addresses (countryByIp); unknown, no country is refused.
import { type BlockList, isIP } from 'node:net';
import { ipFamily as family, isAddressOrRange, rangeOf } from '../../project/addressRanges.ts';

export { isAddressOrRange };
import type { RegionRestriction } from '../../src/config/types.generated.ts';

export interface Visitor {
  ip: string;
  /** A request header's value by name. */
  header: (name: string) => string | undefined;
}

export interface AccessVerdict {
  blocked: boolean;
  /** The visitor's country when the merchant has a way to tell it. */
  country?: string;
}

const ranges = new Map<string, BlockList | undefined>();
/** Whether `ip` is the address, or inside the range, that `entry` names. */
export function addressMatches(entry: string, ip: string): boolean {
  if (isIP(ip) === 0) return false;
  if (!ranges.has(entry)) ranges.set(entry, rangeOf(entry));
  const range = ranges.get(entry);
  if (!range) return false;
  try {
    return range.check(ip, family(ip));
  } catch {
    return false;
  }
}

/** A country code as proxies send it; their placeholders for unknown (XX) or Tor (T1) are none. */
function countryCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : undefined;
}

export function visitorCountry(restriction: RegionRestriction, visitor: Visitor): string | undefined {
  const fromProxy = restriction.countryHeader ? countryCode(visitor.header(restriction.countryHeader)) : undefined;
  if (fromProxy) return fromProxy;
  const entry = Object.entries(restriction.countryByIp ?? {}).find(([range]) => addressMatches(range, visitor.ip));
  return entry ? countryCode(entry[1]) : undefined;
}

export function accessVerdict(restriction: RegionRestriction, visitor: Visitor): AccessVerdict {
  const country = visitorCountry(restriction, visitor);
  const byAddress = (restriction.blockedIps ?? []).some((entry) => addressMatches(entry, visitor.ip));
  const byCountry = country !== undefined && (restriction.blockedCountries ?? []).includes(country);
  return { blocked: byAddress || byCountry, ...(country ? { country } : {}) };
}
