// Errors that reach the client as the API's error envelope: an HTTP status, a message and an errorCode.
// Every code is one of the app's catalogue (src/api/errorCodes.ts), so the app has words for each.
import type { ErrorCode } from '../../src/api/errorCodes.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    /** The English text, sent when the request's language has none in the catalogue. */
    message: string,
    /** Sent as the error body's `value`, e.g. the verification methods of login_verify_required. */
    readonly details?: unknown,
  ) {
    super(message);
    // Set explicitly: class names do not survive every bundler.
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errorCode: ErrorCode = 'bad_request') => new HttpError(400, errorCode, message);

export const notFound = (message: string, errorCode: ErrorCode = 'not_found') => new HttpError(404, errorCode, message);

/** A call refused because the server cannot serve it in time now (a flood, the database away): try again soon. */
export const serverBusy = () => new HttpError(503, 'server.busy', 'The server is busy, please try again in a moment');

/** The answer the front end reads as "log in again" (spec section 8). */
export const notLoggedIn = () => new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN');
