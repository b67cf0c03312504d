// The server as `wl serve` runs it (no preview, no outboxes) beside the preview: merchants by host name
// only, no development routes, and the security headers on the app's answers.
import { createHash } from 'node:crypto';
import type { RunningServer } from './index.ts';
import { send, startScratchServer, writeAppBuild, type ScratchServer } from '../tests/server/support.ts';

const BOOT = 'window.__boot = 1;';
let served: ScratchServer;
let preview: ScratchServer;
const withBuild = (dir: string) => ({
  distDir: writeAppBuild(dir, {
    'index.html': `<!doctype html><html><head><title>app</title><script>${BOOT}</script><script type="module" src="/m/assets/a.js"></script></head><body><div id="root"></div></body></html>`,
    'assets/a.js': 'export {};',
  }),
});

beforeAll(async () => {
  [served, preview] = await Promise.all([
    startScratchServer({ preview: false, devOutboxes: false, merchantByHeader: false, trustedProxies: ['127.0.0.1'], prepare: withBuild }),
    startScratchServer({ preview: true, defaultMerchant: 'royal88', watch: false, prepare: withBuild }),
  ]);
}, 60_000);

afterAll(() => Promise.all([served?.close(), preview?.close()]), 30_000);

describe('served as deployed', () => {
  it('has no outbox route at all; the preview has both', () => {
    const paths = (server: RunningServer) => server.routes.map((r) => r.path).filter((p) => p.startsWith('/wps/dev/'));
    expect(paths(served.server)).toEqual([]);
    expect(paths(preview.server).sort()).toEqual(['/wps/dev/emailOutbox', '/wps/dev/smsOutbox']);
  });

  it('serves no studio: neither its page nor its calls', async () => {
    for (const url of ['/studio/', '/studio/api/project', '/studio/api/events']) {
      expect((await send(served.base, url, { headers: { Host: 'm.royal88.test' } })).status, url).toBe(404);
      expect((await send(preview.base, url)).status, url).toBe(404);
    }
  });

  it('answers the outbox with a JSON 404, even from this machine', async () => {
    const res = await send(served.base, '/wps/dev/smsOutbox?mobileNum=84912345678', { headers: { Host: 'm.royal88.test' } });
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('finds no merchant for a host none claims, where the preview shows its default', async () => {
    const unknown = await send(served.base, '/wps/system/config', { headers: { Host: 'unknown.example' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'merchant_not_found' });
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    expect(unknown.headers['cache-control']).toBe('no-store');
    const previewed = await send(preview.base, '/wps/system/config', { headers: { Host: 'unknown.example' } });
    expect(previewed.json<{ value: { merchantCode: string } }>().value.merchantCode).toBe('royal88');
  });

  it("ignores the preview's ?merchant= choice", async () => {
    const res = await send(served.base, '/wps/system/config?merchant=royal88', { headers: { Host: 'unknown.example' } });
    expect(res.status).toBe(404);
  });

  it('serves the app with the security headers, its inline script allowed by hash only', async () => {
    const page = await send(served.base, '/m/home', { headers: { Host: 'm.royal88.test' } });
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(csp).toContain(`'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
    const withToken = await send(served.base, '/m/home?token=abc', { headers: { Host: 'm.royal88.test' } });
    expect(withToken.headers['referrer-policy']).toBe('no-referrer');
    const script = await send(served.base, '/m/assets/a.js', { headers: { Host: 'unknown.example' } });
    expect(script.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends HSTS when a trusted proxy says the client came over TLS', async () => {
    const page = await send(served.base, '/m/home', { headers: { Host: 'm.royal88.test', 'X-Forwarded-Proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    // The value the proxy added is the last: one the client put before it is not believed.
    const claimed = await send(served.base, '/m/home', { headers: { Host: 'm.royal88.test', 'X-Forwarded-Proto': 'https, http' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const chained = await send(served.base, '/m/home', { headers: { Host: 'm.royal88.test', 'X-Forwarded-Proto': 'http, https' } });
    expect(chained.headers['strict-transport-security']).toBe('max-age=31536000');
    // The preview trusts no proxy: the same claim is ignored.
    const previewed = await send(preview.base, '/m/home', { headers: { Host: 'm.royal88.test', 'X-Forwarded-Proto': 'https' } });
    expect(previewed.headers['strict-transport-security']).toBeUndefined();
    expect(previewed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("lets the host decide the merchant: a Merchant header must name the host's merchant", async () => {
    const config = (host: string, headers: Record<string, string> = {}) => send(served.base, '/wps/system/config', { headers: { Host: host, ...headers } });
    expect((await config('m.royal88.test', { Merchant: 'royal88' })).json()).toMatchObject({ value: { merchantCode: 'royal88' } });
    for (const [host, merchant] of [
      ['m.royal88.test', 'xoso68'],
      ['unclaimed.example', 'xoso68'],
      ['m.royal88.test', 'nobody'],
    ]) {
      const answer = await config(host, { Merchant: merchant });
      expect(answer.status, `${host} ${merchant}`).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'merchant_not_found' });
    }
    // A key the server's own render did not send changes nothing.
    expect((await config('m.royal88.test', { Merchant: 'xoso68', 'X-Render-Key': 'guessed' })).status).toBe(404);
  });

  it("answers a page for the host's merchant whatever the Merchant header says", async () => {
    const page = (host: string, headers: Record<string, string> = {}) => send(served.base, '/m/home', { headers: { Host: host, ...headers } });
    const royal = await page('m.royal88.test');
    const asked = await page('m.royal88.test', { Merchant: 'xoso68' });
    expect(asked.status).toBe(200);
    expect(asked.text).toBe(royal.text);
    expect(asked.text).toContain('royal88');
    expect(asked.text).not.toContain('xoso68');
    expect(asked.headers.vary).not.toMatch(/Merchant/);
    // A host no merchant claims gets the unknown-site screen (the plain index.html), header or not.
    const unclaimed = await page('unclaimed.example', { Merchant: 'xoso68' });
    expect(unclaimed.text).not.toContain('xoso68');
    // In the preview, where the header names the merchant, pages say they vary by it.
    expect((await send(preview.base, '/m/home', { headers: { Merchant: 'xoso68' } })).headers.vary).toMatch(/\bMerchant\b/);
  });
});
