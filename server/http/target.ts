// The one place a request's target and Host header are read: whatever a client puts there, the server
// gets a URL to route on or answers 400, never an exception from deep inside a handler.
import type { IncomingMessage } from 'node:http';
import { badRequest } from './errors.ts';

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The request's URL. The target is a path (origin form; `//x` is a path too, never a host) or, as a
 * proxy sends it, an absolute http(s) URL of the Host header's host, whose path is taken; anything
 * else, a malformed, missing or repeated Host header, is a 400.
 */
export function requestUrl(req: IncomingMessage): URL {
  let url = parsed.get(req);
  if (!url) parsed.set(req, (url = parse(req)));
  return url;
}

/** Each request's URL once read: the server routes on it and the API's hook reads it again. */
const parsed = new WeakMap<IncomingMessage, URL>();

function parse(req: IncomingMessage): URL {
  const host = req.headers.host;
  // RFC 9112 section 3.2: one Host, and on HTTP/1.1 always one; 1.0 may leave it out (a balancer's probe).
  if (hostLines(req) > 1) throw badRequest('A request has one Host header');
  if (host === undefined && req.httpVersion !== '1.0') throw badRequest('The Host header is missing');
  if (host !== undefined && !isHost(host)) throw badRequest('The Host header is not a host name');
  const target = req.url ?? '';
  let absolute: URL | undefined;
  let url: URL;
  try {
    absolute = /^https?:\/\//i.test(target) ? new URL(target) : undefined;
    const path = target.startsWith('/') ? target : absolute ? pathOf(absolute) : undefined;
    if (path === undefined) throw new Error('not a path');
    url = new URL(`http://localhost${path}`);
  } catch {
    throw badRequest('The request target is not a path');
  }
  // A proxy's absolute target names the host too: it must be the Host header's, or the two would pick
  // different merchants (the page by one, a cache by the other).
  if (absolute && (host === undefined || absolute.host !== new URL(`http://${host}`).host))
    throw badRequest('The request target names another host than the Host header');
  return url;
}

function hostLines(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === 'host') count++;
  return count;
}

/** What the server derives origins from (lines, chat pages) must parse as one. */
function isHost(host: string): boolean {
  if (!HOST.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}

const pathOf = (absolute: URL) => absolute.pathname + absolute.search;
