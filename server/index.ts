// The reference operator API: the /wps calls of the spec answered from merchants/*.json, members and
// sessions in a real database, and (given a build) the app itself on the same origin.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openDb, openingDb, type Db } from './db.ts';
import { clientIp, HttpError, RAW, readJsonBody, Router, sendError, sendJson } from './http.ts';
import { PreviewHub } from './preview.ts';
import { ProjectHolder } from './project.ts';
import { makeRsaKeys } from './rsa.ts';
import { contentRoutes } from './routes/content.ts';
import { memberRoutes } from './routes/member.ts';
import { systemRoutes } from './routes/system.ts';
import { appFiles, cdnFiles } from './static.ts';

export interface ServerOptions {
  root: string;
  port: number;
  /** Interface to listen on (default all). */
  host?: string;
  /** Watch the configs and push changes to open pages. */
  preview: boolean;
  /** Merchant code served for hosts no merchant claims (preview only). */
  defaultMerchant?: string;
  extraMerchantFiles?: string[];
  /** The built app, served under /m/. */
  distDir?: string;
  /** PostgreSQL server; else the DATABASE_URL environment variable; else the embedded database. */
  databaseUrl?: string;
  /** Embedded database folder, or 'memory' (default <root>/.data/pglite). */
  dataDir?: string;
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The server's database, for tools and tests that prepare members. */
  db: Db;
  close(): Promise<void>;
  reload(): Promise<void>;
}

export async function createServer(opts: ServerOptions): Promise<RunningServer> {
  const log = (line: string, isError = false) => {
    if (!opts.quiet || isError) (isError ? console.error : console.log)(line);
  };
  const holder = await ProjectHolder.open(opts.root, opts);
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  // The database opens while the server starts listening: pages and content do not wait for it.
  const db = openingDb(openDb({ databaseUrl, dataDir: opts.dataDir ?? path.join(opts.root, '.data', 'pglite') }));
  const deps = { holder, db, rsa: makeRsaKeys() };
  const router = new Router();
  systemRoutes(router, deps);
  contentRoutes(router, deps);
  memberRoutes(router, deps);
  const hub = opts.preview ? new PreviewHub(holder, log) : undefined;
  const app = opts.distDir ? appFiles(opts.distDir) : undefined;
  const cdn = cdnFiles(opts.root);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/wps/')) {
      const handler = router.find(req.method ?? 'GET', url.pathname);
      if (!handler) throw new HttpError(404, 'not_found', `No call ${req.method} ${url.pathname}`);
      let body: Promise<Record<string, unknown>> | undefined;
      const value = await handler({ req, res, url, ip: clientIp(req), body: () => (body ??= readJsonBody(req)) });
      if (value !== RAW) sendJson(res, 200, { success: true, value });
      return;
    }
    if (hub && url.pathname === '/__preview/events') return hub.subscribe(req, res);
    const next = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    };
    if (url.pathname.startsWith('/cdn/')) return cdn(req, res, next);
    if (app) return app(req, res, next);
    next();
  };

  const server = createHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendError(res, error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  if (hub) await hub.watch(opts.root, opts.extraMerchantFiles);
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}/m/home`;

  log(`Reference API and app at ${url}`);
  for (const m of holder.current.merchants) log(`  merchant ${m.data.merchantCode}: ${m.data.domains.join(', ')}`);
  if (holder.problems.length > 0) log(`Configuration problems (those files are not served):\n${holder.problemText()}`, true);
  db.ready.then(
    (ready) => log(`  database: ${ready.describe}`),
    (error: Error) => log(`Database could not be opened: ${error.message}`, true),
  );

  return {
    url,
    port,
    db,
    reload: async () => {
      if (hub) await hub.reload();
      else await holder.reload();
    },
    async close() {
      await hub?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
