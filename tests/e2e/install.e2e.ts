// Installing the product, in Chromium on a phone against the reference API serving an editable copy of
// the merchants: the install prompt on home with its close counter and session skip, the download bar's
// close for the browser session, the app-download go button and the /m/appDownload page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { recordDeposit } from '../../server/accounts/deposits.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { appReady, projectCopy, startHarness, type Harness } from './harness.ts';

let h: Harness;
/** Time enough for the prompt to have come (home's popups start once the page is idle, then wait 2 s). */
const PROMPT_WINDOW_MS = 4500;

before(async () => {
  const work = projectCopy();
  // Home's other popups stay out of the way, so the prompt is the only one to come.
  for (const code of ['royal88', 'xoso68']) {
    const file = path.join(work, 'merchants', `${code}.json`);
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    merchant.pages.home.disabled = ['announcements', 'popup1', 'popup2', 'forceDownload', 'push', 'appUpgrade'];
    writeFileSync(file, JSON.stringify(merchant, null, 2));
  }
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

const royal = (pathname: string) => h.at('m.royal88.test', pathname);
const prompt = (page: Page) => page.getByRole('dialog', { name: 'Install Royal 88' });
const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });

async function member(merchantCode: string, deposits = 0): Promise<string> {
  const created = await createMember(h.db, { merchantCode, username: `inst${Date.now() % 1_000_000}${deposits}`, password: 'secret-pass-1' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  for (let i = 0; i < deposits; i += 1) await recordDeposit(h.db, created.id, 500, 'SUCCESS');
  return createSession(h.db, created.id, merchantCode, '127.0.0.1');
}

async function withContext(run: (context: BrowserContext, page: Page) => Promise<void>) {
  const { context, page } = await h.newPhone();
  await context.route('https://dl.royal88.test/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'the app' }));
  try {
    await run(context, page);
  } finally {
    await context.close();
  }
}

const closeTimes = (page: Page) => page.evaluate(() => localStorage.getItem('wl.installPrompt.closeTimes.royal88'));

describe('install prompt', () => {
  it("shows on home in a browser tab; declining skips the session and counts, up to royal88's limit of 3", async () => {
    await withContext(async (context, page) => {
      await page.goto(royal('/m/home?language=EN'));
      await prompt(page).waitFor();
      assert.equal(await prompt(page).getByRole('button', { name: 'Download the APP' }).count(), 1);
      // Chromium offers no install in a fresh profile: no web-app button on Android then.
      assert.equal(await prompt(page).getByRole('button', { name: 'Add to home screen' }).count(), 0);
      await prompt(page).getByRole('button', { name: 'Continue on the mobile site' }).click();
      await prompt(page).waitFor({ state: 'detached' });
      assert.equal(await closeTimes(page), '1');

      // The same tab (the same browser session): skipped.
      await page.reload();
      await bar(page).waitFor();
      await page.waitForTimeout(PROMPT_WINDOW_MS);
      assert.equal(await prompt(page).count(), 0);

      // New tabs are new sessions: it comes back until it was declined three times.
      for (const expected of ['2', '3']) {
        const tab = await context.newPage();
        await tab.goto(royal('/m/home?language=EN'));
        await prompt(tab).getByRole('button', { name: 'Close' }).click();
        await prompt(tab).waitFor({ state: 'detached' });
        assert.equal(await closeTimes(tab), expected);
        await tab.close();
      }
      const last = await context.newPage();
      await last.goto(royal('/m/home?language=EN'));
      await bar(last).waitFor();
      await last.waitForTimeout(PROMPT_WINDOW_MS);
      assert.equal(await prompt(last).count(), 0);
    });
  });

  it('not on other pages, and not for an xoso68 member who made a first deposit (first-deposit check)', async () => {
    const token = await member('xoso68', 1);
    await withContext(async (_context, page) => {
      await page.goto(h.at('m.xoso68.test', `/m/home?language=EN&token=${token}`));
      await page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/MCSFE_getDepositSettings');
      await page.waitForTimeout(PROMPT_WINDOW_MS);
      assert.equal(await page.getByRole('dialog').count(), 0);
      await page.goto(royal('/m/login?language=EN'));
      await page.getByRole('button', { name: 'Log in' }).first().waitFor();
      await page.waitForTimeout(PROMPT_WINDOW_MS);
      assert.equal(await page.getByRole('dialog').count(), 0);
    });
  });
});

describe('download bar and app download', () => {
  it('closing the bar opens the app window and hides the bar for the browser session only', async () => {
    await withContext(async (context, page) => {
      await context.addInitScript(() => sessionStorage.setItem('wl.installPrompt.skipped', '1'));
      await page.goto(royal('/m/home?language=EN'));
      // The server's page shows the bar before the app's code runs; its close button needs the app.
      await appReady(page);
      await bar(page).getByRole('button', { name: 'Close the download bar' }).click();
      const popup = page.getByRole('dialog', { name: 'Get the Royal 88 app' });
      await popup.getByRole('button', { name: 'Download for Android' }).waitFor();
      assert.equal(await bar(page).count(), 0);
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });
      // Looked for from the page's first frame: the server's page holds a bar until the app runs. A script
      // of plain text: the test's own compiled functions may lean on helpers the page lacks.
      await page.addInitScript({
        content: `(() => {
        const seen = [];
        window.barSeen = seen;
        const look = (moment) => { if (document.querySelector('.wl-download')?.checkVisibility()) seen.push(moment); };
        document.addEventListener('DOMContentLoaded', () => look('DOMContentLoaded'));
        const frame = () => { look('frame'); requestAnimationFrame(frame); };
        requestAnimationFrame(frame);
      })();`,
      });
      await page.reload();
      await page.getByRole('navigation', { name: 'Activities' }).waitFor();
      await appReady(page);
      assert.equal(await bar(page).count(), 0);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { barSeen: string[] }).barSeen),
        [],
        'the closed bar never shows, not even before the app runs',
      );
      const tab = await context.newPage();
      await tab.goto(royal('/m/home?language=EN'));
      await bar(tab).waitFor();
    });
  });

  it('the app-download go button starts the download, and /m/appDownload offers every way to the app', async () => {
    const token = await member('royal88');
    await withContext(async (context, page) => {
      await context.addInitScript(() => sessionStorage.setItem('wl.installPrompt.skipped', '1'));
      await page.goto(royal(`/m/home?language=EN&token=${token}`));
      const go = page.getByRole('navigation', { name: 'Activities' }).getByRole('button', { name: 'Get the app, get a bonus' });
      const [download] = await Promise.all([context.waitForEvent('page'), go.click()]);
      await download.waitForURL('https://dl.royal88.test/royal88.apk');
      await download.close();
      assert.equal(new URL(page.url()).pathname, '/m/home');

      await page.goto(royal(`/m/appDownload?language=EN&tokens=${token}`));
      await page.getByRole('heading', { level: 1, name: 'Download the app' }).waitFor();
      const section = page.getByRole('region', { name: 'Get the Royal 88 app' });
      await section.getByRole('button', { name: 'Go to activity' }).waitFor();
      assert.deepEqual(await section.getByRole('listitem').allTextContents(), ['Download for Android', 'Download for iPhone']);
      await section.getByRole('button', { name: 'Go to activity' }).click();
      await page.waitForURL((url) => url.pathname === '/m/activity' && url.searchParams.get('id') === '104');
    });
  });
});
