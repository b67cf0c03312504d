// The studio as an operator drives it: forms that write the smallest edit, a preview that follows,
// errors shown and not written, a file changed on disk never lost, undo and redo, drafts that outlive
// the studio, the access token, and no accessibility violation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { diffJson } from '../../project/jsonDiff.ts';
import { startStudio, type RunningStudio } from '../../studio/server/studioServer.ts';
import { openBrowser, projectCopy, root, suiteDatabase } from './harness.ts';
import { SESSION_SHOWN_KEY } from '../../src/stores/OverlayStore.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let work: string;
let studio: RunningStudio;
let browser: Browser;

const start = () =>
  startStudio({
    root: work,
    port: 0,
    merchant: 'royal88',
    distDir: path.join(root, 'dist'),
    studioDir: path.join(root, 'dist-studio'),
    databaseDir: 'memory',
  });

let database: Awaited<ReturnType<typeof suiteDatabase>>;
let releaseBrowser: () => Promise<void>;
const databaseUrl = process.env.DATABASE_URL;

before(async () => {
  work = projectCopy();
  // On CI's PostgreSQL, as a deployment with one has it: the studio's API and its release calls
  // (server/releases/releaseDatabase.ts) in the suite's schema. Without it, the embedded database the
  // release calls open in the copy's .data/ for each call.
  database = await suiteDatabase();
  if (database.databaseUrl) process.env.DATABASE_URL = database.databaseUrl;
  studio = await start();
  ({ browser, release: releaseBrowser } = await openBrowser());
});
after(async () => {
  await releaseBrowser();
  await studio.close();
  await database.drop();
  // The suites after this one in the process start their processes with its environment.
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrl;
});

const file = (rel: string) => path.join(work, rel);
const read = (rel: string) => readFileSync(file(rel), 'utf8');
/** Lines that differ between two texts of the same length in lines (the edits here replace, never add). */
const changedLines = (a: string, b: string) => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  assert.equal(x.length, y.length, 'the edit added or removed lines');
  return x.flatMap((line, i) => (line === y[i] ? [] : [y[i]]));
};

/** The studio opened by its printed address, in English, at a desktop size. */
async function openStudio(merchant = 'royal88'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  // The previewed page's own popups are held back by the session's cap (the popups are tested in
  // overlays.e2e.ts): one opening late in the frame would take a click meant for a block.
  await context.addInitScript(`sessionStorage.setItem(${JSON.stringify(SESSION_SHOWN_KEY)}, '1000000')`);
  const page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`studio page error: ${error.message}`));
  await page.goto(`${studio.url}&merchant=${merchant}`);
  await page.getByRole('navigation', { name: 'Blocks of the page' }).waitFor();
  return { context, page };
}

const block = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByRole('region', { name: 'Settings' }).getByLabel(label, { exact: true });
const save = async (page: Page) => {
  const answer = page.waitForResponse((r) => r.url().includes('/studio/api/save'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return answer;
};
/** Discard changes, confirmed in the browser's own dialog. */
const discard = async (page: Page) => {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard changes' }).click();
};
/** Waits until the studio's draft of every change made so far has reached the server. */
const draftSent = (page: Page) => page.waitForResponse((r) => r.url().includes('/studio/api/draft') && r.request().method() === 'PUT');
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');

describe('wl studio', () => {
  it('refuses every request without its token, and lets its address in', async () => {
    const base = `http://127.0.0.1:${studio.port}`;
    for (const url of ['/studio/', '/studio/api/project', '/m/home', '/wps/system/config', '/studio/?token=wrong']) {
      assert.equal((await fetch(base + url, { redirect: 'manual' })).status, 403, url);
    }
    const entered = await fetch(studio.url, { redirect: 'manual' });
    assert.equal(entered.status, 303);
    // The token goes on to the page in the fragment; the cookie holds something else, named by the port.
    assert.equal(entered.headers.get('location'), `/studio/#token=${studio.token}`);
    const cookie = entered.headers.get('set-cookie')!.split(';')[0];
    assert.match(cookie, new RegExp(`^wl_studio_${studio.port}=`));
    assert.ok(!cookie.includes(studio.token));
    // The cookie lets in the page and the preview, never a call: those need the token in their header.
    assert.equal((await fetch(`${base}/studio/`, { headers: { cookie } })).status, 200);
    assert.equal((await fetch(`${base}/m/home`, { headers: { cookie } })).status, 200);
    assert.equal((await fetch(`${base}/studio/api/project`, { headers: { cookie } })).status, 403);
    const token = { 'x-studio-token': studio.token };
    assert.equal((await fetch(`${base}/studio/api/project`, { headers: token })).status, 200);
    // The same address under a name that is not loopback is refused (a page cannot reach it by a name it controls).
    assert.equal(await statusOf(`${base}/studio/api/project`, { ...token, host: `studio.test:${studio.port}` }), 403);
  });

  it('publishes the saved files with a note, shows the release and its changes, and rolls back', async () => {
    const { context, page } = await openStudio();
    const merchantText = read('merchants/royal88.json');
    try {
      const publishOnce = async (note: string, changed: RegExp) => {
        await page.getByRole('group', { name: 'Releases' }).getByRole('button', { name: 'Publish…' }).click();
        const dialog = page.getByRole('dialog', { name: 'Publish the saved files' });
        await dialog.getByLabel('What changes against the active release').filter({ hasText: changed }).waitFor();
        await dialog.getByRole('textbox', { name: 'Note (what this release is for)' }).fill(note);
        await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
        const said =
          (await dialog
            .getByRole('status')
            .filter({ hasText: /is published/ })
            .textContent()) ?? '';
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        return said;
      };
      assert.match(await publishOnce('opening', /The first release/), /^Release #1 is published and served now\.$/);
      // An operator's edit, saved (here by another editor): the next publish says what it changes.
      writeFileSync(file('merchants/royal88.json'), read('merchants/royal88.json').replace(/"name": "[^"]+"/, '"name": "Royal 88 Festival"'));
      assert.match(await publishOnce('festival', /merchants\/royal88\.json: 1 field changed/), /^Release #2 is published/);

      await page.getByRole('group', { name: 'Releases' }).getByRole('button', { name: 'Release history' }).click();
      const history = page.getByRole('dialog', { name: 'Release history' });
      const second = history.getByRole('listitem', { name: 'Release 2' });
      await second.filter({ hasText: 'active' }).waitFor();
      await second.getByRole('button', { name: 'Changes' }).click();
      await second.getByLabel('Changes of release 2').filter({ hasText: '"Royal 88 Festival"' }).waitFor();
      // The home as a player's phone showed it, before the release and after: rendered from each release.
      await second.getByRole('button', { name: 'Home before and after' }).click();
      const homes = second.getByRole('region', { name: 'Home of royal88 before and after release 2' });
      // A render that fails on a busy machine is asked again by the frame itself; a failure says what it showed.
      const heading = async (id: number) => {
        const frame = homes.frameLocator(`iframe[title="Home of royal88 in release ${id}"]`);
        return frame
          .getByRole('heading', { level: 1 })
          .textContent({ timeout: 45_000 })
          .catch(async (error: Error) => {
            const shown = await frame
              .locator('body')
              .innerText({ timeout: 1_000 })
              .catch(() => '(nothing)');
            throw new Error(`${error.message.split('\n')[0]}; release ${id}'s frame shows: ${shown}`);
          });
      };
      assert.equal(await heading(2), 'Royal 88 Festival');
      assert.equal(await heading(1), 'Royal 88');
      // Its images are the release's own, from the images it stored.
      const image = homes.frameLocator('iframe[title="Home of royal88 in release 2"]').locator('img').first();
      assert.match((await image.getAttribute('src')) ?? '', /^\/studio\/release-image\/2\/cdn\/royal88\//);
      await image.evaluate((img: HTMLImageElement) =>
        img.complete ? undefined : new Promise((loaded) => img.addEventListener('load', loaded, { once: true })),
      );
      assert.ok(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), "the release's image is shown");
      await homes.getByText('Before: release #1').waitFor();
      await history.getByRole('listitem', { name: 'Release 1' }).getByRole('button', { name: 'Roll back to this' }).click();
      await history.getByRole('status').filter({ hasText: 'Release #1 is served again (rolled back from #2).' }).waitFor();
      await history.getByRole('listitem', { name: 'Release 1' }).filter({ hasText: 'active' }).waitFor();
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'hidden' });
    } finally {
      writeFileSync(file('merchants/royal88.json'), merchantText);
      await context.close();
    }
  });

  it('keeps its token off the address bar, through a reload, and away from any other document of its origin', async () => {
    const { context, page } = await openStudio();
    try {
      assert.ok(!page.url().includes('token'), page.url());
      await page.reload();
      await page.getByRole('navigation', { name: 'Blocks of the page' }).waitFor();
      // A document of the studio's origin that is not the studio's page (here the preview's) sends the
      // cookie and no token: its call is refused, and nothing is written.
      const before = read('merchants/royal88.json');
      await preview(page).getByRole('link', { name: '登录' }).first().waitFor();
      const frame = page.frames().find((f) => f.url().includes('/m/home'))!;
      const answer = await frame.evaluate(async (baseText) => {
        const value = { ...JSON.parse(baseText), name: 'Written by another page' };
        const response = await fetch('/studio/api/save', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ path: 'merchants/royal88.json', baseText, value }),
        });
        return { status: response.status, text: await response.text() };
      }, before);
      assert.equal(answer.status, 403);
      assert.match(answer.text, /^The studio takes calls only from its own page/);
      assert.equal(read('merchants/royal88.json'), before);
      // A tab opened on the studio's page without its address has no token, and says where to get one.
      const other = await context.newPage();
      await other.goto(`http://127.0.0.1:${studio.port}/studio/`);
      await other.getByRole('alert').filter({ hasText: 'This page has no access token' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('uploads an image under the name shown, and asks before replacing one', async () => {
    const { context, page } = await openStudio();
    try {
      const rel = 'merchants/assets/royal88/logo.png';
      const before = readFileSync(file(rel));
      await page.getByRole('button', { name: 'Images', exact: true }).click();
      // The same pixels encoded again: other bytes.
      const png = PNG.sync.write(PNG.sync.read(before));
      assert.notDeepEqual(png, before);
      await page.getByLabel('Upload an image (PNG, JPEG, WebP or GIF, up to 2 MB)').setInputFiles({ name: 'Logo.PNG', mimeType: 'image/png', buffer: png });
      assert.equal(await page.getByLabel('Name in merchants/assets/royal88/').inputValue(), 'logo.png');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Replace logo.png?' });
      await dialog
        .getByText(/^PNG, 240 × 72 pixels/)
        .first()
        .waitFor();
      await dialog.getByRole('button', { name: 'Keep the one there' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(readFileSync(file(rel)), before);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await dialog.getByRole('button', { name: 'Replace it' }).click();
      await page.getByRole('status').filter({ hasText: 'Uploaded: /cdn/royal88/logo.png' }).waitFor();
      assert.deepEqual(readFileSync(file(rel)), png);
      writeFileSync(file(rel), before);
    } finally {
      await context.close();
    }
  });

  it('changes a prop: the preview follows before saving, and Save writes exactly one changed line', async () => {
    const { context, page } = await openStudio();
    try {
      const before = read('templates/casino-home.json');
      const frame = preview(page);
      await frame.getByRole('link', { name: '登录' }).first().waitFor();
      await block(page, 'Header · header').click();
      await field(page, 'Log-in and register links').uncheck();
      // The preview serves the draft: the visitor's links are gone before anything is saved.
      await frame.getByRole('link', { name: '登录' }).first().waitFor({ state: 'detached' });
      assert.equal(read('templates/casino-home.json'), before, 'nothing is written before Save');
      assert.equal((await save(page)).status(), 200);
      assert.deepEqual(changedLines(before, read('templates/casino-home.json')), [
        '      "blocks": { "header": { "type": "site-header", "props": { "showLogin": false } } },',
      ]);
      // Back as it was: the file is byte for byte the one it was.
      await field(page, 'Log-in and register links').check();
      await save(page);
      assert.equal(read('templates/casino-home.json'), before);
    } finally {
      await context.close();
    }
  });

  it('reorders: a page block by keyboard changes only the merchant order, a nested one only its order line', async () => {
    const { context, page } = await openStudio();
    try {
      const merchantBefore = read('merchants/royal88.json');
      const templateBefore = read('templates/casino-home.json');
      const banner = block(page, 'Banner carousel · banner');
      await banner.focus();
      await page.keyboard.press('Alt+ArrowDown');
      // Focus stays on the block moved, so it can be moved again.
      assert.equal(await banner.evaluate((el) => el === document.activeElement), true);
      await page.getByRole('button', { name: 'Move Activity button · signin up' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      const merchantChanges = diffJson(JSON.parse(merchantBefore), JSON.parse(read('merchants/royal88.json')));
      assert.deepEqual(merchantChanges, [
        { path: ['pages', 'home', 'order'], value: ['download', 'top', 'notice', 'banner', 'activities', 'lanes', 'footer'] },
      ]);
      assert.deepEqual(changedLines(templateBefore, read('templates/casino-home.json')), ['      "order": ["signin", "deposit", "invite", "app"]']);
    } finally {
      await context.close();
    }
  });

  it('shows an invalid value at its field and does not write it', async () => {
    const { context, page } = await openStudio();
    try {
      const before = read('merchants/royal88.json');
      await block(page, 'Banner carousel · banner').click();
      const sent = draftSent(page);
      await field(page, 'Autoplay interval (ms)').fill('500');
      await sent;
      await page.getByRole('region', { name: 'Settings' }).getByText('must be >= 1000').waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /Not saved: 1 problem stands/ })
        .waitFor();
      assert.equal(read('merchants/royal88.json'), before);
      await discard(page);
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('reorders by dragging, and undoes and redoes every action, a reorder and typing included', async () => {
    const { context, page } = await openStudio();
    try {
      const names = () => page.locator('.st-tree > ul > li > .st-tree__row .st-tree__name').allInnerTexts();
      const first = await names();
      // Dragged onto the first row, the footer takes its place.
      const row = (name: string) => page.locator('.st-tree > ul > li').filter({ has: block(page, name) });
      await row('Footer · footer').dragTo(row('Download bar · download'), { targetPosition: { x: 30, y: 5 } });
      const moved = await names();
      assert.equal(moved[0], 'Footer · footer');
      assert.deepEqual([...moved.slice(1)].sort(), [...first.filter((n) => n !== 'Footer · footer')].sort());
      await block(page, 'Marquee · notice').click();
      await field(page, 'Scrolling speed (px/s)').fill('75');
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await field(page, 'Scrolling speed (px/s)').inputValue(), '60');
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.deepEqual(await names(), first);
      await page.keyboard.press('Control+Shift+Z');
      assert.deepEqual(await names(), moved);
      await page.getByRole('button', { name: 'Redo', exact: true }).click();
      assert.equal(await field(page, 'Scrolling speed (px/s)').inputValue(), '75');
      await discard(page);
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("hides a block: the preview follows, a click in it selects a block, and it shows a member's view", async () => {
    const { context, page } = await openStudio();
    try {
      const frame = preview(page);
      await frame.getByRole('marquee').waitFor();
      await page.getByRole('button', { name: 'Hide Marquee · notice for this merchant' }).click();
      await frame.getByRole('marquee').waitFor({ state: 'detached' });
      // The block's mark has no box of its own: the click lands on what it holds.
      await frame
        .locator('[data-wl-block$="/blocks/banner"] > *')
        .first()
        .click({ position: { x: 20, y: 20 } });
      await page.getByRole('heading', { name: 'Banner carousel · banner' }).waitFor();
      await frame.locator('#wl-studio-outline').waitFor({ state: 'attached' });
      await discard(page);
      await frame.getByRole('marquee').waitFor();
      // Seen by a member: the preview logs the merchant's preview member in; back to a visitor, it is gone.
      await page.getByLabel('Seen by').selectOption('member');
      await preview(page).getByText('studiopreview').first().waitFor();
      await page.getByLabel('Seen by').selectOption('visitor');
      await preview(page).getByRole('link', { name: '登录' }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows what wl validate's cross-document rules find, as a warning that refuses no save", async () => {
    const { context, page } = await openStudio();
    try {
      const checks = page.getByRole('region', { name: /of the checks across files/ });
      await page.getByRole('button', { name: 'Hide Game lanes · lanes for this merchant' }).click();
      await checks
        .getByRole('listitem')
        .filter({ hasText: /Warning.*merchants\/royal88\.json:\d+:\d+ warning \/content\/lanes no page of this merchant shows game lanes.*\[lane-block\]/ })
        .waitFor();
      assert.equal(await page.getByRole('region', { name: /problems? in these files/ }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled(), true);
      await discard(page);
      await checks.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('detects a file changed on disk: keeps both sides where they do not touch, and asks where they do', async () => {
    const { context, page } = await openStudio();
    try {
      const rel = 'merchants/royal88.json';
      await block(page, 'Banner carousel · banner').click();
      const sent = draftSent(page);
      await field(page, 'Autoplay interval (ms)').fill('6000');
      await sent;
      // Another editor changes another part of the file meanwhile.
      writeFileSync(file(rel), read(rel).replace('"name": "Royal 88"', '"name": "Royal 88 Club"'));
      await page
        .getByRole('alert')
        .filter({ hasText: `${rel} changed on disk` })
        .waitFor();
      await page.getByRole('button', { name: 'Keep both' }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      const merged = JSON.parse(read(rel));
      assert.equal(merged.name, 'Royal 88 Club');
      assert.equal(merged.pages.home.props.banner.autoplayMs, 6000);

      // Both sides change the same value: nothing is written until the operator chooses.
      const sentAgain = draftSent(page);
      await field(page, 'Autoplay interval (ms)').fill('7000');
      await sentAgain;
      writeFileSync(file(rel), read(rel).replace('"autoplayMs": 6000', '"autoplayMs": 3000'));
      await page
        .getByRole('alert')
        .filter({ hasText: `${rel} changed on disk` })
        .waitFor();
      await save(page);
      const dialog = page.getByRole('dialog', { name: `${rel} changed on disk` });
      await dialog.getByText('1 place changed on both sides').waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Keep both' }).isDisabled(), true);
      assert.equal(JSON.parse(read(rel)).pages.home.props.banner.autoplayMs, 3000, 'their change stays until the operator chooses');
      await dialog.getByRole('button', { name: 'Write mine over it' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const written = JSON.parse(read(rel));
      assert.equal(written.pages.home.props.banner.autoplayMs, 7000);
      assert.equal(written.name, 'Royal 88 Club');
    } finally {
      await context.close();
    }
  });

  it('keeps a draft through a restart of the studio', async () => {
    const { context, page } = await openStudio('xoso68');
    const sent = draftSent(page);
    await block(page, 'Banner carousel · banner').click();
    await field(page, 'Autoplay interval (ms)').fill('8000');
    await sent;
    await context.close();
    await studio.close();
    studio = await start();
    const again = await openStudio('xoso68');
    try {
      await again.page.getByRole('status').filter({ hasText: 'Unsaved changes in merchants/xoso68.json' }).waitFor();
      await block(again.page, 'Banner carousel · banner').click();
      assert.equal(await field(again.page, 'Autoplay interval (ms)').inputValue(), '8000');
      await discard(again.page);
      await again.page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    } finally {
      await again.context.close();
    }
  });

  it('has no accessibility violation, in English and in Chinese', async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
      const page = await context.newPage();
      try {
        await page.goto(studio.url);
        await page.getByRole('navigation').first().waitFor();
        const violations: string[] = [];
        for (const open of [/^(Banner carousel|横幅轮播) · banner$/, /^(Theme|主题)$/, /^(Announcements|公告)$/]) {
          await page.getByRole('button', { name: open }).click();
          await page
            .getByRole('region', { name: /^(Settings|设置)$/ })
            .locator('form, table')
            .first()
            .waitFor();
          violations.push(...(await axeViolations(page)));
        }
        // The release dialogs, open over the page.
        for (const [button, title] of [
          [/^(Publish…|发布…)$/, /^(Publish the saved files|发布已保存的文件)$/],
          [/^(Release history|发布历史)$/, /^(Release history|发布历史)$/],
        ]) {
          await page
            .getByRole('group', { name: /^(Releases|发布)$/ })
            .getByRole('button', { name: button })
            .click();
          const dialog = page.getByRole('dialog', { name: title });
          await dialog.getByRole('button', { name: /^(Close|关闭)$/ }).waitFor();
          await dialog.locator('pre, ol, [role="alert"]').first().waitFor({ state: 'attached' });
          violations.push(...(await axeViolations(page)));
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        assert.deepEqual(violations, [], locale);
      } finally {
        await context.close();
      }
    }
  });
});

/** A request's status with headers fetch would not send (Host). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    // The preview's page is the app, checked by the app's own accessibility suite.
    return (await axe.run({ exclude: [['iframe']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return found.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe("the app's build", () => {
  it('holds nothing of the studio', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const holding = files(path.join(root, 'dist')).filter(
      (f) => /\.(js|css|html)$/.test(f) && /\/studio\/api\/|st-toolbar|wl\.studio\./.test(readFileSync(f, 'utf8')),
    );
    assert.deepEqual(holding, []);
  });
});
