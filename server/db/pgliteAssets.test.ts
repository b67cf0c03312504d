import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { engineAssets } from './pgliteAssets.ts';

const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

describe('engineAssets', () => {
  it('compiles PostgreSQL once per process: every engine gets the same module and share-file bundle', async () => {
    const [first, second] = await Promise.all([engineAssets(), engineAssets()]);
    expect(second.pgliteWasmModule).toBe(first.pgliteWasmModule);
    expect(second.fsBundle).toBe(first.fsBundle);
    expect(await engineAssets()).toBe(first);
    expect(WebAssembly.Module.exports(first.pgliteWasmModule).length).toBeGreaterThan(0);
    expect(first.fsBundle.size).toBe(statSync(path.join(dist, 'pglite.data')).size);
  });
});
