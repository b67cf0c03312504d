// `wl preview [merchant]`: the app and the reference API on one origin, following edits to the configs.
// The server, the build and the generators are imported once the options are read: a mistyped option is
// said at once, not after seconds of loading (wl serve and wl studio read their options from here too).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../lib/cliError.ts';
import { merchantFileOf } from '../lib/merchantCodes.ts';
import { projectRoot } from '../lib/root.ts';

export const DEFAULT_PORT = 5173;
export const DEFAULT_MERCHANT = 'royal88';
/** The preview is for the developer at this machine: other machines reach it only when --host says so. */
export const PREVIEW_HOST = '127.0.0.1';
/** `--host` without an address: every interface, as Vite does. */
export const EVERY_INTERFACE = '0.0.0.0';
/** What the build is made from: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'index.html', 'vite.config.ts', 'scripts/build'];

export async function runPreview(merchant: string | undefined, opts: { port?: string | number; host?: string | boolean; build: boolean }): Promise<void> {
  const port = parsePort(opts.port ?? process.env.PORT ?? DEFAULT_PORT);
  const host = listenHost(opts.host, PREVIEW_HOST);
  // A mistyped code or port is said before a build that could take a minute.
  const choice = chooseMerchant(merchant ?? DEFAULT_MERCHANT);
  const distDir = path.join(projectRoot, 'dist');
  if (opts.build) await ensureAppBuilt();

  const [{ createServer }, { levelFrom, logFormat, serverLogger }] = await Promise.all([
    import('../../server/index.ts'),
    import('../../server/operations/logger.ts'),
  ]);
  // Read by a person at a terminal: each record pretty-printed; piped elsewhere, JSON lines as wl serve writes.
  const logger = await serverLogger({ format: logFormat(process.stdout.isTTY ? 'pretty' : 'json'), level: levelFrom(process.env.WL_LOG_LEVEL) });
  const server = await createServer({
    logger,
    root: projectRoot,
    port,
    host,
    preview: true,
    defaultMerchant: choice.code,
    extraMerchantFiles: choice.extraFile ? [choice.extraFile] : undefined,
    distDir,
  });
  logger.info(`Preview of ${choice.code}: open ${server.url} (edits to merchants/ and templates/ show at once; Ctrl+C stops)`);
  if (host !== PREVIEW_HOST) logger.info(`  listening on ${host}: other machines can reach this preview, its SMS outbox stays local`);
  stopOnSignals(server);
}

/** Closes the server on Ctrl+C or a stop signal, then exits. */
export function stopOnSignals(server: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The interface to listen on: the given one, every interface for a bare --host, else the fallback. */
export function listenHost(option: string | boolean | undefined, fallback: string): string {
  if (option === true) return EVERY_INTERFACE;
  return typeof option === 'string' && option ? option : fallback;
}

export function parsePort(value: string | number): number {
  const port = Number(value);
  if (String(value).trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliError(`the port must be a whole number from 0 to 65535, not "${String(value)}"`);
  }
  return port;
}

/**
 * A merchant code, or a merchant file: a file outside merchants/ is served in addition to the project's
 * merchants; either way the preview shows that merchant on hosts no merchant claims (localhost).
 */
function chooseMerchant(arg: string): { code: string; extraFile?: string } {
  const looksLikeFile = arg.endsWith('.json') || arg.includes('/') || arg.includes(path.sep);
  if (!looksLikeFile) {
    merchantFileOf(projectRoot, arg);
    return { code: arg };
  }
  const file = path.resolve(arg);
  if (!existsSync(file)) throw new CliError(`no merchant file ${arg}`);
  const inProject = path.dirname(file) === path.join(projectRoot, 'merchants');
  return { code: codeOf(file), extraFile: inProject ? undefined : file };
}

/** The merchant code inside a merchant file (the file name when it cannot be read: the preview reports why). */
function codeOf(file: string): string {
  try {
    const code = (JSON.parse(readFileSync(file, 'utf8')) as { merchantCode?: unknown }).merchantCode;
    if (typeof code === 'string' && code) return code;
  } catch {
    // Reported as a problem of the file once the server loads it.
  }
  return path.basename(file, '.json');
}

/** Builds the app when dist/ is missing or older than any input of the build. */
export async function ensureAppBuilt(): Promise<void> {
  if (!isStale(path.join(projectRoot, 'dist', 'index.html'), BUILD_INPUTS)) return;
  console.log('Building the app…');
  const [{ generateValidators }, { compileMessages }, { runBuild }] = await Promise.all([
    import('../gen/validators.ts'),
    import('../gen/messages.ts'),
    import('./build.ts'),
  ]);
  await generateValidators(projectRoot);
  await compileMessages(projectRoot);
  await runBuild({ quiet: true });
}

/** Whether a build's output is missing or older than any of its inputs (paths relative to the project). */
export function isStale(output: string, inputs: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.map((p) => path.join(projectRoot, p)).some((p) => existsSync(p) && newerThan(p, built));
}

/** A folder counts as changed when a file in it was added or removed (its own time) or edited. */
function newerThan(file: string, time: number): boolean {
  const stat = statSync(file);
  if (stat.mtimeMs > time) return true;
  return stat.isDirectory() && readdirSync(file).some((name) => newerThan(path.join(file, name), time));
}
