// An encrypted login flood at a fixed rate beside an unrelated call and the merchant's rendered home:
// whether a burst of logins stalls the API and the pages for everyone else (their bodies are
// RSA-decrypted). The server runs in its own process, as deployed, so the load generator's timers are
// not delayed by the server's work. The flood is open loop and hand made: autocannon (throughput.ts)
// is closed loop per connection, each sending its next request only once the last is answered, so a
// server that stalls would be sent fewer logins and hide the stall.
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { encryptRequest } from '../../src/api/encryption.ts';
import { BROWSER_HEADERS, getPage, isRendered } from './pageGet.ts';
import { startBenchServer } from './serverProcess.ts';
import { merchantHosts, root, type Figure } from './shared.ts';

const FLOOD_PER_SECOND = 50;
const FLOOD_SECONDS = 6;
/** Concurrent callers of the unthrottled throughput run. */
const THROUGHPUT_CALLERS = 8;
const THROUGHPUT_SECONDS = 4;
/** Connections of the unpaced flood: each sends its next login as soon as the last is answered. */
const UNPACED_CONNECTIONS = 40;
const UNPACED_SECONDS = 5;
/** The unrelated call's p99 under the unpaced flood stays under this (issue budget). */
const UNPACED_P99_BUDGET_MS = 100;
const MERCHANT_CODE = 'xoso68';
const API_HEADERS = { Merchant: MERCHANT_CODE, 'Content-Type': 'application/json' };
const UNRELATED_PATH = '/wps/system/country';
/** The unrelated call's p99 under the flood stays under this (issue budget). */
const P99_BUDGET_MS = 50;
/** So does the rendered home's (issue budget). */
const HOME_P99_BUDGET_MS = 50;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
// The probes' own connections, as a visitor's browser has: never queued behind the flood's sockets.
const probeAgent = new Agent({ keepAlive: true });

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
}

function call(port: number, path: string, opts: Call = {}): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers ?? API_HEADERS, agent: opts.agent ?? agent },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

interface Probe {
  path: string;
  headers: Record<string, string>;
}

const UNRELATED: Probe = { path: UNRELATED_PATH, headers: API_HEADERS };

/** Asks for a path one call after another until `until` says stop; the latencies. */
async function probe(port: number, target: Probe, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const answer = await call(port, target.path, { headers: target.headers, agent: probeAgent });
    if (answer.status !== 200) throw new Error(`${target.path}: status ${answer.status}`);
    latencies.push(answer.ms);
    await new Promise((r) => setTimeout(r, 5));
  }
  return latencies;
}

/** Both probes side by side (the page's only with a build); their latencies. */
async function probeAll(port: number, home: Probe | undefined, until: () => boolean): Promise<{ unrelated: number[]; home: number[] }> {
  const [unrelated, page] = await Promise.all([probe(port, UNRELATED, until), home ? probe(port, home, until) : []]);
  return { unrelated, home: page };
}

/** The merchant's home as a browser asks for it, rendered and cached before the probes start. */
async function homeProbe(port: number): Promise<Probe> {
  const merchant = merchantHosts().find((m) => m.code === MERCHANT_CODE);
  if (!merchant) throw new Error(`no merchant ${MERCHANT_CODE}`);
  const page = await getPage(port, '/m/home', merchant.host);
  if (page.status !== 200 || !isRendered(page.html)) throw new Error(`/m/home for ${merchant.host} is not the rendered page (status ${page.status})`);
  return { path: '/m/home', headers: { ...BROWSER_HEADERS, Host: merchant.host } };
}

/** A login body as the app sends it, for an account no one has: each one is decrypted, then refused. */
async function loginBody(port: number): Promise<{ body: string; header: string }> {
  const pem = JSON.parse((await call(port, '/wps/session/key/rsa')).text).value as string;
  const encrypted = await encryptRequest({ username: 'floodghost', password: 'not-the-password', type: 'username', loginDeviceId: 'a-b-c-d-e' }, pem);
  return { body: JSON.stringify(encrypted.body), header: encrypted.header };
}

/** Each call comes from its own address (through the trusted proxy), as a botnet's would. */
let address = 0;
const login = (port: number, encrypted: { body: string; header: string }, via = agent) => {
  address++;
  const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return call(port, '/wps/session/login', {
    method: 'POST',
    body: encrypted.body,
    agent: via,
    headers: { ...API_HEADERS, Encryption: encrypted.header, 'X-Forwarded-For': forwarded },
  });
};

export async function measureLoginFlood(): Promise<Figure[]> {
  const distDir = path.join(root, 'dist');
  const built = existsSync(path.join(distDir, 'index.html'));
  if (!built) console.log('/m/home under the login flood: skipped, no build in dist/ (npm run build)');
  const server = await startBenchServer({ distDir: built ? distDir : undefined });
  const { port } = server;
  try {
    const encrypted = await loginBody(port);
    const home = built ? await homeProbe(port) : undefined;
    for (let i = 0; i < 20; i++) {
      await call(port, UNRELATED_PATH);
      if (home) await call(port, home.path, { headers: home.headers, agent: probeAgent });
    }
    const idleEnd = performance.now() + 2000;
    const idle = await probeAll(port, home, () => performance.now() > idleEnd);

    // Open loop: each login leaves at its scheduled time, whether or not earlier ones were answered.
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    let answered = 0;
    let sent = 0;
    const timer = setInterval(() => {
      const due = Math.min(FLOOD_PER_SECOND * FLOOD_SECONDS, Math.floor(((performance.now() - started) / 1000) * FLOOD_PER_SECOND));
      for (; sent < due; sent++) pending.push(login(port, encrypted).then(() => answered++));
    }, 5);
    const flooded = await probeAll(port, home, () => performance.now() - started > FLOOD_SECONDS * 1000);
    clearInterval(timer);
    await Promise.all(pending);
    const floodRate = answered / ((performance.now() - started) / 1000);

    // Unpaced: 40 connections, each sending its next login the moment the last is answered, however
    // it was answered. What the server cannot serve in time it must refuse early and cheaply (503).
    const unpacedEnd = performance.now() + UNPACED_SECONDS * 1000;
    const unpacedAgent = new Agent({ keepAlive: true, maxSockets: UNPACED_CONNECTIONS });
    const outcomes = { served: 0, shed: 0, other: 0 };
    const [unpaced] = await Promise.all([
      probeAll(port, undefined, () => performance.now() > unpacedEnd),
      ...Array.from({ length: UNPACED_CONNECTIONS }, async () => {
        while (performance.now() < unpacedEnd) {
          const { status } = await login(port, encrypted, unpacedAgent);
          if (status === 503) outcomes.shed++;
          else if (status === 400) outcomes.served++;
          else outcomes.other++;
        }
      }),
    ]);
    unpacedAgent.destroy();
    if (outcomes.other > 0) throw new Error(`unpaced flood: ${outcomes.other} logins answered neither 400 (refused after the check) nor 503 (shed)`);

    // Closed loop: how many encrypted logins a second the server gets through at most.
    const throughputEnd = performance.now() + THROUGHPUT_SECONDS * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: THROUGHPUT_CALLERS }, async () => {
        while (performance.now() < throughputEnd) {
          await login(port, encrypted);
          done++;
        }
      }),
    );
    const p99 = round(percentile(flooded.unrelated, 99));
    const flood = `under a ${FLOOD_PER_SECOND} req/s encrypted login flood`;
    const unpacedP99 = round(percentile(unpaced.unrelated, 99));
    const storm = `under an unpaced flood of encrypted logins from ${UNPACED_CONNECTIONS} connections`;
    return [
      { name: 'unrelated call p50, idle', value: round(percentile(idle.unrelated, 50)), unit: 'ms' },
      { name: 'unrelated call p99, idle', value: round(percentile(idle.unrelated, 99)), unit: 'ms' },
      { name: `encrypted logins answered under a ${FLOOD_PER_SECOND} req/s flood`, value: round(floodRate), unit: 'req/s' },
      { name: `unrelated call p50 ${flood}`, value: round(percentile(flooded.unrelated, 50)), unit: 'ms' },
      { name: `unrelated call p99 ${flood}`, value: p99, unit: 'ms', budget: `< ${P99_BUDGET_MS}`, ok: p99 < P99_BUDGET_MS },
      ...(home ? homeFigures(idle.home, flooded.home, flood) : []),
      { name: `logins sent ${storm}`, value: round((outcomes.served + outcomes.shed) / UNPACED_SECONDS), unit: 'req/s' },
      { name: `logins checked ${storm}`, value: round(outcomes.served / UNPACED_SECONDS), unit: 'req/s' },
      { name: `logins shed (503) ${storm}`, value: round(outcomes.shed / UNPACED_SECONDS), unit: 'req/s' },
      { name: `unrelated call p50 ${storm}`, value: round(percentile(unpaced.unrelated, 50)), unit: 'ms' },
      { name: `unrelated call p99 ${storm}`, value: unpacedP99, unit: 'ms', budget: `< ${UNPACED_P99_BUDGET_MS}`, ok: unpacedP99 < UNPACED_P99_BUDGET_MS },
      { name: `encrypted login throughput (${THROUGHPUT_CALLERS} callers)`, value: round(done / THROUGHPUT_SECONDS), unit: 'req/s' },
    ];
  } finally {
    agent.destroy();
    probeAgent.destroy();
    server.stop();
  }
}

function homeFigures(idle: number[], flooded: number[], flood: string): Figure[] {
  const p99 = round(percentile(flooded, 99));
  const page = `/m/home ${MERCHANT_CODE} (rendered, cached)`;
  return [
    { name: `${page} p50, idle`, value: round(percentile(idle, 50)), unit: 'ms' },
    { name: `${page} p99, idle`, value: round(percentile(idle, 99)), unit: 'ms' },
    { name: `${page} p50 ${flood}`, value: round(percentile(flooded, 50)), unit: 'ms' },
    { name: `${page} p99 ${flood}`, value: p99, unit: 'ms', budget: `< ${HOME_P99_BUDGET_MS}`, ok: p99 < HOME_P99_BUDGET_MS },
  ];
}
