// Request bodies are JSON objects; anything else is the client's mistake (400), never a crash.
import type { IncomingMessage } from 'node:http';
import { badRequest, HttpError } from './errors.ts';

export type JsonObject = Record<string, unknown>;

const MAX_BODY_BYTES = 1_000_000;

export async function readJsonBody(req: IncomingMessage): Promise<JsonObject> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large', 'The request body is too large');
    chunks.push(chunk);
  }
  return parseJsonObject(Buffer.concat(chunks).toString('utf8'));
}

/** An empty body is an empty object; anything but a JSON object is a 400. */
export function parseJsonObject(text: string): JsonObject {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object');
  return value as JsonObject;
}
