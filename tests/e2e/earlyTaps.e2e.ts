// Taps made at first paint, before the app's code has run, are answered once it has (the server's page
// holds them back: server/render/earlyTapsScript.ts), or work without it (links).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createMember } from '../../server/accounts/members.ts';
import { SESSION_SHOWN_KEY } from '../../src/stores/OverlayStore.ts';
import { startHarness, type Harness } from './harness.ts';
import { appHasRun, holdAppCode } from './heldAppCode.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

const host = 'm.royal88.test';

/** A phone on `path` at first paint with the app's code held back; `tap` runs then, the code follows. */
async function tapBeforeTheApp(path: string, tap: (page: Page) => Promise<void>, then: (page: Page) => Promise<void>, on = host): Promise<void> {
  const { context, page } = await h.newPhone();
  // The session has shown its page popups: none opens over what the test looks at.
  await context.addInitScript(`sessionStorage.setItem(${JSON.stringify(SESSION_SHOWN_KEY)}, '99')`);
  try {
    const appCode = await holdAppCode(page);
    await page.goto(h.at(on, path), { waitUntil: 'domcontentloaded' });
    await tap(page);
    assert.equal(await appHasRun(page), false, 'the app ran before the tap');
    await appCode.release();
    await then(page);
  } finally {
    await context.close();
  }
}

describe('a tap before the app runs', () => {
  it("on the download bar's close closes it once the app has run", async () => {
    const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app', includeHidden: true });
    await tapBeforeTheApp(
      '/m/home?language=EN',
      async (page) => {
        await page.getByRole('button', { name: 'Close the download bar' }).click();
        assert.equal(await bar(page).count(), 1, 'the bar went before the app ran');
      },
      async (page) => {
        await bar(page).waitFor({ state: 'detached' });
        // Closing the bar offers the app once more, as a tap after the app has run does.
        await page.getByRole('dialog').waitFor();
      },
    );
  });

  it('on the language picker shows the page in the language picked', async () => {
    await tapBeforeTheApp(
      '/m/home?language=EN',
      async (page) => {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
      },
      async (page) => {
        await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
        await page.getByRole('link', { name: '登录' }).waitFor();
      },
    );
  });

  it('on a banner opens what it leads to', async () => {
    await tapBeforeTheApp(
      '/m/home?language=EN',
      async (page) => {
        await page.getByRole('button', { name: 'Welcome bonus 100%' }).click();
      },
      async (page) => {
        await page.waitForURL((url) => url.pathname === '/m/activity' && url.searchParams.get('id') === '101');
      },
    );
  });

  it("on a lane's game card, or the header's log-in link, leads there at once", async () => {
    for (const link of [
      (page: Page) => page.getByRole('region', { name: 'Games' }).getByRole('link').first(),
      (page: Page) => page.getByRole('link', { name: 'Log in' }),
    ]) {
      await tapBeforeTheApp(
        '/m/home?language=EN',
        async (page) => {
          const href = new URL((await link(page).getAttribute('href'))!, page.url());
          await link(page).click();
          await page.waitForURL((url) => url.pathname === href.pathname, { waitUntil: 'commit' });
        },
        async () => undefined,
      );
    }
  });

  it("on a form's submit sends what was typed once the app has run", async () => {
    const username = `early${Date.now() % 100_000}`;
    const created = await createMember(h.db, { merchantCode: 'xoso68', username, password: 'early-pass-1' });
    // Not a first login, which leads on to choosing a new password.
    await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
    await tapBeforeTheApp(
      '/m/login?language=EN',
      async (page) => {
        await page.getByRole('textbox', { name: 'Username' }).fill(username);
        await page.getByLabel('Password').fill('early-pass-1');
        await page.getByRole('button', { name: 'Log in' }).click();
        assert.equal(new URL(page.url()).search, '?language=EN', 'the browser sent the form itself');
      },
      async (page) => {
        await page.waitForURL((url) => url.pathname === '/m/home');
        await page.getByRole('link', { name: username }).waitFor();
      },
      'm.xoso68.test',
    );
  });
});
