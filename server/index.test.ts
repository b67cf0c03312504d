import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordDeposit } from './accounts/deposits.ts';
import { createMember, createSession } from './accounts/members.ts';
import { base, root, send, server, withScratchServer, writeAppBuild } from '../tests/server/support.ts';

const get = (pathname: string, headers: Record<string, string> = {}) => send(base, pathname, { headers });
const value = async <T = Record<string, unknown>>(pathname: string, headers: Record<string, string> = { Merchant: 'royal88' }) => {
  const res = await get(pathname, headers);
  expect(res.status).toBe(200);
  const body = res.json<{ success: boolean; value: T }>();
  expect(body.success).toBe(true);
  return body.value;
};

withScratchServer({
  prepare(dir) {
    // A merchant whose install name is too long for a home screen.
    const sorte = JSON.parse(readFileSync(path.join(dir, 'merchants/sorte777.json'), 'utf8'));
    sorte.templateParameters.pwa.title = 'Sorte 777 Cassino Online';
    sorte.regionRestriction.blockedIps = ['127.0.0.1'];
    writeFileSync(path.join(dir, 'merchants/sorte777.json'), JSON.stringify(sorte, null, 2));

    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    const distDir = writeAppBuild(dir, {
      'index.html': '<!doctype html><title>app</title>',
      'assets/index-abc123.js': script,
      'assets/index-abc123.js.gz': gzipSync(script),
    });
    return { distDir };
  },
});

describe('merchant resolution', () => {
  test('the host name picks the merchant, port ignored', async () => {
    const config = await value<{ merchantCode: string; preview: boolean }>('/wps/system/config', { Host: 'm.xoso68.test:8080' });
    expect(config).toMatchObject({ merchantCode: 'xoso68', preview: false });
    expect(config).not.toHaveProperty('content');
  });

  test('the Merchant header wins over the host', async () => {
    expect(await value('/wps/system/config', { Host: 'm.xoso68.test', Merchant: 'sorte777' })).toMatchObject({ merchantCode: 'sorte777' });
  });

  test('an unknown host or merchant code is a 404 merchant_not_found', async () => {
    const byHost = await get('/wps/system/config', { Host: 'nobody.test' });
    expect(byHost.status).toBe(404);
    expect(byHost.headers['content-type']).toMatch(/^application\/json/);
    expect(byHost.json()).toEqual({ success: false, message: expect.stringContaining('nobody.test'), errorCode: 'merchant_not_found' });
    expect((await get('/wps/system/banners', { Merchant: 'nobody' })).json()).toMatchObject({ errorCode: 'merchant_not_found' });
  });

  test('the merchant query is for previews only', async () => {
    const res = await get('/wps/system/config?merchant=xoso68', { Host: 'm.royal88.test' });
    expect(res.json()).toMatchObject({ value: { merchantCode: 'royal88' } });
  });
});

describe('calls', () => {
  test('an unknown call is a 404 not_found', async () => {
    const res = await get('/wps/nothing/here', { Merchant: 'royal88' });
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  test('status reports maintenance, region block, the client address and the time', async () => {
    const status = await value('/wps/system/status');
    expect(status).toEqual({
      maintenance: false,
      maintenanceEnd: null,
      regionBlocked: false,
      ip: '127.0.0.1',
      serverTime: expect.any(Number),
      affiliate: null,
    });
    // The domain a visitor arrived on names its affiliate, which registration uses in place of 'www'.
    expect(await value('/wps/system/status?originalDomain=xoso68.test', { Merchant: 'xoso68' })).toMatchObject({
      affiliate: { code: 'XS68HOME', domain: 'xoso68.test' },
    });
    expect(await value('/wps/system/status', { Merchant: 'sorte777' })).toMatchObject({ regionBlocked: true });
  });

  test('countries: the merchant list, or a default list led by the currency country', async () => {
    const own = await value<{ countryCode: string; countries: unknown[] }>('/wps/system/country', { Merchant: 'sorte777' });
    expect(own.countryCode).toBe('BR');
    const fallback = await value<{ countryCode: string; countryDialingCode: string; countries: { currencySymbol: string }[] }>('/wps/system/country');
    expect(fallback).toMatchObject({ countryCode: 'CN', countryDialingCode: '86' });
    expect(fallback.countries.length).toBeGreaterThanOrEqual(8);
    expect(fallback.countries.every((c) => c.currencySymbol)).toBe(true);
  });

  test('lines, ping, banners by group, lanes and customer service', async () => {
    // royal88's lines are host names, served on the port the client reached.
    // Host names on the port reached (a socket's Host header).
    expect(await value('/wps/system/domainRoute', { Merchant: 'royal88', Host: `127.0.0.1:${server.port}` })).toEqual({
      lines: [`http://localhost:${server.port}`, base],
    });
    expect(await value('/wps/system/test/ping')).toEqual({ pong: expect.any(Number) });
    const banners = await value<{ groupName: string }[]>('/wps/system/banners?groups=m_banner,other');
    expect(banners.length).toBe(3);
    expect(await value('/wps/system/banners?groups=m_popup1')).toEqual([expect.objectContaining({ url: '/cdn/royal88/popup-1.webp' })]);
    const lanes = await value<{ data: { lanes: { title: string; cards: unknown[] }[] } }>('/wps/game/lanes');
    expect(lanes.data.lanes[0]).toMatchObject({ title: '热门游戏', cards: expect.any(Array) });
    expect(await value('/wps/system/customerService')).toEqual({ customerService: [expect.objectContaining({ csType: 'LIVECHAT' })] });
    expect(await value('/wps/relay/WPSCORE_getCustomerServiceScript')).toEqual({ scripts: expect.stringContaining('src="/demo-chat/cs-widget.js"') });
    expect(await value('/wps/relay/WPSCORE_getCustomerServiceScript', { Merchant: 'xoso68' })).toEqual({ scripts: '' });
  });

  test("banners in the player's language: the Language header's, else the language cookie's, else the merchant's default", async () => {
    const firstAlt = async (headers: Record<string, string>) =>
      (await value<{ alt: string; url: string }[]>('/wps/system/banners?groups=m_banner', { Merchant: 'royal88', ...headers }))[0];
    expect(await firstAlt({ Language: 'EN' })).toEqual(expect.objectContaining({ alt: 'Welcome bonus 100%', url: '/cdn/royal88/banner-1.webp' }));
    expect((await firstAlt({ Language: 'TW' })).alt).toBe('首存紅利 100%');
    expect((await firstAlt({ Language: 'EN', Cookie: 'wl_language=TW' })).alt).toBe('Welcome bonus 100%');
    // The page asks for home's banners before the app runs, without the header (index.html).
    expect((await firstAlt({ Cookie: 'wl_language=EN' })).alt).toBe('Welcome bonus 100%');
    expect((await firstAlt({})).alt).toBe('首存红利 100%');
    expect((await firstAlt({ Language: 'VI' })).alt).toBe('首存红利 100%');
  });

  test("announcements in the player's language, else the merchant's default; promotion notices for mobile only", async () => {
    const list = async (query: string, language?: string) => {
      const res = await get(`/wps/relay/MCSFE_getListAnnouncements${query}`, { Merchant: 'royal88', ...(language ? { Language: language } : {}) });
      return res.json<{ value: { id: number; title: string; content: string; execution: string }[] }>().value;
    };
    const english = await list('?types=PR&platform=M', 'EN');
    expect(english.map((a) => [a.id, a.execution])).toEqual([
      [501, 'B'],
      [502, 'B'],
      [503, 'A'],
      [504, 'F'],
    ]);
    expect(english[0]).toMatchObject({
      title: 'Spring festival offer',
      promotionType: 'FIRST_DEPOSIT',
      content: expect.stringContaining('/m/activity?id=101'),
    });
    expect((await list('?types=PR&platform=M', 'TW'))[0].title).toBe('新春活動');
    expect((await list('?types=PR&platform=M', 'VI'))[0].title).toBe('新春活动');
    expect(await list('?types=NOTICE&platform=M', 'EN')).toEqual([]);
    expect(await list('?types=PR&platform=PC', 'EN')).toEqual([]);
  });

  test('promotions with availability per type, refused when the reward centre is off', async () => {
    const answer = await value<{ promotions: unknown[]; available: Record<string, unknown> }>('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(answer.promotions).toHaveLength(8);
    expect(answer.available.FIRST_DEPOSIT).toEqual({ enabled: true, count: 1 });

    const file = path.join(root, 'merchants/royal88.json');
    const original = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, original.replace('"REWARDCENTER3": { "enabled": true }', '"REWARDCENTER3": { "enabled": false }'));
      await server.reload();
      const res = await get('/wps/relay/MCSFE_getMerchantAvailablePromotions', { Merchant: 'royal88' });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'reward_center_disabled' });
    } finally {
      writeFileSync(file, original);
      await server.reload();
    }
  });

  test('the web manifest is raw JSON, with the short name for titles over 12 characters', async () => {
    const res = await get('/wps/system/manifest.json', { Merchant: 'sorte777' });
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{ icons: { sizes: string; type: string }[] }>();
    expect(manifest).toMatchObject({ name: 'Sorte777', short_name: 'Sorte777', scope: '/m/', start_url: '/m/home', display: 'standalone' });
    expect(manifest).not.toHaveProperty('success');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    expect(manifest.icons.every((i) => i.type === 'image/png')).toBe(true);
    const royal = (await get('/wps/system/manifest.json', { Host: 'm.royal88.test' })).json();
    expect(royal).toMatchObject({ name: 'Royal 88', theme_color: '#c8102e', background_color: '#1b0b0d' });
  });

  test('the RSA key is a public PEM, never a private one', async () => {
    const pem = await value<string>('/wps/session/key/rsa');
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
    expect(pem).not.toMatch(/PRIVATE/);
  });
});

describe('members', () => {
  test('member info needs a live session of the same merchant', async () => {
    const missing = await get('/wps/member/info', { Merchant: 'royal88' });
    expect(missing.status).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
    expect((await get('/wps/member/info', { Merchant: 'royal88', Authorization: 'Bearer nope' })).status).toBe(401);

    const member = await createMember(server.db, { merchantCode: 'royal88', username: 'lucky8', password: 'secret-pass', language: 'CN' });
    const token = await createSession(server.db, member.id, 'royal88', '127.0.0.1');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const info = await value('/wps/member/info', { Merchant: 'royal88', Authorization: `Bearer ${token}` });
    expect(info).toEqual({ id: member.id, customerId: member.id, userName: 'lucky8', type: 0, language: 'CN', clubLabel: null });
    expect((await get('/wps/member/info', { Merchant: 'xoso68', Authorization: `Bearer ${token}` })).status).toBe(401);
  });

  test('deposit settings add the deposit count and first deposit for a member', async () => {
    expect(await value('/wps/relay/MCSFE_getDepositSettings')).toEqual({ minDeposit: 100, maxDeposit: 50000 });
    const member = await createMember(server.db, { merchantCode: 'royal88', username: 'depositor', password: 'secret-pass' });
    const headers = { Merchant: 'royal88', Authorization: `Bearer ${await createSession(server.db, member.id, 'royal88', '127.0.0.1')}` };
    expect(await value('/wps/relay/MCSFE_getDepositSettings', headers)).toMatchObject({ totalDepositSuccessCount: 0, firstDeposit: 'N' });
    await recordDeposit(server.db, member.id, 200, 'SUCCESS');
    await recordDeposit(server.db, member.id, 300, 'FAILED');
    expect(await value('/wps/relay/MCSFE_getDepositSettings', headers)).toMatchObject({ minDeposit: 100, totalDepositSuccessCount: 1, firstDeposit: 'Y' });
  });

  test('a malformed JSON body is a 400 JSON error, and the server carries on', async () => {
    const member = await createMember(server.db, { merchantCode: 'royal88', username: 'lang1', password: 'secret-pass' });
    const token = await createSession(server.db, member.id, 'royal88', '127.0.0.1');
    const post = (body: string) =>
      fetch(`${base}/wps/member/language`, {
        method: 'POST',
        body,
        headers: { Merchant: 'royal88', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
    const bad = await post('{"language": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: expect.any(String), errorCode: 'bad_request' });
    expect((await post('[1, 2]')).status).toBe(400);
    expect(await (await post('{"language":"EN"}')).json()).toEqual({ success: true, value: { language: 'EN' } });
    expect((await post('{"language":"XX"}')).status).toBe(400);
    expect(await value('/wps/member/info', { Merchant: 'royal88', Authorization: `Bearer ${token}` })).toMatchObject({ language: 'EN' });
  });
});

describe('files', () => {
  test('any page under /m, and /, is the app', async () => {
    for (const pathname of ['/', '/m', '/m/', '/m/home', '/m/member/home', '/m/register.html', '/m/activity?id=101']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.text, pathname).toContain('<title>app</title>');
      expect(res.headers['cache-control'], pathname).toBe('no-cache');
    }
  });

  test('hashed assets are cached for good and sent compressed when accepted; a missing one is a 404', async () => {
    const plain = await get('/m/assets/index-abc123.js');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get('/m/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['content-type']).toMatch(/javascript/);
    expect((await get('/m/assets/gone-123.js')).status).toBe(404);
    expect((await get('/elsewhere')).status).toBe(404);
  });

  test('merchant images under /cdn, and nothing outside their folder', async () => {
    const logo = await get('/cdn/royal88/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    // Opened as a document, an image may run nothing, load nothing and be framed by no page.
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    expect(logo.headers['x-frame-options']).toBe('DENY');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    const favicon = await get('/favicon.ico', { Host: 'm.royal88.test' });
    expect(favicon.headers['content-security-policy']).toMatch(/sandbox/);
    for (const pathname of [
      '/cdn/royal88/..%2F..%2Froyal88.json',
      '/cdn/royal88/%2e%2e/%2e%2e/royal88.json',
      '/cdn/royal88/../../merchants/royal88.json',
      '/cdn/..%2Fmerchants/royal88.json',
      '/cdn/royal88/nope.svg',
      '/cdn/royal88/%E0%A4%A',
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });
});
