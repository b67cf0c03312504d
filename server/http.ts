// The small HTTP layer of the reference API: routing, the { success, value } envelope, and errors
// that always reach the client as JSON with a message and an errorCode.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(readonly status: number, readonly errorCode: string, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Reads and parses the JSON body (400 bad_request when it is not JSON). */
  body(): Promise<Record<string, unknown>>;
  /** The client's address, for status and region checks. */
  ip: string;
}

export type Handler = (ctx: RequestContext) => Promise<unknown> | unknown;

/** A route answers raw when it writes the response itself (the web manifest, server-sent events). */
export const RAW = Symbol('raw');

export class Router {
  private readonly routes = new Map<string, Handler>();

  on(method: string, path: string, handler: Handler): this {
    this.routes.set(`${method} ${path}`, handler);
    return this;
  }

  find(method: string, path: string): Handler | undefined {
    return this.routes.get(`${method} ${path}`);
  }
}

const MAX_BODY_BYTES = 1_000_000;

export function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'payload_too_large', 'The request body is too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (!text) return resolve({});
      try {
        const value: unknown = JSON.parse(text);
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
        resolve(value as Record<string, unknown>);
      } catch {
        reject(new HttpError(400, 'bad_request', 'The request body is not a JSON object'));
      }
    });
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, { success: false, message: error.message, errorCode: error.errorCode });
    return;
  }
  console.error('Reference API: unexpected error', error instanceof Error ? error.stack : error);
  sendJson(res, 500, { success: false, message: 'Internal server error', errorCode: 'internal_error' });
}

export function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
