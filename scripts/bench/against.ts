// This checkout's server against an earlier commit's, side by side: the calls every visit makes (the
// rendered home and the site config), in alternating one-second rounds, so a load elsewhere on the
// machine meets both. `npm run bench -- against=<commit>` (after `npm run build`). The earlier commit
// runs from a temporary worktree sharing node_modules and this build, and is removed afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './pageGet.ts';
import { startBenchServer, type BenchServer } from './serverProcess.ts';
import { median, merchantHosts, root, type Figure } from './shared.ts';

const ROUNDS = 12;
const CONNECTIONS = 10;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** A worktree of `rev` able to run its server: this checkout's node_modules and build, its own generated files. */
function worktreeOf(rev: string): { dir: string; remove(): void } {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'wl-against-')), 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: root, stdio: 'ignore' });
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  try {
    for (const shared of ['node_modules', 'dist', 'dist-server']) symlinkSync(path.join(root, shared), path.join(dir, shared));
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen.ts'], { cwd: dir, stdio: 'ignore' });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

async function rate(server: BenchServer, target: Target, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.total / result.duration;
}

export async function measureAgainst(rev: string): Promise<Figure[]> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('against: no build in dist/ (npm run build)');
  const label = execFileSync('git', ['rev-parse', '--short', rev], { cwd: root, encoding: 'utf8' }).trim();
  const earlier = worktreeOf(rev);
  const servers: BenchServer[] = [];
  try {
    servers.push(await startBenchServer({ distDir: path.join(root, 'dist') }));
    servers.push(await startBenchServer({ distDir: path.join(earlier.dir, 'dist'), cwd: earlier.dir }));
    const merchant = merchantHosts()[0];
    const targets: Target[] = [
      { name: '/m/home (rendered, cached)', path: '/m/home', headers: { ...BROWSER_HEADERS, Host: merchant.host } },
      { name: 'site config', path: '/wps/system/config', headers: { Merchant: merchant.code } },
    ];
    const figures: Figure[] = [];
    for (const target of targets) {
      // The first requests render and cache the page and warm each server's JIT.
      for (const server of servers) await rate(server, target, 1);
      const rates = servers.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < servers.length; i++) {
          const s = (round + i) % servers.length;
          rates[s].push(await rate(servers[s], target, 1));
        }
      }
      const ratios = rates[0].map((now, i) => now / rates[1][i]);
      const runs = `${CONNECTIONS} connections, median of ${ROUNDS} × 1 s, alternated`;
      figures.push(
        { name: `${target.name} throughput, this checkout (${runs})`, value: Math.round(median(rates[0])), unit: 'req/s' },
        { name: `${target.name} throughput, ${label} (${runs})`, value: Math.round(median(rates[1])), unit: 'req/s' },
        {
          name: `${target.name} throughput, this checkout over ${label} (median of the rounds' ratios)`,
          value: Math.round(median(ratios) * 100) / 100,
          unit: '×',
        },
      );
    }
    return figures;
  } finally {
    for (const server of servers) server.stop();
    earlier.remove();
  }
}
