// Request bodies are JSON objects sent as JSON (a call taking another shape reads its text); anything
// else is the client's mistake (400, 415), never a crash.
import type { IncomingMessage } from 'node:http';
import { badRequest, HttpError } from './errors.ts';
import { assertCleanInput } from './input.ts';

export type JsonObject = Record<string, unknown>;

const MAX_BODY_BYTES = 1_000_000;
/**
 * How much of a too-large body is read and thrown away after the 413, so that the client, still
 * sending, reads the answer instead of a reset connection; past this the connection is dropped.
 */
const MAX_DISCARDED_BYTES = 64_000_000;

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The request body is too large');

/**
 * A JSON object sent as `application/json`. Another type is refused (415) before the body is read: a page
 * of another site can make its visitors' browsers send a form or text without asking first, but never
 * JSON, which the browser first asks the API's leave for (and is not given).
 */
export function readJsonBody(req: IncomingMessage): Promise<JsonObject> {
  if (!isJsonType(req.headers['content-type'])) {
    discardRest(req);
    return Promise.reject(notJson());
  }
  return readBodyText(req, MAX_BODY_BYTES).then(parseJsonObject);
}

export const notJson = () => new HttpError(415, 'bad_request', 'The request body must be sent as application/json');

/** `application/json`, with parameters (a charset) or without. */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

/**
 * The body as UTF-8 text; past `maxBytes` (declared or sent) a 413, the rest read into nothing. Calls
 * whose bodies are not JSON objects (the CSP reports) read theirs with it, under their own limit.
 */
export function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) {
    discardRest(req);
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      discardRest(req);
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Reads the rest of a body into nothing (up to a limit), so the answer sent meanwhile is read. */
function discardRest(req: IncomingMessage): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

/** An empty body is an empty object; anything but a JSON object of clean text is a 400. */
export function parseJsonObject(text: string): JsonObject {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object');
  assertCleanInput(value, 'The request body');
  return value as JsonObject;
}
