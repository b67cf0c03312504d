// The one place a request's target and Host header are read: whatever a client puts there, the server
// gets a URL to route on or answers 400, never an exception from deep inside a handler.
import type { IncomingMessage } from 'node:http';
import { badRequest } from './errors.ts';

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The request's URL. The target is a path (origin form; `//x` is a path too, never a host) or, as a
 * proxy sends it, an absolute http(s) URL whose path is taken; anything else, or a malformed Host
 * header, is a 400.
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
  if (host !== undefined && !isHost(host)) throw badRequest('The Host header is not a host name');
  const target = req.url ?? '';
  let url: URL;
  try {
    const path = target.startsWith('/') ? target : /^https?:\/\//i.test(target) ? pathOf(new URL(target)) : undefined;
    if (path === undefined) throw new Error('not a path');
    url = new URL(`http://localhost${path}`);
  } catch {
    throw badRequest('The request target is not a path');
  }
  return url;
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
