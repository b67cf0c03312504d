import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openEvents } from '../server/support.ts';
import { projectCopy, root, startHarness, type Harness } from './harness.ts';

// The preview watches a copy of the project's configs, so editing them here never touches the real files.
let h: Harness;
let work: string;
before(async () => {
  work = projectCopy();
  h = await startHarness({ root: work, preview: true, defaultMerchant: 'royal88' });
});
after(async () => {
  await h.close();
});

describe('wl preview', () => {
  it('shows an edited merchant file in the open page, and a bad edit over the last good page', async () => {
    const file = path.join(work, 'merchants/royal88.json');
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    const { context, page } = await h.newPhone();
    try {
      // The page's code is held back until the edit is in: the page, served before it, must still show it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/m\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not until load: a held script keeps the load event waiting.
      await page.goto(h.at('localhost', '/m/home'), { waitUntil: 'domcontentloaded' });
      // The marquee shows the titles of the visitors' announcements, in the page's language.
      await page.getByRole('marquee').getByText(merchant.content.announcements[0].title.CN).waitFor({ state: 'visible' });

      const edits = await openEvents(`${h.at('localhost', '/__preview/events')}`);
      merchant.content.announcements[0].title = 'Edited announcement for the preview';
      writeFileSync(file, JSON.stringify(merchant, null, 2));
      await edits.next('config');
      edits.close();
      release();
      await page.getByRole('marquee').getByText('Edited announcement for the preview').waitFor({ state: 'visible', timeout: 5000 });

      writeFileSync(file, JSON.stringify(merchant, null, 2).replace('"CBS3": {', '"CBS3": { "enabled": "yes", "x":'));
      await page.getByRole('alert').filter({ hasText: 'royal88.json' }).waitFor({ state: 'visible', timeout: 5000 });
      await page.getByRole('marquee').getByText('Edited announcement for the preview').waitFor({ state: 'visible' });

      writeFileSync(file, JSON.stringify(merchant, null, 2));
      await page.getByRole('alert').filter({ hasText: 'royal88.json' }).waitFor({ state: 'detached', timeout: 5000 });
    } finally {
      await context.close();
    }
  });

  it("folds the error off a popup's buttons, and opens it again for a new error", async () => {
    const file = path.join(work, 'merchants/royal88.json');
    const good = readFileSync(file, 'utf8');
    const names = JSON.parse(readFileSync(path.join(root, 'src/app/preview/messages/EN.json'), 'utf8')) as Record<string, string>;
    const panel = (page: Page) => page.getByRole('alert').filter({ hasText: 'royal88.json' });
    const fold = async (page: Page) => {
      await panel(page).getByRole('button', { name: names['preview.error_hide'] }).click();
      await panel(page).waitFor({ state: 'detached' });
    };
    const badge = (page: Page) => page.getByRole('button', { name: names['preview.error_show'] });

    const home = await h.newPhone();
    try {
      await home.page.goto(h.at('localhost', '/m/home?language=EN'));
      const popup = home.page.getByRole('dialog').first();
      await popup.waitFor({ state: 'visible' });
      writeFileSync(file, good.replace('"CBS3": {', '"CBS3": { "enabled": "yes", "x":'));
      await panel(home.page).waitFor({ state: 'visible' });
      await fold(home.page);
      await badge(home.page).waitFor({ state: 'attached' });
      assert.deepEqual(await unreachable(popup.getByRole('button')), [], "the popup's buttons are all within reach");
      assert.deepEqual(await controlsCoveredBy(home.page, '.wl-preview-band'), []);
    } finally {
      await home.context.close();
      writeFileSync(file, good);
    }

    // A page without popups, where the badge is within reach.
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at('localhost', '/m/login?language=EN'));
      await page.getByRole('button', { name: 'Log in' }).first().waitFor({ state: 'visible' });
      writeFileSync(file, good.replace('"CBS3": {', '"CBS3": { "enabled": "yes", "x":'));
      await panel(page).waitFor({ state: 'visible' });
      await fold(page);
      await badge(page).waitFor({ state: 'visible' });
      assert.equal(await badge(page).evaluate((el) => el === document.activeElement), true, 'focus follows the fold');
      assert.deepEqual(await controlsCoveredBy(page, '.wl-preview-band'), []);

      await badge(page).click();
      await panel(page).waitFor({ state: 'visible' });
      await fold(page);

      // A different error opens the panel again by itself.
      writeFileSync(file, good.replace('"CBS3": {', '"CBS3": { "y": 1,'));
      await panel(page).getByText('/whitelabel/CBS3/y').waitFor({ state: 'visible' });

      writeFileSync(file, good);
      await panel(page).waitFor({ state: 'detached' });
      await badge(page).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

/** The elements among those a locator finds whose middle something else covers, by their text. */
function unreachable(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) =>
    elements
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return !(top !== null && (el === top || el.contains(top)));
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
  );
}

/**
 * (The page function names no inner function: the test runner's compiler would wrap it in a helper the
 * page does not have.)
 * The controls within the player's reach (links, buttons, fields: the topmost element at their middle)
 * that the element on top of them hides, as "role name" strings.
 */
function controlsCoveredBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cover = document.querySelector<HTMLElement>(sel);
    if (!cover) throw new Error(`nothing matches ${sel}`);
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])'),
    ].filter((el) => el !== cover && !cover.contains(el));
    cover.style.visibility = 'hidden';
    const reachable = controls.filter((el) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && (el === top || el.contains(top));
    });
    cover.style.visibility = '';
    const box = cover.getBoundingClientRect();
    return reachable
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        if (left >= right || top >= bottom) return false;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return hit !== null && (hit === cover || cover.contains(hit));
      })
      .map((el) => `${el.getAttribute('role') ?? el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`);
  }, selector);
}
