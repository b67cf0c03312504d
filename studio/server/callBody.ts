// What a studio call sends: a body read up to a limit, a JSON object, and its fields, each refused with a
// sentence when it is not what the call takes.
import type { IncomingMessage } from 'node:http';
import { StudioInputError } from './projectFiles.ts';

const MAX_JSON_BYTES = 5 * 1024 * 1024;

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new StudioInputError(`that is over ${Math.round(limit / 1024 / 1024)} MB`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A call's body: a JSON object, as every call that has one sends. */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = (await readBody(req, MAX_JSON_BYTES)).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new StudioInputError('the studio sent something that is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StudioInputError(
      `the studio sent ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`} where a call takes a JSON object`,
    );
  }
  return value as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new StudioInputError(`the call's "${key}" must be a string`);
  return value;
}
