// Requests per second and p99 latency of the calls every visit makes (the home page and the site
// config), under autocannon's closed-loop load against a server in its own process; and a cached
// rendered home against the plain index.html, which is what /m/home was before pages were rendered.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, getPage, isRendered } from './pageGet.ts';
import { startBenchServer } from './serverProcess.ts';
import { mainThreadCpuMs } from './threadCpu.ts';
import { median, merchantHosts, root, type Figure } from './shared.ts';

const CONNECTIONS = 10;
const SECONDS = 5;
/**
 * One-second runs, alternated: other work on the machine (a browser test suite, say) comes and goes
 * within seconds and moves a rate far more than the gap judged, so the two runs compared sit side by side.
 */
const COMPARE_ROUNDS = 12;
const COMPARE_SECONDS = 1;
/** A cached rendered home answers at least this share of the plain index.html's requests a second. */
const RATIO_BUDGET = 0.9;
/** No merchant lists it: the server sends index.html as built (checked before and after the runs). */
const UNCLAIMED_HOST = 'no-merchant.test';

export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** `seconds` of closed-loop load on one address; every request must answer 2xx. */
export async function run(port: number, target: Target, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, headers: target.headers, connections: CONNECTIONS, duration: seconds });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${target.name}: ${failed} of ${result.requests.total} requests failed`);
  return result;
}

async function load(port: number, target: Target): Promise<Figure[]> {
  const result = await run(port, target, SECONDS);
  return [
    { name: `${target.name} throughput (${CONNECTIONS} connections)`, value: Math.round(result.requests.average), unit: 'req/s' },
    { name: `${target.name} p99 (${CONNECTIONS} connections)`, value: result.latency.p99, unit: 'ms' },
  ];
}

interface PageTarget extends Target {
  host: string;
  /** What the answer must be: the rendered page, or index.html byte for byte. */
  expect: 'rendered' | 'index';
}

async function check(port: number, target: PageTarget, index: string): Promise<void> {
  const got = await getPage(port, target.path, target.host);
  const ok = got.status === 200 && got.encoding !== undefined && (target.expect === 'rendered' ? isRendered(got.html) : got.html === index);
  if (!ok)
    throw new Error(
      `${target.name}: not the ${target.expect === 'rendered' ? 'rendered page' : 'built index.html'} (status ${got.status}, encoding ${got.encoding ?? 'none'})`,
    );
}

/**
 * Rendered home against index.html as sirv sends it, in one server, alternating. The ratio is the median
 * of each round's: a round's two runs follow each other, so a load elsewhere on the machine meets both.
 * The server's main-thread CPU per request says what each costs the server alone, load or none.
 */
async function renderedAgainstStatic(port: number, pid: number | undefined, host: string, distDir: string): Promise<Figure[]> {
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const page = (name: string, pageHost: string, expect: PageTarget['expect']): PageTarget => ({
    name,
    path: '/m/home',
    host: pageHost,
    expect,
    headers: { ...BROWSER_HEADERS, Host: pageHost },
  });
  const targets = [
    page('/m/home rendered and cached', host, 'rendered'),
    // What every /m/home was before pages were rendered: sirv's file (every path of the app is a page
    // now, index.html too, so only a host without a merchant still gets the file).
    page('index.html as sirv sends it (a host no merchant claims)', UNCLAIMED_HOST, 'index'),
  ];
  // The first request renders the page; it is cached from then on.
  for (const target of targets) await check(port, target, index);
  // The server's JIT is cold for a path's first run: its rate is well below the later ones'.
  for (const target of targets) await run(port, target, 1);
  const rates = targets.map(() => [] as number[]);
  const cpu = targets.map(() => ({ ms: 0, requests: 0 }));
  for (let round = 0; round < COMPARE_ROUNDS; round++) {
    // Each round starts with the other target, so neither always runs first.
    for (let i = 0; i < targets.length; i++) {
      const t = (round + i) % targets.length;
      const cpuBefore = mainThreadCpuMs(pid);
      const result = await run(port, targets[t], COMPARE_SECONDS);
      const cpuAfter = mainThreadCpuMs(pid);
      rates[t].push(result.requests.total / result.duration);
      if (cpuBefore !== undefined && cpuAfter !== undefined) {
        cpu[t].ms += cpuAfter - cpuBefore;
        cpu[t].requests += result.requests.total;
      }
    }
  }
  for (const target of targets) await check(port, target, index);
  const [rendered, plain] = rates;
  const ratios = rendered.map((r, i) => r / plain[i]).sort((a, b) => a - b);
  const ratio = Math.round(median(ratios) * 100) / 100;
  // How busy the machine was, and how far the rounds disagreed: the context the ratio needs.
  console.log(
    `rendered against static: rounds' ratios ${ratios[0].toFixed(2)}-${ratios.at(-1)!.toFixed(2)}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  const runs = `gzip/br, ${CONNECTIONS} connections, median of ${COMPARE_ROUNDS} × ${COMPARE_SECONDS} s`;
  return [
    ...targets.map((target, i) => ({ name: `${target.name}, throughput (${runs})`, value: Math.round(median(rates[i])), unit: 'req/s' })),
    {
      name: '/m/home rendered and cached over index.html as sirv sends it, throughput (median of the rounds)',
      value: ratio,
      unit: '×',
      budget: `>= ${RATIO_BUDGET}`,
      ok: ratio >= RATIO_BUDGET,
    },
    ...targets.flatMap((target, i) =>
      cpu[i].requests > 0
        ? [{ name: `${target.name}, server main-thread CPU per request`, value: Math.round((cpu[i].ms * 1000) / cpu[i].requests), unit: 'µs' }]
        : [],
    ),
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
    if (built) figures.push(...(await renderedAgainstStatic(server.port, server.child.pid, merchant.host, distDir)));
    return figures;
  } finally {
    server.stop();
  }
}
