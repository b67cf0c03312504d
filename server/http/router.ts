// A small router for the /wps calls: exact paths per method, JSON bodies parsed up front, answers
// wrapped in the envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, type JsonObject } from './body.ts';
import { sendJson, sendValue } from './envelope.ts';
import { notFound } from './errors.ts';
import { assertCleanQuery } from './input.ts';
import type { BlockList } from 'node:net';
import { clientIp } from './request.ts';

export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  /** The client's address, for status and region checks. */
  ip: string;
  /** The parsed JSON body ({} for calls without one). */
  body: JsonObject;
  /** The response, for a handler that adds headers (CORS); the router writes the body. */
  res: ServerResponse;
}

export type Handler = (ctx: RequestContext) => unknown;

/** An answer sent as it is, outside the envelope (the web manifest is read by browsers, not the app). */
export class RawJson {
  constructor(
    readonly body: unknown,
    readonly contentType = 'application/json',
  ) {}
}

/** Bytes sent as they are, such as an image drawn for a <link>. */
export class RawBody {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly cacheControl = 'no-store',
  ) {}
}

export interface RouteKey {
  method: string;
  path: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Router {
  private readonly routes = new Map<string, Handler>();

  /** `trustedProxies`: peers whose X-Forwarded-For names the client (see clientIp). */
  constructor(private readonly opts: { trustedProxies?: BlockList } = {}) {}

  get(path: string, handler: Handler): this {
    return this.on('GET', path, handler);
  }

  post(path: string, handler: Handler): this {
    return this.on('POST', path, handler);
  }

  on(method: string, path: string, handler: Handler): this {
    const key = `${method} ${path}`;
    if (this.routes.has(key)) throw new Error(`Route ${key} is defined twice`);
    this.routes.set(key, handler);
    return this;
  }

  /** Every call defined, as method and path. */
  list(): RouteKey[] {
    return [...this.routes.keys()].map((key) => {
      const [method, path] = key.split(' ');
      return { method, path };
    });
  }

  /** Answers one call; errors are thrown for the caller to answer with the error envelope. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const handler = this.routes.get(`${method} ${url.pathname}`);
    if (!handler) throw notFound(`No call ${method} ${url.pathname}`);
    assertCleanQuery(url.searchParams);
    const body = METHODS_WITH_BODY.has(method) ? await readJsonBody(req) : {};
    const value = await handler({ req, url, ip: clientIp(req, this.opts.trustedProxies), body, res });
    if (value instanceof RawJson) sendJson(res, 200, value.body, value.contentType);
    else if (value instanceof RawBody) {
      res.writeHead(200, { 'Content-Type': value.contentType, 'Content-Length': value.body.length, 'Cache-Control': value.cacheControl, 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : value.body);
    } else sendValue(res, value);
  }
}
