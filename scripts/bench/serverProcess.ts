// The reference API (and, given a build, the app) in a process of its own, as deployed: the load
// generator's timers and the server's work never share a thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { root } from './shared.ts';

const SERVER_SCRIPT = `
import { createServer } from './server/index.ts';
// As deployed: a log record per request (JSON lines on standard output, which goes to /dev/null: the
// bench's own process, driving the load, must not spend its time reading them) and the metrics counted
// (on a port of their own). The port is told over the IPC channel.
const server = await createServer({ root: process.cwd(), port: 0, host: '127.0.0.1', preview: false, merchantByHeader: true, distDir: process.env.WL_BENCH_DIST || undefined, dataDir: 'memory', quiet: false, metrics: { port: 0 }, trustedProxies: ['127.0.0.1'], releases: process.env.WL_BENCH_RELEASES === '1' });
await server.db.query('SELECT 1');
process.send({ port: server.port });
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
  const devNull = openSync('/dev/null', 'w');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT], {
    cwd: opts.cwd ?? root,
    env,
    stdio: ['ignore', devNull, 'inherit', 'ipc'],
  });
  closeSync(devNull);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => {
      child.disconnect();
      resolve({ port: message.port, child, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}
