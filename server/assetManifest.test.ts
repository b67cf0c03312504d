// The build's asset manifest at both addresses the spec names (section 7): /m/asset-manifest.json and
// /mobile/mc/asset-manifest.json, the same file with the same caching, asked with a time query.
import { send, startScratchServer, writeAppBuild, type ScratchServer } from '../tests/server/support.ts';

const MANIFEST = JSON.stringify({ files: ['/m/assets/a-1.js'], entrypoints: ['/m/assets/a-1.js'] });
let scratch: ScratchServer;

beforeAll(async () => {
  scratch = await startScratchServer({
    prepare: (dir) => ({
      distDir: writeAppBuild(dir, { 'index.html': '<!doctype html><title>app</title>', 'asset-manifest.json': MANIFEST, 'assets/a-1.js': 'export {};' }),
    }),
  });
}, 60_000);
afterAll(() => scratch?.close(), 30_000);

describe('the asset manifest', () => {
  test.each(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'])("%s answers the build's manifest, never cached stale", async (pathname) => {
    const res = await send(scratch.base, `${pathname}?t=1700000000000`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(MANIFEST);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test("no other file is reached through the second address's folder", async () => {
    const res = await send(scratch.base, '/mobile/mc/index.html');
    expect(res.status).toBe(404);
  });
});
