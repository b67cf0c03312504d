// What the API reads from a request besides its body.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

const plain = (address: string) => (address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address);

/** Addresses and CIDR ranges (e.g. `127.0.0.1`, `10.0.0.0/8`, `::1`) whose X-Forwarded-For is believed. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries.map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = raw.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`Not an address or CIDR range of a trusted proxy: ${raw}`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => isIP(address) > 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address (IPv4-mapped IPv6 shown as plain IPv4): the socket's peer, or, when the peer is a
 * trusted proxy, the nearest address in X-Forwarded-For that is not one; entries further left were
 * written by the client itself and are never believed.
 */
export function clientIp(req: IncomingMessage, trustedProxies?: BlockList): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (!trustedProxies || !isTrusted(trustedProxies, peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) return peer;
    if (!isTrusted(trustedProxies, hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}

/** Whether the request came straight from a trusted proxy (whose headers are believed). */
export function fromTrustedProxy(req: IncomingMessage, trustedProxies?: BlockList): boolean {
  return trustedProxies !== undefined && isTrusted(trustedProxies, plain(req.socket.remoteAddress ?? ''));
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

/** A single-valued header (the first when a client repeats it), trimmed; undefined when empty. */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const raw = req.headers[name.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** The origin the client reached this server at, e.g. http://m.royal88.test:5173. */
export function requestOrigin(req: IncomingMessage, fallbackHost: string): string {
  const host = headerValue(req, 'host') ?? fallbackHost;
  const secure = 'encrypted' in req.socket && req.socket.encrypted === true;
  return `${secure ? 'https' : 'http'}://${host}`;
}

/** Whether the client came over TLS: to this server itself, or to a trusted proxy that says so in X-Forwarded-Proto. */
export function cameOverTls(req: IncomingMessage, trustedProxies?: BlockList): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted === true) return true;
  if (!trustedProxies || !isTrusted(trustedProxies, plain(req.socket.remoteAddress ?? ''))) return false;
  // The proxy that reached us adds its own value last; values further left came from whoever spoke to it.
  const proto = headerValue(req, 'x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https';
}
