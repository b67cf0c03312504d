// Content shown for a while: outside its window an item is neither rendered nor shown, a page left open
// drops it when its window ends, and the preview shows the site as at a moment its address names.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appReady, projectCopy, startHarness, type Harness } from './harness.ts';
import { get } from './serverPages.ts';

const HOUR = 60 * 60 * 1000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

function editJson<T>(file: string, edit: (data: T) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

describe('content windows', () => {
  let work: string;
  let live: Harness;
  let preview: Harness;
  before(async () => {
    work = projectCopy();
    editJson<{ content: { banners: object[] } }>(path.join(work, 'merchants/royal88.json'), (m) => {
      Object.assign(m.content.banners[0], { alt: 'Over already', activeFrom: iso(-2 * HOUR), activeUntil: iso(-HOUR) });
      Object.assign(m.content.banners[1], { alt: 'Ends soon', activeUntil: iso(HOUR) });
    });
    editJson<{ blocks: Record<string, Record<string, unknown>> }>(path.join(work, 'templates/casino-home.json'), (t) => {
      t.blocks.notice.activeFrom = iso(24 * HOUR);
    });
    live = await startHarness({ root: work });
    preview = await startHarness({ root: work, preview: true, defaultMerchant: 'royal88' });
  });
  after(async () => {
    await live?.close();
    await preview?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves and shows only what is in its window, and drops a banner whose window ends on a page left open', async () => {
    // The window ends from when this test starts, however long the servers took to start: long enough for the
    // page to load on a slow machine, short enough to watch it go.
    editJson<{ content: { banners: object[] } }>(path.join(work, 'merchants/royal88.json'), (m) => {
      Object.assign(m.content.banners[1], { activeUntil: iso(12_000) });
    });
    await live.reload();
    const rendered = (await get(live.port, 'm.royal88.test', '/m/home')).body;
    assert.ok(rendered.includes('Ends soon'), 'the rendered page holds the banner in its window');
    assert.ok(!rendered.includes('Over already'), 'the rendered page leaves out the banner whose window is over');
    await live.withPhone(async (page) => {
      await page.goto(live.at('m.royal88.test', '/m/home'));
      await appReady(page);
      const endsSoon = page.getByRole('img', { name: 'Ends soon' }).first();
      await endsSoon.waitFor({ state: 'visible' });
      assert.equal(await page.getByRole('img', { name: 'Over already' }).count(), 0);
      // The marquee's window opens tomorrow.
      assert.equal(await page.getByRole('marquee').count(), 0);
      await endsSoon.waitFor({ state: 'detached', timeout: 30_000 });
      assert.equal(await page.getByRole('img', { name: 'Ends soon' }).count(), 0);
    });
  });

  it('shows the site as at the moment a preview address names', async () => {
    await preview.withPhone(async (page) => {
      await page.goto(preview.at('m.royal88.test', `/m/home?at=${encodeURIComponent(iso(48 * HOUR))}`));
      await appReady(page);
      await page.getByRole('marquee').waitFor({ state: 'visible' });
      assert.equal(await page.getByRole('img', { name: 'Ends soon' }).count(), 0);
      assert.equal(await page.getByRole('img', { name: 'Over already' }).count(), 0);
      // At now, the marquee's window is yet to open (the page is rendered by the server, as a player's is).
      await page.goto(preview.at('m.royal88.test', '/m/home'));
      await appReady(page);
      assert.equal(await page.getByRole('marquee').count(), 0);
    });
  });
});
