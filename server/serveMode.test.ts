// @vitest-environment node
// The server as `wl serve` runs it (no preview, no outboxes) beside the preview: merchants by host name
// only, no development routes, and the security headers on the app's answers.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type RunningServer } from './index.ts';
import { scratchProject, send } from './testSupport.ts';

const BOOT = 'window.__boot = 1;';
let project: ReturnType<typeof scratchProject>;
let served: RunningServer;
let preview: RunningServer;
const baseOf = (server: RunningServer) => `http://127.0.0.1:${server.port}`;

beforeAll(async () => {
  project = scratchProject();
  const dist = path.join(project.root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>app</title><script>${BOOT}</script><script type="module" src="/m/assets/a.js"></script>`);
  writeFileSync(path.join(dist, 'assets/a.js'), 'export {};');
  const common = { root: project.root, port: 0, host: '127.0.0.1', distDir: dist, dataDir: 'memory', quiet: true } as const;
  served = await createServer({ ...common, preview: false, devOutboxes: false, trustedProxies: ['127.0.0.1'] });
  preview = await createServer({ ...common, preview: true, defaultMerchant: 'royal88', watch: false });
  await Promise.all([served.db.query('SELECT 1'), preview.db.query('SELECT 1')]);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await preview?.close();
  project?.remove();
});

describe('served as deployed', () => {
  it('has no outbox route at all; the preview has both', () => {
    const paths = (server: RunningServer) => server.routes.map((r) => r.path).filter((p) => p.startsWith('/wps/dev/'));
    expect(paths(served)).toEqual([]);
    expect(paths(preview).sort()).toEqual(['/wps/dev/emailOutbox', '/wps/dev/smsOutbox']);
  });

  it('answers the outbox with a JSON 404, even from this machine', async () => {
    const res = await send(baseOf(served), '/wps/dev/smsOutbox?mobileNum=84912345678', { headers: { Host: 'm.royal88.test' } });
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('finds no merchant for a host none claims, where the preview shows its default', async () => {
    const unknown = await send(baseOf(served), '/wps/system/config', { headers: { Host: 'unknown.example' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'merchant_not_found' });
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    expect(unknown.headers['cache-control']).toBe('no-store');
    const previewed = await send(baseOf(preview), '/wps/system/config', { headers: { Host: 'unknown.example' } });
    expect(previewed.json<{ value: { merchantCode: string } }>().value.merchantCode).toBe('royal88');
  });

  it('ignores the preview\'s ?merchant= choice', async () => {
    const res = await send(baseOf(served), '/wps/system/config?merchant=royal88', { headers: { Host: 'unknown.example' } });
    expect(res.status).toBe(404);
  });

  it('serves the app with the security headers, its inline script allowed by hash only', async () => {
    const page = await send(baseOf(served), '/m/home', { headers: { Host: 'm.royal88.test' } });
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
    const withToken = await send(baseOf(served), '/m/home?token=abc', { headers: { Host: 'm.royal88.test' } });
    expect(withToken.headers['referrer-policy']).toBe('no-referrer');
    const script = await send(baseOf(served), '/m/assets/a.js', { headers: { Host: 'unknown.example' } });
    expect(script.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends HSTS when a trusted proxy says the client came over TLS', async () => {
    const page = await send(baseOf(served), '/m/home', { headers: { Host: 'm.royal88.test', 'X-Forwarded-Proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    // The preview trusts no proxy: the same claim is ignored.
    const previewed = await send(baseOf(preview), '/m/home', { headers: { Host: 'm.royal88.test', 'X-Forwarded-Proto': 'https' } });
    expect(previewed.headers['strict-transport-security']).toBeUndefined();
    expect(previewed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
