// The /wps calls as declarations: each route names its method and path, what it needs resolved before
// its handler runs (the merchant, the member), whether its body arrives encrypted, and the JSON Schemas
// of its query, body and answer. server/http/api.ts mounts them on the framework.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonObject } from './body.ts';

/**
 * What a route needs resolved first: `merchant` the request's merchant (or its error answer); `session`
 * that and the member of the request's session when there is one; `member` that and a member, or the
 * 401 the app reads as "log in again".
 */
export type Needs = 'merchant' | 'session' | 'member';

export interface RouteSpec {
  needs?: Needs;
  /** The body arrives encrypted (the Encryption header); the handler sees it decrypted. */
  encrypted?: boolean;
  /**
   * Refuses a call before its body is decrypted or checked (a throttled address, a limit reached), so
   * that a refused caller costs next to nothing; runs first.
   */
  admit?(ctx: RequestContext): unknown;
  /** A query parameter that names the merchant when the request cannot send the Merchant header (a <link>'s). */
  merchantParam?: string;
  /** The handler reads the body itself from `req` (another shape than a JSON object, another limit); `body` is then {}. */
  readsOwnBody?: boolean;
  /** JSON Schemas, by their $id in schema/: the query's and the body's are checked before the handler, the answer's value after it. */
  query?: string;
  body?: string;
  answer?: string;
  /** The answer's value may also be null (a feature the merchant has not set up). */
  answerOrNull?: boolean;
  /**
   * The handler returns the very same object for as long as the answer stays the same (built once per
   * load, as the site config is): its JSON is then made, and checked, once per object.
   */
  sameAnswer?: boolean;
}

export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  /** The client's address, for status and region checks. */
  ip: string;
  /** The parsed JSON body ({} for calls without one), decrypted for an encrypted route. */
  body: JsonObject;
  /** The response, for a handler that adds headers (CORS); the framework writes the body. */
  res: ServerResponse;
  /** The request's Language header, as sent (the app's language code), if any. */
  language?: string;
}

/**
 * What a route's handler is given, by what it declared (M: a merchant, U: a member, T: the type of each
 * schema by its $id): the merchant and member it needs, and its query and body typed by their schemas,
 * which the framework checked before the handler runs.
 */
export type ContextOf<S extends RouteSpec, M, U, T = object> = RequestContext &
  (S['needs'] extends 'member'
    ? { merchant: M; member: U }
    : S['needs'] extends 'session'
      ? { merchant: M; member?: U }
      : S['needs'] extends 'merchant'
        ? { merchant: M }
        : unknown) &
  (S['query'] extends keyof T ? { query: T[S['query']] } : unknown) &
  (S['body'] extends keyof T ? { body: T[S['body']] } : unknown);

/** What a route's handler returns: the type of its answer's schema where it declares one (or null, with answerOrNull). */
export type AnswerOf<S extends RouteSpec, T> = S['answer'] extends keyof T ? T[S['answer']] | (S['answerOrNull'] extends true ? null : never) : unknown;

export type Handler<C = RequestContext, R = unknown> = (ctx: C) => R | Promise<R>;

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

/** A route as declared, without its handler. */
export interface DeclaredRoute extends RouteKey {
  spec: RouteSpec;
}

export interface Route extends DeclaredRoute {
  handler: Handler<never>;
}

/** The routes of the API, declared by the route groups (server/routes/) and mounted once. */
export class Router<M = never, U = never, T = object> {
  private readonly routes = new Map<string, Route>();

  get<const S extends RouteSpec>(path: string, spec: S, handler: Handler<ContextOf<S, M, U, T>, AnswerOf<S, T>>): this;
  get(path: string, handler: Handler): this;
  get(path: string, specOrHandler: RouteSpec | Handler, handler?: Handler<never>): this {
    return this.add('GET', path, specOrHandler, handler);
  }

  post<const S extends RouteSpec>(path: string, spec: S, handler: Handler<ContextOf<S, M, U, T>, AnswerOf<S, T>>): this;
  post(path: string, handler: Handler): this;
  post(path: string, specOrHandler: RouteSpec | Handler, handler?: Handler<never>): this {
    return this.add('POST', path, specOrHandler, handler);
  }

  on<const S extends RouteSpec>(method: string, path: string, spec: S, handler: Handler<ContextOf<S, M, U, T>, AnswerOf<S, T>>): this {
    return this.add(method, path, spec, handler as Handler<never>);
  }

  private add(method: string, path: string, specOrHandler: RouteSpec | Handler, handler?: Handler<never>): this {
    const key = `${method} ${path}`;
    if (this.routes.has(key)) throw new Error(`Route ${key} is defined twice`);
    const route = typeof specOrHandler === 'function' ? { spec: {}, handler: specOrHandler as Handler<never> } : { spec: specOrHandler, handler: handler! };
    this.routes.set(key, { method, path, ...route });
    return this;
  }

  /** Every call defined, with its declaration. */
  list(): Route[] {
    return [...this.routes.values()];
  }
}
