// Requests per second and p99 latency of the calls every visit makes (the home page and the site
// config), under autocannon's closed-loop load against a server in its own process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './serverProcess.ts';
import { merchantHosts, root, type Figure } from './shared.ts';

const CONNECTIONS = 10;
const SECONDS = 5;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

async function load(port: number, target: Target): Promise<Figure[]> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, headers: target.headers, connections: CONNECTIONS, duration: SECONDS });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed`);
  return [
    { name: `${target.name} throughput (${CONNECTIONS} connections)`, value: Math.round(result.requests.average), unit: 'req/s' },
    { name: `${target.name} p99 (${CONNECTIONS} connections)`, value: result.latency.p99, unit: 'ms' },
  ];
}

export async function measureThroughput(): Promise<Figure[]> {
  const distDir = path.join(root, 'dist');
  const built = existsSync(path.join(distDir, 'index.html'));
  if (!built) console.log('/m/home throughput: skipped, no build in dist/ (npm run build)');
  const server = await startBenchServer({ distDir: built ? distDir : undefined });
  const merchant = merchantHosts()[0];
  try {
    const figures: Figure[] = [];
    if (built) figures.push(...(await load(server.port, { name: '/m/home', path: '/m/home', headers: { Host: merchant.host } })));
    figures.push(...(await load(server.port, { name: 'site config', path: '/wps/system/config', headers: { Merchant: merchant.code } })));
    return figures;
  } finally {
    server.stop();
  }
}
