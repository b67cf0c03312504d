// The first load of /m/home is a budget: exact sizes, so this may fail a build (as size-limit would).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../../scripts/bench/firstLoad.ts';
import { COMPILE_ALL_ON_LOAD } from '../../scripts/build/compileHints.ts';
import { appCodeFiles, pageAssets, readBuildManifest } from '../../server/render/buildManifest.ts';
import { ENTRY_PAGES, pageRegistry } from '../../src/pages/registry.ts';
import { root, startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

describe('first load of /m/home and the other entry pages', () => {
  it(`fetches at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript (gzip) and no code of an overlay, a lazy page or a feature store, all compiled as it loads`, async () => {
    const load = await measureFirstLoad(h.at('m.royal88.test', '/m/home'));
    assert.ok(load.kb <= FIRST_LOAD_BUDGET_KB, `${load.kb} KB gzip over the ${FIRST_LOAD_BUDGET_KB} KB budget: ${load.files.join(', ')}`);
    assert.deepEqual(load.heavy, []);
    assert.deepEqual(load.lazy, []);
    // Each compiles on a background thread as it streams in, not function by function on the main thread.
    assert.deepEqual(load.unhinted, [], 'scripts of the first load without the compile hint on their first line');
  });

  it("every page the server renders: each script its document asks for compiles as it loads, the page's own chunks included", () => {
    const dist = path.join(root, 'dist');
    const manifest = readBuildManifest(dist);
    const app = appCodeFiles(manifest);
    for (const page of ENTRY_PAGES) {
      const scripts = [app.entry, ...app.chunks, ...pageAssets(manifest, pageRegistry[page].firstScreen.source).scripts];
      const unhinted = scripts.filter((href) => !readFileSync(path.join(dist, href.replace(/^\/m\//, '')), 'utf8').startsWith(`${COMPILE_ALL_ON_LOAD}\n`));
      assert.deepEqual(unhinted, [], `${page}: scripts its document loads without the compile hint on their first line`);
    }
  });
});
