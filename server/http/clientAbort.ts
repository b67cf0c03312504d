// A client that closes its connection mid-request or mid-answer (a player leaving the page, a phone
// losing its signal, a request cut off for taking too long) is not a server error: there is no one left
// to answer, and nothing to fix. It is noted on one line only when NODE_DEBUG names wl-http, so that
// ordinary comings and goings never bury the errors that matter.
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { debuglog } from 'node:util';

const debug = debuglog('wl-http');

/** What Node and its streams fail with when the other end has gone. */
const GONE_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']);

/**
 * Whether an error only says the client went away: an error of a closed connection, on a connection
 * that is indeed closed. The same codes on a live connection come from elsewhere (the database's
 * socket, say) and stay unexpected.
 */
export function isClientAbort(error: unknown, connectionClosed: boolean): boolean {
  if (!connectionClosed || error === null || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && GONE_CODES.has(code);
}

/** Whether the answer's connection closed before the answer was all sent. */
export function connectionClosed(res: ServerResponse): boolean {
  return !res.writableFinished && (res.destroyed || !res.socket || res.socket.destroyed);
}

/** Notes an abort: the method and path only (a query may hold a token). */
export function noteClientAbort(res: ServerResponse): void {
  const req = res.req;
  debug('client closed the connection: %s %s', req?.method ?? '?', (req?.url ?? '').split('?', 1)[0]);
}

/**
 * Closes what is piped into an answer whose client leaves before its end: pipe() only stops reading its
 * source, which would keep its file open for as long as the process runs.
 */
export function closeSourceOnAbort(res: ServerResponse): void {
  res.once('unpipe', (source: Readable) => {
    if (res.writableFinished) return;
    source.destroy();
    noteClientAbort(res);
  });
}
