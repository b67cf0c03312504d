// A reference API in a process of its own, for tests that need what one process cannot show: several
// API instances on one database, or a server killed without warning.
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './support.ts';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<void>;
  /** Ends it with SIGTERM (a clean close) or SIGKILL (no chance to close anything). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  /** The configs' folder (a scratch copy). */
  root: string;
  /** PostgreSQL to open; without it, the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** More environment for the process (e.g. WL_RSA_KEY_FILE). */
  env?: Record<string, string>;
}

const SCRIPT = `
import { createServer } from './server/index.ts';
const server = await createServer({ root: process.env.WL_ROOT, port: 0, host: '127.0.0.1', preview: false, dataDir: process.env.WL_DATA_DIR || 'memory', quiet: true, trustedProxies: ['127.0.0.1'] });
await server.db.query('SELECT 1');
console.log('PORT ' + server.port);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

/** Starts a server process; resolves once its database is open, rejects if it dies first. */
export function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env, WL_ROOT: opts.root, WL_DATA_DIR: opts.dataDir ?? '' };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  // --liftoff-only: a test's server lives seconds, too short for the optimised tier of the embedded
  // database's WebAssembly to pay back compiling it (about 1 s of CPU a start, off the main thread).
  const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) {
        resolve({
          base: `http://127.0.0.1:${port}`,
          child,
          exited,
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    });
    void exited.then(() => reject(new Error(`the server process ended before it was ready (${child.exitCode ?? child.signalCode}): ${errors.trim()}`)));
  });
}
