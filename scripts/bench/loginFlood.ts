// An encrypted login flood at a fixed rate beside an unrelated call: whether a burst of logins stalls the
// API for everyone else (their bodies are RSA-decrypted). The server runs in its own process, as deployed,
// so the load generator's timers are not delayed by the server's work. The flood is open loop and hand
// made: autocannon (throughput.ts) is closed loop per connection, each sending its next request only
// once the last is answered, so a server that stalls would be sent fewer logins and hide the stall.
import { Agent, request } from 'node:http';
import { encryptRequest } from '../../src/api/encryption.ts';
import { startBenchServer } from './serverProcess.ts';
import type { Figure } from './shared.ts';

const FLOOD_PER_SECOND = 50;
const FLOOD_SECONDS = 6;
/** Concurrent callers of the unthrottled throughput run. */
const THROUGHPUT_CALLERS = 8;
const THROUGHPUT_SECONDS = 4;
const MERCHANT = { Merchant: 'xoso68', 'Content-Type': 'application/json' };
const UNRELATED_PATH = '/wps/system/country';
/** The unrelated call's p99 under the flood stays under this (issue budget). */
const P99_BUDGET_MS = 50;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(port: number, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: { ...MERCHANT, ...opts.headers }, agent }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** Calls the unrelated path one after another until `until` says stop; its latencies. */
async function probe(port: number, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    latencies.push((await call(port, UNRELATED_PATH)).ms);
    await new Promise((r) => setTimeout(r, 5));
  }
  return latencies;
}

/** A login body as the app sends it, for an account no one has: each one is decrypted, then refused. */
async function loginBody(port: number): Promise<{ body: string; header: string }> {
  const pem = JSON.parse((await call(port, '/wps/session/key/rsa')).text).value as string;
  const encrypted = await encryptRequest({ username: 'floodghost', password: 'not-the-password', type: 'username', loginDeviceId: 'a-b-c-d-e' }, pem);
  return { body: JSON.stringify(encrypted.body), header: encrypted.header };
}

/** Each call comes from its own address (through the trusted proxy), as a botnet's would. */
let address = 0;
const login = (port: number, encrypted: { body: string; header: string }) => {
  address++;
  const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return call(port, '/wps/session/login', { method: 'POST', body: encrypted.body, headers: { Encryption: encrypted.header, 'X-Forwarded-For': forwarded } });
};

export async function measureLoginFlood(): Promise<Figure[]> {
  const server = await startBenchServer();
  const { port } = server;
  try {
    const encrypted = await loginBody(port);
    for (let i = 0; i < 20; i++) await call(port, UNRELATED_PATH);
    const idleEnd = performance.now() + 2000;
    const idle = await probe(port, () => performance.now() > idleEnd);

    // Open loop: each login leaves at its scheduled time, whether or not earlier ones were answered.
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    let answered = 0;
    let sent = 0;
    const timer = setInterval(() => {
      const due = Math.min(FLOOD_PER_SECOND * FLOOD_SECONDS, Math.floor(((performance.now() - started) / 1000) * FLOOD_PER_SECOND));
      for (; sent < due; sent++) pending.push(login(port, encrypted).then(() => answered++));
    }, 5);
    const flooded = await probe(port, () => performance.now() - started > FLOOD_SECONDS * 1000);
    clearInterval(timer);
    await Promise.all(pending);
    const floodRate = answered / ((performance.now() - started) / 1000);

    // Closed loop: how many encrypted logins a second the server gets through at most.
    const throughputEnd = performance.now() + THROUGHPUT_SECONDS * 1000;
    let done = 0;
    await Promise.all(Array.from({ length: THROUGHPUT_CALLERS }, async () => {
      while (performance.now() < throughputEnd) {
        await login(port, encrypted);
        done++;
      }
    }));
    const p99 = round(percentile(flooded, 99));
    return [
      { name: 'unrelated call p50, idle', value: round(percentile(idle, 50)), unit: 'ms' },
      { name: 'unrelated call p99, idle', value: round(percentile(idle, 99)), unit: 'ms' },
      { name: `encrypted logins answered under a ${FLOOD_PER_SECOND} req/s flood`, value: round(floodRate), unit: 'req/s' },
      { name: `unrelated call p50 under a ${FLOOD_PER_SECOND} req/s encrypted login flood`, value: round(percentile(flooded, 50)), unit: 'ms' },
      { name: `unrelated call p99 under a ${FLOOD_PER_SECOND} req/s encrypted login flood`, value: p99, unit: 'ms', budget: `< ${P99_BUDGET_MS}`, ok: p99 < P99_BUDGET_MS },
      { name: `encrypted login throughput (${THROUGHPUT_CALLERS} callers)`, value: round(done / THROUGHPUT_SECONDS), unit: 'req/s' },
    ];
  } finally {
    agent.destroy();
    server.stop();
  }
}
