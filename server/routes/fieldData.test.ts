// POST /wps/rum as browsers send it: a report counted in the metrics by merchant and page, one that is
// not field data refused, and the reports of one address beyond its limit dropped (and counted so).
import { FIELD_DATA_PER_CLIENT } from './fieldData.ts';
import { startScratchServer, type ScratchServer } from '../../tests/server/support.ts';

let running: ScratchServer;
beforeAll(async () => {
  running = await startScratchServer({ metrics: { port: 0 } });
}, 60_000);
afterAll(() => running.close());

const report = (body: unknown, merchant = 'royal88') =>
  fetch(`${running.base}/wps/rum?merchant=${merchant}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const scrape = async () => (await fetch(`http://127.0.0.1:${running.server.metricsPort}/metrics`)).text();

test('a page load’s field data is counted by merchant and page, times in seconds', async () => {
  const sent = await report({
    page: 'home',
    metrics: [
      { name: 'LCP', value: 2210 },
      { name: 'CLS', value: 0.042 },
      { name: 'INP', value: 96 },
    ],
  });
  expect(sent.status).toBe(204);
  const text = await scrape();
  expect(text).toContain('wl_web_vitals_lcp_seconds_count{merchant="royal88",page="home"} 1');
  expect(text).toContain('wl_web_vitals_lcp_seconds_sum{merchant="royal88",page="home"} 2.21');
  expect(text).toContain('wl_web_vitals_lcp_seconds_bucket{le="2.5",merchant="royal88",page="home"} 1');
  expect(text).toContain('wl_web_vitals_cls_sum{merchant="royal88",page="home"} 0.042');
  expect(text).toContain('wl_web_vitals_inp_seconds_count{merchant="royal88",page="home"} 1');
});

test.each([
  ['a page the product does not have', { page: 'wp-admin', metrics: [{ name: 'LCP', value: 1 }] }],
  ['a metric that is none of the five', { page: 'home', metrics: [{ name: 'FID', value: 1 }] }],
  ['a value out of range', { page: 'home', metrics: [{ name: 'LCP', value: -1 }] }],
  ['no metric', { page: 'home', metrics: [] }],
  ['anything else in it', { page: 'home', metrics: [{ name: 'LCP', value: 1 }], userAgent: 'x' }],
])('refuses %s', async (_what, body) => {
  expect((await report(body)).status).toBe(400);
});

test('drops the reports of one address beyond its limit, and counts them as refused', async () => {
  const before = await scrape();
  const counted = (text: string) => Number(/wl_web_vitals_fcp_seconds_count\{merchant="xoso68",page="login"\} (\d+)/.exec(text)?.[1] ?? 0);
  for (let i = 0; i < FIELD_DATA_PER_CLIENT + 3; i++)
    expect((await report({ page: 'login', metrics: [{ name: 'FCP', value: 900 }] }, 'xoso68')).status).toBe(204);
  const after = await scrape();
  expect(counted(after) - counted(before)).toBeLessThanOrEqual(FIELD_DATA_PER_CLIENT);
  expect(after).toMatch(/wl_limit_refusals_total\{limit="field-data"\} [1-9]/);
}, 60_000);
