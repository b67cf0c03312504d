// The reference operator API: the /wps calls of the spec answered from merchants/*.json, members and
// sessions in a real database, and (given a build) the app itself on the same origin.
import { createHash, randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BodyDecryptor } from './crypto/bodyEncryption.ts';
import { makeRsaKeys } from './crypto/rsa.ts';
import { idTokenVerifier } from './identity/idTokens.ts';
import { openDbInBackground } from './db/index.ts';
import { cameOverTls, clientIp, headerValue, trustedProxyList } from './http/request.ts';
import { answerClientError } from './http/clientError.ts';
import { nodeTimeouts } from './http/timeouts.ts';
import { CspReportCounter } from './web/cspReports.ts';
import { notFound } from './http/errors.ts';
import { createApi } from './http/api.ts';
import { apiResolvers, apiRouter } from './routes/context.ts';
import { createAjv } from '../project/schemas.ts';
import type { RunningServer, ServerOptions } from './serverOptions.ts';
import { PREVIEW_EVENTS_PATH, PreviewEvents, watchConfigs, type PreviewEvent } from './web/preview.ts';
import { LiveProject, RENDER_KEY_HEADER, type LoadResult } from './merchants/project.ts';
import { chatPages } from './chat/pages.ts';
import { miniGameScripts } from './mini-game/scripts.ts';
import { demoGameFiles } from './games/demoGame.ts';
import type { ApiDeps } from './routes/deps.ts';
import { ROUTE_GROUPS } from './routes/registry.ts';
import { EmailOutbox } from './accounts/emailOutbox.ts';
import { baseSecurityHeaders, securityHeaders } from './web/securityHeaders.ts';
import { ChallengeStore } from './captcha/challenges.ts';
import { LoginThrottle } from './accounts/loginThrottle.ts';
import { usernameClashes } from './accounts/members.ts';
import { sweepLimitWindows } from './limits/sharedWindow.ts';
import { PageRenderer } from './render/pageRenderer.ts';
import { pageAnswers } from './render/pageAnswers.ts';
import { accessVerdict } from './merchants/regionRestriction.ts';
import { appFiles, cdnFiles, faviconFile, type StaticHandler } from './web/static.ts';
import type { MerchantFile } from '../src/config/types.generated.ts';

export type { RunningServer, ServerOptions } from './serverOptions.ts';

/** How often the limits' old windows are dropped. */
const LIMIT_SWEEP_MS = 60 * 60_000;

export async function createServer(opts: ServerOptions): Promise<RunningServer> {
  const info = (line: string) => {
    if (!opts.quiet) console.log(line);
  };
  const warn = (line: string) => {
    if (!opts.quiet) console.error(line);
  };

  // The server's own render asks its API on a loopback address, naming each page's merchant by header.
  const renderKey = randomBytes(24).toString('base64url');
  const project = await LiveProject.open({ ...opts, renderKey });
  // The database and the RSA key are made while the server starts listening: pages and merchant
  // content need neither, so nothing waits for them.
  const db = openDbInBackground({
    databaseUrl: opts.databaseUrl ?? process.env.DATABASE_URL,
    dataDir: opts.dataDir ?? process.env.WL_DATA_DIR ?? path.join(opts.root, '.data', 'pglite'),
  });
  db.ready.catch((error: unknown) => console.error(`Database could not be opened (${db.describe}): ${error instanceof Error ? error.message : String(error)}`));
  // Names that differ only by case, from before a name was one account in any case: the operator renames them.
  void db.ready
    .then(() => usernameClashes(db))
    .then(
      (clashes) => {
        for (const { merchantCode, usernames } of clashes)
          warn(
            `Members of ${merchantCode} whose names differ only by case: ${usernames.join(', ')}; rename all but one (until then each logs in by its exact spelling)`,
          );
      },
      () => undefined,
    );
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
  };
  for (const group of ROUTE_GROUPS) group(router, deps);
  // The limits' windows (limits/sharedWindow.ts) that ran out long ago are dropped now and then.
  const sweepLimits = () => void sweepLimitWindows(db).catch(() => undefined);
  sweepLimits();
  const limitSweeper = setInterval(sweepLimits, LIMIT_SWEEP_MS);
  limitSweeper.unref();

  const events = opts.preview
    ? new PreviewEvents(eventOf({ ok: project.problems.length === 0, problems: project.problems, lint: [] }, project, opts))
    : undefined;
  // The app's answers carry the policy of the merchant the request is for (none for a host no merchant
  // claims: the app then shows its unknown-site screen under the strictest policy).
  const appHeaders = (req: IncomingMessage, file: { url: string; scriptHashes?: string[] }) => {
    const url = new URL(file.url, 'http://localhost');
    const secure = cameOverTls(req, trustedProxies);
    let merchant: MerchantFile | undefined;
    try {
      merchant = project.pageMerchantFor(req, url.searchParams.get('merchant'));
    } catch {
      merchant = undefined;
    }
    const origin = `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    const carriesToken = url.searchParams.has('token') || url.searchParams.has('tokens');
    return securityHeaders(merchant, {
      origin,
      secure,
      scriptHashes: file.scriptHashes,
      carriesToken,
      framedBySelf: opts.framedBySelf,
      plainHttp: opts.plainHttpOrigins ?? opts.preview,
    });
  };
  const merchantIcon = (req: IncomingMessage): string | undefined => {
    try {
      const { templateParameters } = project.pageMerchantFor(req);
      return templateParameters.pwa.icons['192x192'] ?? templateParameters.apple_touch_icon;
    } catch {
      return undefined;
    }
  };
  // The server asks its own API for a rendered page's content, on the address it listens on.
  let apiOrigin = '';
  const appPages = (distDir: string) =>
    pageAnswers({
      project,
      headers: appHeaders,
      renderer: new PageRenderer({ distDir, live: opts.preview, apiOrigin: () => apiOrigin, apiHeaders: { [RENDER_KEY_HEADER]: renderKey }, warn }),
      regionBlocked: (req, merchant) =>
        accessVerdict(merchant.regionRestriction, { ip: clientIp(req, trustedProxies), header: (name) => headerValue(req, name) }).blocked,
      ...(events ? { previewState: () => events.state } : {}),
    });
  const files: StaticHandler[] = [
    cdnFiles(opts.root),
    faviconFile(opts.root, merchantIcon),
    chatPages(),
    miniGameScripts(),
    demoGameFiles(),
    ...(opts.distDir ? [appFiles(opts.distDir, { live: opts.preview, headers: appHeaders, pages: appPages(opts.distDir) })] : []),
  ];

  /** Pages, files and the preview's events: every request that is no /wps call. */
  const web = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (events && url.pathname === PREVIEW_EVENTS_PATH) return void events.subscribe(req, res);
    for (const [name, value] of Object.entries(baseSecurityHeaders({ secure: cameOverTls(req, trustedProxies) }))) res.setHeader(name, value);
    for (const serve of files) if (await serve(req, res, url.pathname)) return;
    throw notFound('Not found');
  };

  // One pipeline (http/api.ts): the studio's front first, the API under /wps, the web for the rest.
  // Without a Host header Node would answer an empty 400; requestUrl and the merchant lookup judge it. A
  // request that arrives too slowly is answered 408 by answerClientError.
  const api = createApi({
    router,
    resolvers: apiResolvers(deps),
    ajv: createAjv(opts.root),
    checkAnswers: opts.checkAnswers ?? opts.preview,
    maxEncryptedCalls: opts.maxEncryptedCalls,
    trustedProxies,
    clientError: answerClientError,
    serverFactory: (handler) => createHttpServer({ requireHostHeader: false, ...nodeTimeouts(opts.timeouts) }, handler),
    ...(opts.front ? { front: opts.front } : {}),
    web,
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
    events?.publish(eventOf(result, project, opts));
    return result;
  };
  const stopWatching =
    (opts.watch ?? opts.preview)
      ? await watchConfigs(
          [...['merchants', 'templates', 'schema'].map((dir) => path.join(opts.root, dir)), ...(opts.extraMerchantFiles ?? [])],
          () => void reload(),
          { ignoreDirs: [path.join(opts.root, 'merchants', 'assets')] },
        )
      : undefined;

  info(`Reference API${opts.distDir ? ' and app' : ''} at ${url}`);
  for (const m of project.current.merchants) info(`  merchant ${m.data.merchantCode}: ${m.data.domains.join(', ')}`);
  if (opts.preview && opts.defaultMerchant) info(`  previewing ${opts.defaultMerchant} on every host (?merchant=<code> shows another)`);
  info(`  database: ${db.describe}`);
  if (project.problems.length > 0) warn(`Configuration problems (those files are not served):\n${project.problemText()}`);

  return {
    url,
    port,
    db,
    routes: router.list().map(({ method, path, spec }) => ({ method, path, spec })),
    cspReports,
    inject: api.inject.bind(api),
    reload,
    async close() {
      clearInterval(limitSweeper);
      await stopWatching?.();
      events?.close();
      server.closeAllConnections();
      await api.close();
      await bodies.close();
      await db.close();
    },
  };
}

function eventOf(result: LoadResult, project: LiveProject, opts: ServerOptions): PreviewEvent {
  if (!result.ok) return { name: 'config-error', data: { problems: result.problems, text: project.problemText() } };
  return {
    name: 'config',
    data: {
      merchantCode: opts.defaultMerchant ?? null,
      merchants: project.current.merchants.map((m) => m.data.merchantCode),
      content: Object.fromEntries(project.current.merchants.map((m) => [m.data.merchantCode, contentStamp(m.data)])),
    },
  };
}

/**
 * What a merchant's answers other than its site config are made from: all of its file but the pages'
 * template choices. A page that hears the same stamp again need not ask for its content again.
 */
function contentStamp(merchant: MerchantFile): string {
  const { pages: _pages, ...rest } = merchant;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 16);
}

const merchantList = (project: LiveProject) =>
  `${project.current.merchants.map((m) => m.data.merchantCode).join(', ')} (${project.current.templates.size} templates)`;

/** An address of this machine the server listens on: loopback unless it listens on one interface only. */
function loopbackHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
