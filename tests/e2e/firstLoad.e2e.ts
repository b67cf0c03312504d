// The first load of /m/home is a budget: exact sizes, so this may fail a build (as size-limit would).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../../scripts/bench/firstLoad.ts';
import { startHarness, type Harness } from './harness.ts';

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

  for (const page of ['/m/login', '/m/register']) {
    it(`${page}: every script of its first load, its page's own chunks included, compiles as it loads`, async () => {
      const load = await measureFirstLoad(h.at('m.sorte777.test', page), 'main form');
      assert.deepEqual(load.unhinted, [], 'scripts of the first load without the compile hint on their first line');
    });
  }
});
