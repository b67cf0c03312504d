import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { base, repoRoot, root, send, server, startScratchServer, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const royal88 = () => path.join(root, 'merchants/royal88.json');
/** royal88's file as shipped. */
const shipped = readFileSync(path.join(repoRoot, 'merchants/royal88.json'), 'utf8');

/** Edits royal88's file as an operator would; the server is not told. */
// biome-ignore lint/suspicious/noExplicitAny: an edit reaches anywhere in the file, as an operator's does
function editRoyal88(change: (merchant: Record<string, any>) => void): void {
  const merchant = JSON.parse(shipped);
  change(merchant);
  writeFileSync(royal88(), JSON.stringify(merchant, null, 2));
}

const status = async (headers: Record<string, string> = {}) =>
  (await send(base, '/wps/system/status', { headers: { Merchant: 'royal88', ...headers } })).json<{
    value: { maintenance: boolean; maintenanceEnd: string | null; regionBlocked: boolean; ip: string };
  }>().value;

/** Asks until the answer passes, for an edit the file watcher picks up in its own time. */
async function eventually<T>(ask: () => Promise<T>, passes: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await ask();
    if (passes(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterEach(async () => {
  writeFileSync(royal88(), shipped);
  await server.reload();
}, 30_000);

// A reload validates every file again: seconds on a busy machine.
describe('status, edited live', { timeout: 30_000 }, () => {
  test('a server that watches (not only a preview) takes maintenance on and off from the merchant file', async () => {
    const watching = await startScratchServer({ watch: true });
    try {
      const file = path.join(watching.root, 'merchants/royal88.json');
      const ask = async () =>
        (await send(watching.base, '/wps/system/status', { headers: { Merchant: 'royal88' } })).json<{
          value: { maintenance: boolean; maintenanceEnd: string | null };
        }>().value;
      expect(await ask()).toMatchObject({ maintenance: false, maintenanceEnd: null });
      writeFileSync(file, JSON.stringify({ ...JSON.parse(shipped), maintenance: { enabled: true, end: '2026-12-01T14:30:00Z' } }, null, 2));
      expect(await eventually(ask, (s) => s.maintenance)).toMatchObject({ maintenance: true, maintenanceEnd: '2026-12-01T14:30:00Z' });
      writeFileSync(file, shipped);
      expect(await eventually(ask, (s) => !s.maintenance)).toMatchObject({ maintenance: false });
    } finally {
      await watching.close();
    }
  });

  test("the merchant's maintenance texts reach the site config", async () => {
    editRoyal88((m) => (m.maintenance = { enabled: true, end: '2026-12-01T14:30:00Z', description: { EN: 'Back soon' } }));
    await server.reload();
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: '2026-12-01T14:30:00Z' });
    const config = (await send(base, '/wps/system/config', { headers: { Merchant: 'royal88' } })).json<{ value: { maintenance: unknown } }>().value;
    expect(config.maintenance).toEqual({ enabled: true, end: '2026-12-01T14:30:00Z', description: { EN: 'Back soon' } });
  });

  test("a region block by address range, and by country from the merchant's table", async () => {
    editRoyal88((m) => (m.regionRestriction = { blockedIps: ['127.0.0.0/8'] }));
    await server.reload();
    expect(await status()).toMatchObject({ regionBlocked: true, ip: '127.0.0.1' });
    editRoyal88((m) => (m.regionRestriction = { blockedCountries: ['VN'], countryByIp: { '127.0.0.1': 'VN' } }));
    await server.reload();
    expect(await status()).toMatchObject({ regionBlocked: true });
    editRoyal88((m) => (m.regionRestriction = { blockedCountries: ['VN'], countryByIp: { '127.0.0.1': 'SG' } }));
    await server.reload();
    expect(await status()).toMatchObject({ regionBlocked: false });
  });

  test('a country header counts only when the merchant names it', async () => {
    editRoyal88((m) => (m.regionRestriction = { blockedCountries: ['VN'] }));
    await server.reload();
    expect(await status({ 'CF-IPCountry': 'VN' })).toMatchObject({ regionBlocked: false });
    editRoyal88((m) => (m.regionRestriction = { blockedCountries: ['VN'], countryHeader: 'CF-IPCountry' }));
    await server.reload();
    expect(await status({ 'CF-IPCountry': 'VN' })).toMatchObject({ regionBlocked: true });
    expect(await status({ 'CF-IPCountry': 'SG' })).toMatchObject({ regionBlocked: false });
  });
});

describe('lines and ping', { timeout: 30_000 }, () => {
  test("the merchant's lines, host names on the port reached; another merchant's line is the origin reached", async () => {
    // The port reached is what is tested: over a socket.
    const lines = async (merchant: string) =>
      (await send(base, '/wps/system/domainRoute', { headers: { Merchant: merchant }, socket: true })).json<{ value: { lines: string[] } }>().value.lines;
    expect(await lines('royal88')).toEqual([`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`]);
    expect(await lines('sorte777')).toEqual([base]);
  });

  test("a merchant's page on another origin may read the ping; a stranger may not", async () => {
    const ping = (origin: string) => send(base, `/wps/system/test/ping?speed=${Date.now()}`, { headers: { Origin: origin } });
    const own = await ping('http://m.xoso68.test:8080');
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe('http://m.xoso68.test:8080');
    expect(own.headers.vary).toBe('Origin');
    expect((await ping('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a host the merchant marks slow answers the ping that much later', async () => {
    editRoyal88((m) => (m.lineSpeedTest = { pingDelayMs: { 'm.royal88.test': 300 } }));
    await server.reload();
    const sentAt = Date.now();
    const slow = (await send(base, '/wps/system/test/ping', { headers: { Host: 'm.royal88.test' } })).json<{ value: { pong: number } }>().value;
    expect(slow.pong - sentAt).toBeGreaterThanOrEqual(290);
  });
});
