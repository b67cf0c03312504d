// How long a connection may take to send a request, and stay open between two. Node's defaults (60 s
// for the headers, 5 min for a whole request, checked every 30 s) let thousands of connections that
// trickle a byte now and then hold the server for minutes each; a request that is late is answered 408
// (server/http/clientError.ts) and its connection closed.
import type { ServerOptions } from 'node:http';

export interface ConnectionTimeouts {
  /** From the connection (or the end of the last answer) to the last header line. */
  headersMs: number;
  /** From the same start to the last byte of the body. */
  requestMs: number;
  /** How long a connection may wait, idle, for its next request. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ConnectionTimeouts = {
  // A phone on a poor line sends a request's few hundred bytes of headers in well under a second; 10 s
  // is ample for it, and short enough that stalled connections cannot pile up.
  headersMs: 10_000,
  // The app's bodies are small (a login, a form: a few kilobytes; at most 1 MB is read), so 30 s carries
  // one over the slowest line a player still uses the site on.
  requestMs: 30_000,
  // Node's own: long enough for the app's next call to reuse the connection, short enough not to hold
  // idle sockets. Behind a reverse proxy that keeps connections to the server, keep its idle time-out
  // below this, so the proxy never sends on a connection the server is closing.
  keepAliveMs: 5_000,
};

/** Node looks for late requests on a timer: at most a quarter of the shortest time-out late, at least 25 ms apart. */
const checkEvery = (shortestMs: number) => Math.min(1_000, Math.max(25, Math.floor(shortestMs / 4)));

function milliseconds(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`The ${name} time-out must be a whole number of milliseconds above 0, not ${value}`);
  return value;
}

/** Node's server options for these time-outs (any left out take the defaults). */
export function nodeTimeouts(
  given: Partial<ConnectionTimeouts> = {},
): Required<Pick<ServerOptions, 'headersTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionsCheckingInterval'>> {
  const requestTimeout = milliseconds('request', given.requestMs ?? DEFAULT_TIMEOUTS.requestMs);
  // The headers are part of the request: Node refuses a headers time-out longer than the request's.
  const headersTimeout = Math.min(milliseconds('headers', given.headersMs ?? DEFAULT_TIMEOUTS.headersMs), requestTimeout);
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: milliseconds('keep-alive', given.keepAliveMs ?? DEFAULT_TIMEOUTS.keepAliveMs),
    connectionsCheckingInterval: checkEvery(headersTimeout),
  };
}
