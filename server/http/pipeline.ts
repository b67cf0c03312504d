// The server's one pipeline on Fastify: the studio's front as the first hook when there is one, the API
// as a plugin of its own under /wps (api.ts), and the web (pages, files, the preview's events) as another.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { ANY_METHOD, API_PREFIX, apiPlugin, asHttpError, type ApiOptions } from './api.ts';
import { sendError } from './envelope.ts';
import { notFound } from './errors.ts';
import { requestUrl } from './target.ts';

export interface PipelineOptions {
  /** Makes the HTTP server, given the framework's request handler. */
  serverFactory(handler: (req: IncomingMessage, res: ServerResponse) => void): Server;
  /** The server's 'clientError' listener (requests Node's parser cannot read). */
  clientError(error: Error, socket: Duplex): void;
  /** Asked first for every request, the API's too (the studio's gate and routes); true when it answered. */
  front?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /** Every request that is no /wps call: pages, files, preview events. Answers, or throws an HttpError. */
  web?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** Told each request's route pattern once the framework has routed it (the access log's and metrics' label). */
  routeSeen?: (req: IncomingMessage, pattern: string) => void;
  /** GET paths answered before any merchant is looked up, on every host (the probes: operations/probes.ts). */
  probes?: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>;
}

/**
 * The server's one pipeline: one framework instance in which the API is a plugin of its own under /wps
 * (its body reader, schemas, hooks and error envelope apply to its calls only) and the web another (a
 * page or a file never pays for the API's hooks: it leaves the framework at its first hook, before any
 * body is read). A request's URL is read once (target.ts), the framework routing on its path.
 */
export function createPipeline<M, U>(opts: ApiOptions<M, U> & PipelineOptions): FastifyInstance {
  const app = Fastify({
    serverFactory: opts.serverFactory,
    clientErrorHandler: opts.clientError,
    // A GET call answers HEAD too (its headers without the body), as HTTP asks of every server.
    exposeHeadRoutes: true,
    return503OnClosing: false,
    logger: false,
    // A path the router cannot decode (a bad percent escape) is still a file's to answer (404), or a call's (400).
    frameworkErrors: (error, request, reply) => {
      reply.hijack();
      if (web && error.code === 'FST_ERR_BAD_URL' && !isApiPath(request.raw.url)) return serveWeb(web, request.raw, reply.raw);
      sendError(reply.raw, asHttpError(error));
    },
    // The framework routes on the target's path, an absolute-form target's too; one that is no URL at all
    // is routed as it came, and answered 400 by the first reader of its URL.
    rewriteUrl: (req) => {
      try {
        const url = requestUrl(req);
        return url.pathname + url.search;
      } catch {
        return req.url ?? '/';
      }
    },
  });
  // Errors leave as the envelope: ours as they are, the framework's (a schema mismatch is ours) by status.
  app.setErrorHandler((error, _request, reply) => {
    reply.hijack();
    sendError(reply.raw, asHttpError(error));
  });
  app.setNotFoundHandler((request) => {
    throw notFound(`No call ${request.method} ${request.url.split('?', 1)[0]}`);
  });
  const { front, web, routeSeen } = opts;
  if (routeSeen) {
    app.addHook('onRequest', (request, _reply, done) => {
      routeSeen(request.raw, request.routeOptions.url ?? '');
      done();
    });
  }
  if (front) {
    app.addHook('onRequest', async (request, reply) => {
      if (await front(request.raw, reply.raw, requestUrl(request.raw))) reply.hijack();
    });
  }
  for (const [path, probe] of Object.entries(opts.probes ?? {})) {
    app.get(path, async (request, reply) => {
      reply.hijack();
      await probe(request.raw, reply.raw);
    });
  }
  app.register(async (api) => apiPlugin(api, opts), { prefix: API_PREFIX });
  if (web) {
    app.register(async (pages) => {
      // Answered from the first hook: no body is read, no schema compiled, no API hook run.
      pages.addHook('onRequest', (request, reply, done) => {
        reply.hijack();
        serveWeb(web, request.raw, reply.raw);
        done();
      });
      pages.route({ method: ANY_METHOD, url: '/*', handler: () => undefined });
    });
  }
  return app;
}

const isApiPath = (target: string | undefined) => target === API_PREFIX || (target ?? '').startsWith(`${API_PREFIX}/`);

function serveWeb(web: NonNullable<PipelineOptions['web']>, req: IncomingMessage, res: ServerResponse): void {
  // The URL is read inside: one that cannot be read is a 400 like any other failure.
  (async () => web(req, res, requestUrl(req)))().catch((error: unknown) => sendError(res, error));
}
