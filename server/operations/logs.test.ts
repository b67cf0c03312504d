// The log as an operator reads it: one JSON record per request (pages and files as well as /wps) with
// its id, route, status, duration and merchant, and none of the secrets a client sends, wherever it
// sends them: in headers, in a body or in a URL's query.
import { Writable } from 'node:stream';
import { startScratchServer, type ScratchServer } from '../../tests/server/support.ts';
import { serverLogger } from './logger.ts';

let running: ScratchServer;
const lines: string[] = [];
beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  running = await startScratchServer({ logger: await serverLogger({ destination }), trustedProxies: ['127.0.0.1'] });
}, 60_000);
afterAll(() => running.close());

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestRecords = () => records().filter((r) => r.msg === 'request');

const SECRETS = {
  bearer: 'bearer-secret-4f1a',
  tokenHeader: 'token-header-secret-9c2e',
  cookie: 'remember-cookie-secret-77d0',
  queryToken: 'query-token-secret-31b8',
  queryPassword: 'query-password-secret-5e6a',
  bodyPassword: 'body-password-secret-c4d2',
  captcha: 'captcha-answer-8832',
  smsCode: '804913',
  phone: '84912000777',
  email: 'player.secret@example.com',
};

test('no secret a client sends reaches the log, in headers, body or query', async () => {
  const headers = {
    merchant: 'royal88',
    authorization: `Bearer ${SECRETS.bearer}`,
    token: SECRETS.tokenHeader,
    cookie: `wl_remember=${SECRETS.cookie}`,
    'content-type': 'application/json',
  };
  const query = new URLSearchParams({
    merchant: 'royal88',
    token: SECRETS.queryToken,
    password: SECRETS.queryPassword,
    mobileNum: SECRETS.phone,
    email: SECRETS.email,
    smsCode: SECRETS.smsCode,
  });
  await fetch(`${running.base}/wps/system/config?${query}`, { headers });
  const body = JSON.stringify({
    username: 'player1',
    password: SECRETS.bodyPassword,
    captcha: SECRETS.captcha,
    smsCode: SECRETS.smsCode,
    mobileNum: SECRETS.phone,
    email: SECRETS.email,
  });
  for (const path of ['/wps/session/login', '/wps/member/register', '/wps/password/reset'])
    await fetch(`${running.base}${path}?${query}`, { method: 'POST', headers, body });
  await fetch(`${running.base}/m/home?${query}`, { headers });
  await vi.waitFor(() => expect(requestRecords().length).toBeGreaterThanOrEqual(5));
  const text = lines.join('\n');
  for (const [name, secret] of Object.entries(SECRETS)) expect(text, name).not.toContain(secret);
  expect(text).not.toContain(encodeURIComponent(SECRETS.email));
  const config = requestRecords().find((r) => r.route === '/wps/system/config')!;
  expect(config).toMatchObject({ level: 'info', method: 'GET', status: 200, merchant: 'royal88' });
  expect(config.path).toBe('/wps/system/config?merchant=royal88&token=[redacted]&password=[redacted]&mobileNum=[redacted]&email=[redacted]&smsCode=[redacted]');
  expect(typeof config.ms).toBe('number');
  expect(typeof config.time).toBe('string');
});

test("each request has an id: a trusted proxy's when it sends one, else a new one, sent back either way", async () => {
  const kept = await fetch(`${running.base}/wps/system/config`, { headers: { merchant: 'royal88', 'x-request-id': 'edge-7f3a' } });
  expect(kept.headers.get('x-request-id')).toBe('edge-7f3a');
  const made = await fetch(`${running.base}/wps/system/config`, { headers: { merchant: 'royal88', 'x-request-id': 'not an id; drop table' } });
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  await vi.waitFor(() => expect(requestRecords().map((r) => r.reqId)).toEqual(expect.arrayContaining(['edge-7f3a', made.headers.get('x-request-id')])));
});

test('the probes are not logged at the info level, and pages are logged like calls', async () => {
  const before = lines.length;
  await fetch(`${running.base}/readyz`);
  await fetch(`${running.base}/healthz`);
  await fetch(`${running.base}/no/such/file.php`);
  await vi.waitFor(() => expect(lines.length).toBeGreaterThan(before));
  const since = records().slice(before);
  expect(since.filter((r) => String(r.path).endsWith('z'))).toEqual([]);
  expect(since.find((r) => r.path === '/no/such/file.php')).toMatchObject({ route: 'unmatched', status: 404, level: 'info' });
});
