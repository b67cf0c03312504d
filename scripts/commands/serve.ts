// `wl serve`: the built app and the reference API as an operator deploys them. Each request's merchant
// comes from its host name alone (a host no merchant claims gets the app's unknown-site screen and JSON
// 404s, never a stand-in merchant); there is no SMS or e-mail outbox and no preview overlay or events; every
// answer carries the security headers (server/web/securityHeaders.ts). Behind a reverse proxy, name it in
// WL_TRUSTED_PROXIES so its X-Forwarded-For and X-Forwarded-Proto are believed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from '../../server/index.ts';
import { CliError } from '../lib/cliError.ts';
import { projectRoot } from '../lib/root.ts';
import { EVERY_INTERFACE, listenHost, parsePort, stopOnSignals } from './preview.ts';

export const SERVE_PORT = 8080;

export async function runServe(opts: { port?: string | number; host?: string | boolean }): Promise<void> {
  const port = parsePort(opts.port ?? process.env.PORT ?? SERVE_PORT);
  const host = listenHost(opts.host, EVERY_INTERFACE);
  const distDir = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new CliError('dist/ holds no build: run "npm run build" first');
  const server = await createServer({
    root: projectRoot,
    port,
    host,
    preview: false,
    devOutboxes: false,
    // An operator's edit (maintenance, a region block) takes effect without a restart.
    watch: true,
    // The release active in the database, once one is published (wl publish); the files until then.
    releases: true,
    distDir,
  });
  console.log(`Serving on ${host}:${server.port} (merchants by host name; Ctrl+C stops)`);
  stopOnSignals(server);
}
