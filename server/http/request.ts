// What the API reads from a request besides its body.
import type { IncomingMessage } from 'node:http';

/** The client's address as the socket sees it (IPv4-mapped IPv6 shown as plain IPv4). */
export function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
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
