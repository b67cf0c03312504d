// Every /wps answer is JSON: { success: true, value } or { success: false, message, errorCode }.
import type { ServerResponse } from 'node:http';
import { connectionClosed, isClientAbort, noteClientAbort } from './clientAbort.ts';
import { HttpError } from './errors.ts';
import { errorText } from './errorTexts.ts';
import { headerValue } from './request.ts';

export interface ErrorBody {
  success: false;
  message: string;
  errorCode: string;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': `${contentType}; charset=utf-8`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendValue(res: ServerResponse, value: unknown): void {
  sendJson(res, 200, { success: true, value });
}

/**
 * Answers an error as JSON, its message in the request's Language where the catalogue has it. Unexpected
 * errors become a 500 whose details stay in the server log (only the stack: request headers, which may
 * hold a token, are never logged). A client that has gone gets nothing, and no log line.
 */
export function sendError(res: ServerResponse, error: unknown): void {
  if (isClientAbort(error, connectionClosed(res))) {
    noteClientAbort(res);
    return;
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  const language = res.req ? headerValue(res.req, 'language') : undefined;
  if (error instanceof HttpError) {
    errorCodes.set(res, error.errorCode);
    const body = errorBody(errorText(error.errorCode, language, error.message), error.errorCode);
    sendJson(res, error.status, error.details === undefined ? body : { ...body, value: error.details });
    return;
  }
  // The access log says it with the request it failed (operations/accessLog.ts); a server with none prints it.
  unexpected.set(res, error);
  if (!LOGGED.has(res)) console.error('Reference API: unexpected error:', error instanceof Error ? (error.stack ?? error.message) : String(error));
  sendJson(res, 500, errorBody(errorText('internal_error', language, 'Internal server error'), 'internal_error'));
}

/** The unexpected error each answer was made for, for the access log. */
const unexpected = new WeakMap<ServerResponse, unknown>();
/** Answers whose request an access log records. */
const LOGGED = new WeakSet<ServerResponse>();

/** The error code each error answer carried (a limit's refusal, a call shed), for the metrics. */
const errorCodes = new WeakMap<ServerResponse, string>();

export const unexpectedErrorOf = (res: ServerResponse): unknown => unexpected.get(res);
export const errorCodeOf = (res: ServerResponse): string | undefined => errorCodes.get(res);
/** Says that the access log records this answer's request, so an unexpected error is logged there, with its id. */
export const loggedByAccessLog = (res: ServerResponse): void => void LOGGED.add(res);

export const errorBody = (message: string, errorCode: string): ErrorBody => ({ success: false, message, errorCode });
