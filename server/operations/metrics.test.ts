// The metrics as Prometheus scrapes them: on their own port only, each request counted under its route
// pattern whatever URL and host a client sends (a fixed number of series), the process's defaults, the
// database's failed queries, limit refusals and calls shed.
import { startScratchServer, type ScratchServer } from '../../tests/server/support.ts';
import { ServerMetrics } from './metrics.ts';

let running: ScratchServer;
beforeAll(async () => {
  running = await startScratchServer({ metrics: { port: 0 } });
}, 60_000);
afterAll(() => running.close());

const scrape = async () => {
  const answer = await fetch(`http://127.0.0.1:${running.server.metricsPort}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
};
const seriesOf = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`));

test('are served on their own port, never on the public one', async () => {
  expect(running.server.metricsPort).toBeGreaterThan(0);
  expect(running.server.metricsPort).not.toBe(running.server.port);
  const publicAnswer = await fetch(`${running.base}/metrics`);
  expect(publicAnswer.status).toBe(404);
  expect(await publicAnswer.text()).not.toContain('wl_http_request_duration_seconds');
  const text = await scrape();
  for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) expect(text).toContain(name);
});

test('count each request by route pattern, method, status class and merchant', async () => {
  await fetch(`${running.base}/wps/system/config`, { headers: { merchant: 'royal88' } });
  const text = await scrape();
  expect(seriesOf(text, 'wl_http_request_duration_seconds_count')).toContainEqual(
    expect.stringMatching(/^wl_http_request_duration_seconds_count\{route="\/wps\/system\/config",method="GET",status="2xx",merchant="royal88"\} [1-9]/),
  );
});

test('keep a bounded set of series whatever URLs, host names and methods clients send', async () => {
  const before = seriesOf(await scrape(), 'wl_http_request_duration_seconds_count').length;
  const sent: Promise<unknown>[] = [];
  for (let i = 0; i < 3000; i++) {
    const path = [`/x${i}/y?q=${i}`, `/wps/made/up/${i}`, `/m/page-${i}?affiliateCode=${i}`, `/cdn/nobody/${i}.png`][i % 4];
    sent.push(
      fetch(`${running.base}${path}`, { method: i % 7 === 0 ? 'POST' : 'GET', headers: { host: `host-${i}.example`, merchant: `m${i}` } }).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      ),
    );
    if (sent.length >= 50) await Promise.all(sent.splice(0));
  }
  await Promise.all(sent);
  const after = seriesOf(await scrape(), 'wl_http_request_duration_seconds_count');
  // Three thousand distinct addresses and hosts: a handful of new series at most.
  expect(after.length - before).toBeLessThanOrEqual(8);
  expect(after.join('\n')).not.toMatch(/host-\d|x\d+|page-\d|made\/up\/\d/);
}, 60_000);

test('count failed database queries', async () => {
  await expect(running.server.db.query('SELECT * FROM no_such_table')).rejects.toThrow();
  expect(await scrape()).toMatch(/^wl_db_query_errors_total [1-9]/m);
});

test('count limit refusals by limit, calls shed and rendered pages by outcome', async () => {
  const metrics = new ServerMetrics();
  metrics.errorAnswer(429, 'TOO_MANY_REQUEST_LOGIN');
  metrics.errorAnswer(429, 'TOO_MANY_REQUEST_LOGIN');
  metrics.errorAnswer(503, 'server.busy');
  metrics.errorAnswer(400, 'bad_request');
  for (const outcome of ['hit', 'hit', 'miss', 'failed'] as const) metrics.render(outcome);
  const text = await metrics.text();
  expect(text).toContain('wl_limit_refusals_total{limit="TOO_MANY_REQUEST_LOGIN"} 2');
  expect(text).toContain('wl_encrypted_calls_shed_total 1');
  expect(text).toContain('wl_page_renders_total{outcome="hit"} 2');
  expect(text).toContain('wl_page_renders_total{outcome="failed"} 1');
});
