// Requests Node's parser cannot read (a malformed request line, headers too large, a time-out) are
// answered here, in the API's error envelope like every other answer, instead of Node's empty reply.
import type { Duplex } from 'node:stream';
import { errorBody } from './envelope.ts';

const ANSWERS: Record<string, { status: number; reason: string; errorCode: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', errorCode: 'headers_too_large', message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', errorCode: 'request_timeout', message: 'The request took too long to arrive' },
};
/** How much more of a refused request is read (and thrown away) before the connection is dropped. */
const MAX_DISCARDED_BYTES = 1_000_000;
const DISCARD_MS = 5_000;

/** The answer Node is writing on the connection, if any. */
interface PendingAnswer {
  headersSent?: boolean;
  writableEnded?: boolean;
  /** The request answered; `complete` once all of it arrived (else this error is about it, a time-out say). */
  req?: { complete?: boolean };
  setHeader(name: string, value: string): unknown;
  once(event: 'finish', listener: () => void): unknown;
}

const MALFORMED = { status: 400, reason: 'Bad Request', errorCode: 'bad_request', message: 'The request is malformed' };

/**
 * The server's `clientError` listener: a JSON answer unless an answer to an earlier request on the
 * connection is being written (Node's own rule; writing then would corrupt it).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { _httpMessage?: PendingAnswer | null }): void {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  // The bytes after a request still being answered (a HEAD whose body the client sent without a length,
  // read as the next request): that answer goes out first, whole, then the connection closes.
  const pending = socket._httpMessage;
  if (pending && !pending.writableEnded && pending.req?.complete) {
    pending.setHeader('Connection', 'close');
    discardWhatFollows(socket);
    pending.once('finish', () => socket.end());
    return;
  }
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(answer.message, answer.errorCode));
  discardWhatFollows(socket);
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * The connection is no longer read as HTTP; what the client is still sending (the rest of an oversized
 * header, say) is read into nothing until it stops, so closing does not reset the connection before
 * the client has read the answer.
 */
function discardWhatFollows(socket: Duplex): void {
  socket.removeAllListeners('data');
  let discarded = 0;
  socket.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) socket.destroy();
  });
  socket.on('end', () => socket.destroy());
  socket.on('error', () => undefined);
  setTimeout(() => socket.destroy(), DISCARD_MS).unref();
  socket.resume();
}
