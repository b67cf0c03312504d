// The API on Fastify: the declared routes (router.ts) mounted with the request's merchant, member and
// language resolved once by a hook, bodies read by our own reader (its limits, its 400s), query and body
// checked against their schemas, answers wrapped in the envelope and, where asked, checked against theirs.
// Every error, the framework's own included, leaves as today's error envelope (envelope.ts).
import type { ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import type { Ajv, ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isErrorCode, type ErrorCode } from '../../src/api/errorCodes.ts';
import { readJsonBody, type JsonObject } from './body.ts';
import { badRequest, HttpError, notFound, serverBusy } from './errors.ts';
import { assertCleanQuery } from './input.ts';
import { clientIp, headerValue } from './request.ts';
import { NoContent, RawBody, RawJson, type RequestContext, type Route, type RouteSpec, type Router } from './router.ts';
import { requestUrl } from './target.ts';

/** How the routes' needs are met, given by the route groups (they know merchants and members). */
export interface Resolvers<M, U> {
  /** `named`: what the route's merchantParam says, if it has one. */
  merchant(ctx: RequestContext, named: string | null): M;
  /** The member of the request's session, or undefined. */
  member(ctx: RequestContext, merchant: M): Promise<U | undefined>;
  /** Thrown when a route needs a member and the request has none. */
  notLoggedIn(): Error;
  /** An encrypted route's body, decrypted. */
  decrypt(ctx: RequestContext): Promise<JsonObject>;
}

export interface ApiOptions<M, U> {
  router: Pick<Router<M, U>, 'list'>;
  resolvers: Resolvers<M, U>;
  /** Compiles the schemas routes name by $id (schema/). */
  ajv: Ajv;
  /** Check each answer's value against its route's schema; one it does not allow is a 500 and a log line. */
  checkAnswers: boolean;
  /** Encrypted calls in progress at most (default DEFAULT_MAX_ENCRYPTED_CALLS); one more is refused at once. */
  maxEncryptedCalls?: number;
  trustedProxies?: BlockList;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    spec?: RouteSpec;
  }
  interface FastifyRequest {
    /** The request's URL, read once (target.ts). */
    target?: URL;
    ctx?: RequestContext & { merchant?: unknown; member?: unknown };
  }
}

/**
 * Encrypted calls (logins, registrations) each cost an RSA decryption, a password hash and several
 * statements: about 650 a second on two cores. Past this many in progress (a fifth of a second of that
 * work), a flood is shed on arrival (503, before any of the work) rather than queued without end. Below
 * it, 40 connections sending logins as fast as they are answered are all served (npm run bench -- logins).
 */
export const DEFAULT_MAX_ENCRYPTED_CALLS = 128;

const described = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

export const API_PREFIX = '/wps';
/** The methods a catch-all route answers. */
export const ANY_METHOD = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * The API as a plugin of the one pipeline (pipeline.ts), registered under /wps: its body reader, schema
 * compilers, query hook and error envelope apply to its calls only.
 */
export function apiPlugin<M, U>(app: FastifyInstance, opts: ApiOptions<M, U>): void {
  // Bodies are read by our reader: a JSON object sent as application/json (else 415), or a 400, under our
  // limits. A route that reads its own body (or a call that is no route) gets its stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request: FastifyRequest) => {
    const spec = request.routeOptions.config.spec;
    if (request.is404 || !spec || spec.readsOwnBody) return Promise.resolve({});
    return readJsonBody(request.raw);
  });

  // Each schema is compiled when its route is first asked, not at start: a start compiled every route's
  // (about a third of a second), and a test's server, or a fresh instance of a rolling restart, is asked
  // a few of them. server/routes/requestSchemas.test.ts compiles every one a route names.
  app.setValidatorCompiler(({ schema }) => {
    const compiled = onFirstUse(() => ({ validate: opts.ajv.compile(schema), root: rootSchema(opts.ajv, schema) }));
    return (data: unknown) => {
      const { validate, root } = compiled();
      return validate(data)
        ? { value: data }
        : { error: badRequest(`The request does not match its schema: ${described(validate.errors)}`, errorCode(validate.errors, root)) };
    };
  });
  app.setSerializerCompiler(({ schema, url, method }) => {
    const validate = opts.checkAnswers ? onFirstUse(() => opts.ajv.compile(schema)) : undefined;
    return (data: unknown) => {
      const check = validate?.();
      if (check && !check(data)) throw new Error(`The answer of ${method} ${url} does not match its schema: ${described(check.errors)}`);
      return JSON.stringify(data);
    };
  });

  // The query is refused before the body is read. A callback hook, parsing the URL once for the route:
  // an async one costs every call a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || !request.routeOptions.config.spec) return done();
    try {
      request.target = requestUrl(request.raw);
      assertCleanQuery(request.target.searchParams);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  // A /wps path that is no call: the envelope's 404, never a page (the web's routes are not asked).
  app.route({
    method: ANY_METHOD,
    url: '/*',
    handler: (request) => {
      throw notFound(`No call ${request.method} ${request.url.split('?', 1)[0]}`);
    },
  });

  const gate = new InProgress(opts.maxEncryptedCalls ?? DEFAULT_MAX_ENCRYPTED_CALLS);
  for (const route of opts.router.list()) mount(app, route, opts, gate);
}

export function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && (error as { code?: unknown }).code !== undefined) {
    return new HttpError(status === 413 ? 413 : 400, status === 413 ? 'payload_too_large' : 'bad_request', 'The request is malformed');
  }
  return error;
}

/** The keyword by which a request's schema names the error code of a value it refuses (else bad_request). */
export const ERROR_CODE = 'x-error-code';

type SchemaNode = { properties?: Record<string, SchemaNode>; [ERROR_CODE]?: string };

const rootSchema = (ajv: Ajv, schema: unknown): SchemaNode | undefined => {
  const ref = (schema as { $ref?: unknown }).$ref;
  return (typeof ref === 'string' ? ajv.getSchema(ref)?.schema : schema) as SchemaNode | undefined;
};

/**
 * The code a refused request is answered with: the one the refused property's schema names, else the
 * whole request's, so a query keeps the codes the operator's API gives (launch.param.invalid, say).
 */
function errorCode(errors: ErrorObject[] | null | undefined, root: SchemaNode | undefined): ErrorCode | undefined {
  const error = errors?.[0];
  const parent = error?.parentSchema as SchemaNode | undefined;
  const missing = error?.keyword === 'required' ? parent?.properties?.[(error.params as { missingProperty: string }).missingProperty] : undefined;
  const code = missing?.[ERROR_CODE] ?? parent?.[ERROR_CODE] ?? root?.[ERROR_CODE];
  return isErrorCode(code) ? code : undefined;
}

/** `make`'s value, made at the first call and kept. */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const envelopeOf = (answer: string, orNull = false) => ({
  type: 'object',
  required: ['success', 'value'],
  properties: { success: { const: true }, value: orNull ? { anyOf: [{ type: 'null' }, { $ref: answer }] } : { $ref: answer } },
});

/** Counts calls in progress up to a limit; each one counted leaves when its connection's answer closes. */
class InProgress {
  private count = 0;
  constructor(private readonly max: number) {}

  enter(res: ServerResponse): void {
    if (this.count >= this.max) {
      res.setHeader('Retry-After', '1');
      throw serverBusy();
    }
    this.count++;
    res.once('close', () => this.count--);
  }
}

/**
 * The envelope's JSON of answers a route returns again and again as the same object (sameAnswer), by that
 * object; checked against the route's schema when answers are checked, as the framework's serializer does.
 */
function envelopeText(opts: ApiOptions<unknown, unknown>, route: Route): (value: object) => string {
  const texts = new WeakMap<object, string>();
  const answer = route.spec.answer;
  const compiled = opts.checkAnswers && answer ? onFirstUse(() => opts.ajv.compile(envelopeOf(answer, route.spec.answerOrNull))) : undefined;
  return (value) => {
    let text = texts.get(value);
    if (text === undefined) {
      const envelope = { success: true, value };
      const check = compiled?.();
      if (check && !check(envelope)) throw new Error(`The answer of ${route.method} ${route.path} does not match its schema: ${described(check.errors)}`);
      text = JSON.stringify(envelope);
      texts.set(value, text);
    }
    return text;
  };
}

function mount<M, U>(app: FastifyInstance, route: Route, opts: ApiOptions<M, U>, gate: InProgress): void {
  const { spec } = route;
  const handler = route.handler as (ctx: RequestContext) => unknown;
  const sameAnswer = spec.sameAnswer ? envelopeText(opts as ApiOptions<unknown, unknown>, route) : undefined;
  const schema = {
    ...(spec.query ? { querystring: { $ref: spec.query } } : {}),
    ...(spec.body ? { body: { $ref: spec.body } } : {}),
    ...(spec.answer ? { response: { 200: envelopeOf(spec.answer, spec.answerOrNull) } } : {}),
  };
  if (!route.path.startsWith(`${API_PREFIX}/`)) throw new Error(`The route ${route.method} ${route.path} is not under ${API_PREFIX}/`);
  app.route({
    method: route.method,
    url: route.path.slice(API_PREFIX.length),
    schema,
    config: { spec },
    // Before the schemas are checked: the merchant, the member and the decrypted body, once per request.
    preValidation: async (request, reply) => {
      if (spec.encrypted) gate.enter(reply.raw);
      const ctx = contextOf(request, reply.raw, opts.trustedProxies);
      request.ctx = ctx;
      await resolve(ctx, spec, opts.resolvers);
      request.body = ctx.body;
    },
    handler: async (request, reply) => {
      const value = await handler(request.ctx!);
      if (value instanceof NoContent) return reply.code(204).header('Cache-Control', 'no-store').send();
      if (value instanceof RawBody) {
        return reply
          .header('Content-Type', value.contentType)
          .header('Cache-Control', value.cacheControl)
          .header('X-Content-Type-Options', 'nosniff')
          .send(value.body);
      }
      reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
      if (value instanceof RawJson) return reply.header('Content-Type', `${value.contentType}; charset=utf-8`).send(JSON.stringify(value.body));
      reply.header('Content-Type', 'application/json; charset=utf-8');
      return reply.send(sameAnswer && value !== null && typeof value === 'object' ? sameAnswer(value) : { success: true, value });
    },
  });
}

function contextOf(request: FastifyRequest, res: ServerResponse, trustedProxies: BlockList | undefined): RequestContext & { query: unknown } {
  const req = request.raw;
  return {
    req,
    res,
    url: request.target ?? requestUrl(req),
    ip: clientIp(req, trustedProxies),
    body: (request.body as JsonObject | undefined) ?? {},
    // Typed for the handler by its route's query schema (ContextOf), which the framework checked.
    query: request.query,
    language: headerValue(req, 'Language'),
  };
}

async function resolve<M, U>(ctx: RequestContext & { merchant?: M; member?: U }, spec: RouteSpec, resolvers: Resolvers<M, U>): Promise<void> {
  if (spec.admit) await spec.admit(ctx);
  if (spec.needs) {
    const merchant = resolvers.merchant(ctx, spec.merchantParam ? ctx.url.searchParams.get(spec.merchantParam) : null);
    ctx.merchant = merchant;
    if (spec.needs !== 'merchant') {
      const member = await resolvers.member(ctx, merchant);
      if (!member && spec.needs === 'member') throw resolvers.notLoggedIn();
      ctx.member = member;
    }
  }
  if (spec.encrypted) ctx.body = await resolvers.decrypt(ctx);
}
