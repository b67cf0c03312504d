// The reference operator API: the /wps calls of the spec answered from merchants/*.json, members and
// sessions in a real database, and (given a build) the app itself on the same origin.
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { BodyDecryptor } from './crypto/bodyEncryption.ts';
import { makeRsaKeys } from './crypto/rsa.ts';
import { idTokenVerifier } from './identity/idTokens.ts';
import { openDbInBackground, type OpeningDb } from './db/index.ts';
import { NewerSchemaError } from './db/migrations.ts';
import { trustedProxyList } from './http/request.ts';
import { answerClientError } from './http/clientError.ts';
import { nodeTimeouts } from './http/timeouts.ts';
import { CspReportCounter } from './web/cspReports.ts';
import { createPipeline } from './http/pipeline.ts';
import { apiResolvers, apiRouter } from './routes/context.ts';
import { createAjv } from '../project/schemas.ts';
import type { RunningServer, ServerOptions } from './serverOptions.ts';
import { configEvent, PreviewEvents, watchConfigs } from './web/preview.ts';
import { LiveProject } from './merchants/project.ts';
import type { ApiDeps } from './routes/deps.ts';
import type { FieldDataReport } from '../src/rules/fieldData.ts';
import { ROUTE_GROUPS } from './routes/registry.ts';
import { siteAnswers } from './render/siteAnswers.ts';
import { EmailOutbox } from './accounts/emailOutbox.ts';
import { ChallengeStore } from './captcha/challenges.ts';
import { LoginThrottle } from './accounts/loginThrottle.ts';
import { warnOfUsernameClashes } from './accounts/members.ts';
import { sweepLimitWindows } from './limits/sharedWindow.ts';
import { followReleases, ServedRelease } from './releases/servedRelease.ts';
import { RequestDrain, shutDown } from './operations/drain.ts';
import { probeHandlers } from './operations/probes.ts';
import { serverReadiness } from './operations/readiness.ts';
import { accessLog, type RequestRecord } from './operations/accessLog.ts';
import { countingQueryErrors, observeRequest, ServerMetrics, serveMetrics, type PoolState, type RenderOutcome } from './operations/metrics.ts';
import { levelFrom, serverLogger, silentLogger } from './operations/logger.ts';
import { routeName } from './operations/routeNames.ts';

export type { RunningServer, ServerOptions } from './serverOptions.ts';

/** How often the limits' old windows are dropped. */
const LIMIT_SWEEP_MS = 60 * 60_000;

export async function createServer(opts: ServerOptions): Promise<RunningServer> {
  const logger = opts.logger ?? (opts.quiet ? silentLogger() : await serverLogger({ level: levelFrom(process.env.WL_LOG_LEVEL) }));
  const info = (line: string) => logger.info(line);
  const warn = (line: string) => logger.warn(line);

  // The server's own render asks its API on a loopback address, naming each page's merchant by header.
  const renderKey = randomBytes(24).toString('base64url');
  // The metrics, when asked for: served on a port of their own once the server listens.
  const metrics: ServerMetrics | undefined = opts.metrics ? new ServerMetrics((): PoolState | undefined => opening.pool?.()) : undefined;
  // The database and the RSA key are made while the server starts listening: pages and merchant
  // content need neither, so nothing waits for them, unless releases are served (what to serve is in it).
  const opening = openDbInBackground({
    databaseUrl: opts.databaseUrl ?? process.env.DATABASE_URL,
    dataDir: opts.dataDir ?? process.env.WL_DATA_DIR ?? path.join(opts.root, '.data', 'pglite'),
  });
  const db: OpeningDb = metrics ? countingQueryErrors(opening, () => metrics.dbError()) : opening;
  // Serving releases, the start waits for the database and fails with its sentence; else it is said here.
  if (!opts.releases)
    db.ready.catch((error: unknown) =>
      logger.error(`Database could not be opened (${db.describe}): ${error instanceof Error ? error.message : String(error)}`),
    );
  else db.ready.catch(() => undefined);
  let served: ServedRelease | undefined;
  let project: LiveProject;
  try {
    served = opts.releases ? await firstRelease(db, opts.root) : undefined;
    project = await LiveProject.open({ ...opts, renderKey, ...(served ? { documents: () => served!.documents() } : {}) });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  // Names that differ only by case, from before a name was one account in any case: the operator renames them.
  void db.ready.then(() => warnOfUsernameClashes(db, warn)).catch(() => undefined);
  const rsa = makeRsaKeys(process.env.WL_RSA_KEY_FILE || undefined);
  rsa.catch((error: unknown) => console.error(`RSA key could not be made: ${error instanceof Error ? error.message : String(error)}`));
  const bodies = new BodyDecryptor(rsa);

  const trustedProxies = trustedProxyList(opts.trustedProxies ?? process.env.WL_TRUSTED_PROXIES?.split(',') ?? []);
  const router = apiRouter();
  const cspReports = new CspReportCounter({ log: warn });
  const deps: ApiDeps = {
    root: opts.root,
    project,
    db,
    rsa,
    bodies,
    verifyIdToken: opts.verifyIdToken ?? idTokenVerifier(),
    challenges: new ChallengeStore(db),
    loginThrottle: new LoginThrottle(db),
    emailOutbox: new EmailOutbox(),
    devOutboxes: opts.devOutboxes ?? opts.preview,
    cspReports,
    contentMoment: project.momentsPreviewed ? () => undefined : () => Date.now(),
    ...(metrics || opts.logFieldData
      ? {
          fieldData: {
            report: (report: FieldDataReport) => {
              metrics?.webVitals(report);
              if (opts.logFieldData) logger.info({ fieldData: report }, 'field data');
            },
            refused: () => metrics?.fieldDataRefused(),
          },
        }
      : {}),
  };
  for (const group of ROUTE_GROUPS) group(router, deps);
  // The limits' windows (limits/sharedWindow.ts) that ran out long ago are dropped now and then.
  const sweepLimits = () => void sweepLimitWindows(db).catch(() => undefined);
  sweepLimits();
  const limitSweeper = setInterval(sweepLimits, LIMIT_SWEEP_MS);
  limitSweeper.unref();

  const events = opts.preview
    ? new PreviewEvents(configEvent({ ok: project.problems.length === 0, problems: project.problems, lint: [] }, project, opts))
    : undefined;
  // The server asks its own API for a rendered page's content, on the address it listens on.
  let apiOrigin = '';
  const web = siteAnswers({
    opts,
    project,
    trustedProxies,
    events,
    apiOrigin: () => apiOrigin,
    warn,
    ...(served ? { releasedImage: (rel: string) => served!.image(rel) } : {}),
    ...(metrics ? { renderObserved: (outcome: RenderOutcome) => metrics.render(outcome) } : {}),
  });

  // Ready while the database answers, every file served loaded and the render's bundle is there; the
  // bundle is loaded now, not on the first page asked for, so an instance is ready as soon as it can be.
  void web.renderBundle().catch(() => undefined);
  const readiness = serverReadiness({ db, project, renderBundle: () => web.renderBundle() });
  const drain = new RequestDrain();
  // Each request logged with the route it was answered by (stamped by the pipeline) and its merchant.
  const routes = new WeakMap<IncomingMessage, string>();
  const logged = accessLog({
    logger,
    trustedProxies,
    routeOf: (req, status) => routeName(routes.get(req), req.url ?? '/', status),
    ...(metrics ? { observe: (record: RequestRecord, res: ServerResponse) => observeRequest(metrics, record, res) } : {}),
    merchantOf: (req) => project.merchantServed(req)?.merchantCode,
  });

  // One pipeline (http/pipeline.ts): the probes, the studio's front first, the API under /wps, the web for the rest.
  // Without a Host header Node would answer an empty 400; requestUrl and the merchant lookup judge it. A
  // request that arrives too slowly is answered 408 by answerClientError.
  const api = createPipeline({
    router,
    resolvers: apiResolvers(deps),
    ajv: createAjv(opts.root),
    checkAnswers: opts.checkAnswers ?? opts.preview,
    maxEncryptedCalls: opts.maxEncryptedCalls,
    trustedProxies,
    clientError: answerClientError,
    serverFactory: (handler) => createHttpServer({ requireHostHeader: false, ...nodeTimeouts(opts.timeouts) }, logged(drain.wrap(handler))),
    routeSeen: (req, pattern) => routes.set(req, pattern),
    probes: probeHandlers(readiness),
    // The server's own render asks its API through the same door: the front (the studio's gate) lets it by.
    ...(opts.front ? { front: frontFor(opts.front, project) } : {}),
    web: web.answer,
  });
  const server = api.server;
  try {
    await api.listen({ port: opts.port, host: opts.host ?? '0.0.0.0' });
  } catch (error) {
    // The port is taken, say: release what was opened so the caller can report it and exit.
    events?.close();
    await db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  apiOrigin = `http://${loopbackHost(opts.host)}:${port}`;
  const url = `http://localhost:${port}/m/home`;

  const reload = async () => {
    const result = await project.reload();
    if (result.ok) info(`Reloaded: ${merchantList(project)}`);
    else warn(`Configuration problems (still serving the last good files):\n${project.problemText()}`);
    events?.publish(configEvent(result, project, opts));
    return result;
  };
  const stopWatching =
    (opts.watch ?? opts.preview)
      ? await watchConfigs(
          [...['merchants', 'templates', 'schema'].map((dir) => path.join(opts.root, dir)), ...(opts.extraMerchantFiles ?? [])],
          // While a release is served, an edit of the files waits for the next publish.
          () => void (served?.current ? undefined : reload()),
          { ignoreDirs: [path.join(opts.root, 'merchants', 'assets')] },
        )
      : undefined;

  const following = served
    ? followReleases(
        served,
        async () => {
          const result = await reload();
          if (result.ok) info(`Serving ${served!.describe()}`);
        },
        warn,
        opts.releaseCheckMs,
      )
    : undefined;
  await following?.listening;

  info(`Reference API${opts.distDir ? ' and app' : ''} at ${url}`);
  if (served) info(`  serving ${served.describe()}`);
  for (const m of project.current.merchants) info(`  merchant ${m.data.merchantCode}: ${m.data.domains.join(', ')}`);
  if (opts.preview && opts.defaultMerchant) info(`  previewing ${opts.defaultMerchant} on every host (?merchant=<code> shows another)`);
  info(`  database: ${db.describe}`);
  if (project.problems.length > 0) warn(`Configuration problems (those files are not served):\n${project.problemText()}`);

  const metricsListener = metrics && opts.metrics ? await serveMetrics(metrics, opts.metrics.port, opts.metrics.host) : undefined;
  if (metricsListener) info(`  metrics at http://${opts.metrics?.host ?? '127.0.0.1'}:${metricsListener.port}/metrics`);

  const closeRest = async () => {
    clearInterval(limitSweeper);
    await metricsListener?.close();
    await following?.stop();
    await stopWatching?.();
    events?.close();
    await bodies.close();
    await db.close();
  };

  return {
    url,
    port,
    ...(metricsListener ? { metricsPort: metricsListener.port } : {}),
    db,
    routes: router.list().map(({ method, path, spec }) => ({ method, path, spec })),
    cspReports,
    inject: api.inject.bind(api),
    reload,
    renderHeld: web.renderHeld,
    readiness: () => readiness.report(),
    async close() {
      server.closeAllConnections();
      await api.close();
      await closeRest();
    },
    shutdown: (options) =>
      shutDown(
        {
          readiness,
          drain,
          // The listener alone: http.Server's own close would also close idle kept-alive connections.
          stopListening: () => new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())),
          cutConnections: () => server.closeAllConnections(),
          closeRest,
        },
        options,
      ),
  };
}

/** The release to serve at start; the database must answer, or the instance would serve what others may not. */
async function firstRelease(db: OpeningDb, root: string): Promise<ServedRelease> {
  const served = new ServedRelease(db, root);
  try {
    await db.ready;
    await served.check();
  } catch (error) {
    // A database newer than this code says so itself, in a sentence of its own.
    if (error instanceof NewerSchemaError) throw error;
    throw new Error(`The database (${db.describe}) could not say which release to serve: ${error instanceof Error ? error.message : String(error)}`);
  }
  return served;
}

const frontFor =
  (front: NonNullable<ServerOptions['front']>, project: LiveProject): NonNullable<ServerOptions['front']> =>
  async (req, res, url) =>
    project.fromOwnRender(req) ? false : front(req, res, url);

const merchantList = (project: LiveProject) =>
  `${project.current.merchants.map((m) => m.data.merchantCode).join(', ')} (${project.current.templates.size} templates)`;

/** An address of this machine the server listens on: loopback unless it listens on one interface only. */
function loopbackHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
