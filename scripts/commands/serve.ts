// `wl serve`: the built app and the reference API as an operator deploys them. Each request's merchant
// comes from its host name alone (a host no merchant claims gets the app's unknown-site screen and JSON
// 404s, never a stand-in merchant); there is no SMS or e-mail outbox and no preview overlay or events; every
// answer carries the security headers (server/web/securityHeaders.ts). Behind a reverse proxy, name it in
// WL_TRUSTED_PROXIES so its X-Forwarded-For and X-Forwarded-Proto are believed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '../../server/index.ts';
import { DRAIN_DELAY_MS, SHUTDOWN_TIMEOUT_MS } from '../../server/operations/drain.ts';
import type { Logger } from '../../server/operations/logger.ts';
import { CliError } from '../lib/cliError.ts';
import { projectRoot } from '../lib/root.ts';
import { EVERY_INTERFACE, listenHost, parsePort } from './preview.ts';

export const SERVE_PORT = 8080;

export interface ServeOptions {
  port?: string | number;
  host?: string | boolean;
  drainDelay?: string;
  shutdownTimeout?: string;
  metricsPort?: string;
  metricsHost?: string;
  logFieldData?: boolean;
}

export async function runServe(opts: ServeOptions): Promise<void> {
  const port = parsePort(opts.port ?? process.env.PORT ?? SERVE_PORT);
  const metricsPort = opts.metricsPort ?? process.env.WL_METRICS_PORT;
  const metrics = metricsPort ? { port: parsePort(metricsPort), host: opts.metricsHost ?? process.env.WL_METRICS_HOST ?? '127.0.0.1' } : undefined;
  if (metrics && metrics.port === port && port !== 0)
    throw new CliError('--metrics-port must differ from the public port: metrics are never served to players');
  const stopping = {
    drainMs: secondsOption('--drain-delay', opts.drainDelay ?? process.env.WL_DRAIN_DELAY, DRAIN_DELAY_MS),
    timeoutMs: secondsOption('--shutdown-timeout', opts.shutdownTimeout ?? process.env.WL_SHUTDOWN_TIMEOUT, SHUTDOWN_TIMEOUT_MS),
  };
  const host = listenHost(opts.host, EVERY_INTERFACE);
  const distDir = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new CliError('dist/ holds no build: run "npm run build" first');
  // Imported once the options are read: a mistyped one is said at once, not after seconds of loading.
  const [{ createServer }, { levelFrom, logFormat, serverLogger }] = await Promise.all([
    import('../../server/index.ts'),
    import('../../server/operations/logger.ts'),
  ]);
  const logger = await serverLogger({ format: logFormat('json'), level: levelFrom(process.env.WL_LOG_LEVEL) });
  let server: RunningServer;
  try {
    server = await createServer({
      logger,
      ...(metrics ? { metrics } : {}),
      logFieldData: opts.logFieldData === true || process.env.WL_LOG_FIELD_DATA === '1',
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
  } catch (error) {
    // A start that fails is said in the log's own format, where whatever reads the log looks.
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return;
  }
  logger.info(`Serving on ${host}:${server.port} (merchants by host name; Ctrl+C stops)`);
  stopGracefully(server, stopping, logger);
}

/**
 * The first SIGTERM or SIGINT stops gracefully (RunningServer.shutdown) and exits 0; a second exits at
 * once, with 1.
 */
function stopGracefully(server: RunningServer, options: { drainMs: number; timeoutMs: number }, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: stopping`);
    server.shutdown({ ...options, say: (line) => logger.info(line) }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.fatal(`The stop failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A number of seconds from an option or its variable, in milliseconds. */
function secondsOption(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new CliError(`${name} is a number of seconds, not "${value}"`);
  return Math.round(seconds * 1000);
}
