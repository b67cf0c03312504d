// The reference API (and, given a build, the app) in a process of its own, as deployed: the load
// generator's timers and the server's work never share a thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { root } from './shared.ts';

const SERVER_SCRIPT = `
import { createServer } from './server/index.ts';
// As deployed: a log record per request (JSON lines on standard output, which the bench reads and drops)
// and the metrics counted (on a port of their own).
const server = await createServer({ root: process.cwd(), port: 0, host: '127.0.0.1', preview: false, merchantByHeader: true, distDir: process.env.WL_BENCH_DIST || undefined, dataDir: 'memory', quiet: false, metrics: { port: 0 }, trustedProxies: ['127.0.0.1'], releases: process.env.WL_BENCH_RELEASES === '1' });
await server.db.query('SELECT 1');
console.log('PORT ' + server.port);
// An orderly exit on stop, so that a CPU profile asked for (below) is written.
process.on('SIGTERM', () => process.exit(0));
`;

/** WL_BENCH_PROF=<folder> writes the server's CPU profile there, to see where a figure's time goes. */
const profile = process.env.WL_BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.WL_BENCH_PROF}`] : [];

export interface BenchServer {
  port: number;
  child: ChildProcess;
  stop(): void;
}

/**
 * Starts the server on an in-memory database (its own, whatever DATABASE_URL says) or on `databaseUrl`,
 * serving the release active there when `releases` (as `wl serve`); `distDir` serves the app too; `cwd`
 * is the checkout whose server runs (another commit's, to compare).
 */
export function startBenchServer(opts: { distDir?: string; cwd?: string; databaseUrl?: string; releases?: boolean } = {}): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, WL_BENCH_DIST: opts.distDir ?? '', WL_BENCH_RELEASES: opts.releases ? '1' : '' };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT], {
    cwd: opts.cwd ?? root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (!port) return;
      // The log from here on is read and dropped: a pipe left full would stop the server.
      child.stdout!.off('data', read);
      child.stdout!.resume();
      resolve({ port: Number(port), child, stop: () => child.kill('SIGTERM') });
    };
    child.stdout!.on('data', read);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}
