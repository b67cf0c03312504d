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

/** An answer with nothing to say: 204, no body (the CSP reports, which browsers send and never read). */
export class NoContent {}

export interface RouteKey {
  method: string;
  path: string;
}

export interface RouteOptions {
  /** The handler reads the body itself from `req` (another shape than a JSON object, another limit); `body` is then {}. */
  readsOwnBody?: boolean;
}

interface Route {
  handler: Handler;
  opts: RouteOptions;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Router {
  private readonly routes = new Map<string, Route>();

  /** `trustedProxies`: peers whose X-Forwarded-For names the client (see clientIp). */
  constructor(private readonly opts: { trustedProxies?: BlockList } = {}) {}

  get(path: string, handler: Handler): this {
    return this.on('GET', path, handler);
  }

  post(path: string, handler: Handler, opts: RouteOptions = {}): this {
    return this.on('POST', path, handler, opts);
  }

  on(method: string, path: string, handler: Handler, opts: RouteOptions = {}): this {
    const key = `${method} ${path}`;
    if (this.routes.has(key)) throw new Error(`Route ${key} is defined twice`);
    this.routes.set(key, { handler, opts });
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
    const route = this.routes.get(`${method} ${url.pathname}`);
    if (!route) throw notFound(`No call ${method} ${url.pathname}`);
    assertCleanQuery(url.searchParams);
    const body = METHODS_WITH_BODY.has(method) && !route.opts.readsOwnBody ? await readJsonBody(req) : {};
    const value = await route.handler({ req, url, ip: clientIp(req, this.opts.trustedProxies), body, res });
    if (value instanceof NoContent) res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    else if (value instanceof RawJson) sendJson(res, 200, value.body, value.contentType);
    else if (value instanceof RawBody) {
      res.writeHead(200, { 'Content-Type': value.contentType, 'Content-Length': value.body.length, 'Cache-Control': value.cacheControl, 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : value.body);
    } else sendValue(res, value);
  }
}
