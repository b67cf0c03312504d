// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { createServer, type RunningServer } from './index.ts';
import { createMember, createSession } from './members.ts';

const repo = path.resolve(__dirname, '..');
let work: string;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'wl-server-'));
  for (const dir of ['merchants', 'templates', 'schema']) cpSync(path.join(repo, dir), path.join(work, dir), { recursive: true });
  mkdirSync(path.join(work, 'dist'));
  writeFileSync(path.join(work, 'dist/index.html'), '<!doctype html><title>app</title>');
  server = await createServer({ root: work, port: 0, host: '127.0.0.1', preview: false, distDir: path.join(work, 'dist'), dataDir: path.join(work, 'db'), quiet: true });
  base = `http://127.0.0.1:${server.port}`;
}, 30_000);
afterAll(() => server.close());

/** GET over node:http, which (unlike fetch) sends the Host header it is given. */
function get(p: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: { get(name: string): string | null }; json(): Promise<any>; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    request(`${base}${p}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          json: async () => JSON.parse(text),
          text: async () => text,
        });
      });
    }).on('error', reject).end();
  });
}

describe('reference API', () => {
  test('picks the merchant by host name', async () => {
    const res = await get('/wps/system/config', { Host: 'm.xoso68.test' });
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.value.merchantCode).toBe('xoso68');
    expect(body.value.pages.home.order.length).toBeGreaterThan(3);
    expect(body.value).not.toHaveProperty('content');
  });

  test('the Merchant header wins over the host', async () => {
    const body = await (await get('/wps/system/config', { Host: 'm.xoso68.test', Merchant: 'sorte777' })).json();
    expect(body.value.merchantCode).toBe('sorte777');
  });

  test('an unknown host gets a JSON error', async () => {
    const res = await get('/wps/system/config', { Host: 'nobody.test' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('nobody.test'), errorCode: 'merchant_not_found' });
  });

  test('an unknown call gets a JSON error', async () => {
    const res = await get('/wps/nothing', { Merchant: 'royal88' });
    expect(res.status).toBe(404);
    expect((await res.json()).errorCode).toBe('not_found');
  });

  test('serves banners by group, lanes, status and countries', async () => {
    const h = { Merchant: 'royal88' };
    const banners = (await (await get('/wps/system/banners?groups=m_banner', h)).json()).value;
    expect(banners.every((b: { groupName: string }) => b.groupName === 'm_banner')).toBe(true);
    expect((await (await get('/wps/game/lanes', h)).json()).value.data.lanes[0].title).toBe('热门游戏');
    expect((await (await get('/wps/system/status', h)).json()).value).toMatchObject({ maintenance: false, regionBlocked: false, ip: '127.0.0.1' });
    expect((await (await get('/wps/system/country', { Merchant: 'sorte777' })).json()).value).toMatchObject({ countryCode: 'BR', countryDialingCode: '55' });
  });

  test('the web manifest falls back to the short name for long titles', async () => {
    const manifest = await (await get('/wps/system/manifest.json', { Merchant: 'sorte777' })).json();
    expect(manifest).toMatchObject({ name: 'Sorte777', short_name: 'Sorte777', scope: '/m/', start_url: '/m/home', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    expect((await (await get('/wps/system/manifest.json', { Merchant: 'royal88' })).json()).name).toBe('Royal 88');
  });

  test('hands out an RSA public key and never a private one', async () => {
    const pem = (await (await get('/wps/session/key/rsa', { Merchant: 'royal88' })).json()).value;
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(pem).not.toMatch(/PRIVATE/);
  });

  test('member info needs a live session of that merchant', async () => {
    expect((await get('/wps/member/info', { Merchant: 'royal88' })).status).toBe(401);
    const res = await get('/wps/member/info', { Merchant: 'royal88', Authorization: 'Bearer nope' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
    const member = await createMember(server.db, { merchantCode: 'royal88', username: 'lucky8', password: 'secret-pass', language: 'CN' });
    const token = await createSession(server.db, member.id, 'royal88', '127.0.0.1');
    const info = await (await get('/wps/member/info', { Merchant: 'royal88', Authorization: `Bearer ${token}` })).json();
    expect(info.value).toMatchObject({ userName: 'lucky8', type: 0, language: 'CN' });
    expect((await get('/wps/member/info', { Merchant: 'xoso68', Authorization: `Bearer ${token}` })).status).toBe(401);
  });

  test('a malformed body is a 400 with a JSON error, and the server carries on', async () => {
    const member = await createMember(server.db, { merchantCode: 'royal88', username: 'lang1', password: 'secret-pass' });
    const token = await createSession(server.db, member.id, 'royal88', '127.0.0.1');
    const post = (body: string) => fetch(`${base}/wps/member/language`, { method: 'POST', body, headers: { Merchant: 'royal88', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
    const bad = await post('{"language": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: 'The request body is not a JSON object', errorCode: 'bad_request' });
    expect((await (await post('{"language":"EN"}')).json()).value).toEqual({ language: 'EN' });
    expect((await post('{"language":"XX"}')).status).toBe(400);
  });

  test('serves the app for any path under /m and merchant images under /cdn', async () => {
    expect(await (await get('/m/member/home')).text()).toContain('<title>app</title>');
    const logo = await get('/cdn/royal88/logo.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/cdn/royal88/..%2F..%2Froyal88.json')).status).toBe(404);
  });
});
