// Force download, the native app shell and the app upgrade, in Chromium on a phone against the reference
// API: the force-download modal follows the deposit count as its 30 s poll sees it (the page's clock is
// driven), the app-upgrade modal shows under the app's user agent and never in a browser, and a
// registration from the app reaches the API as registerMethod APP with the app's UUID as device id.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from 'playwright-core';
import { recordDeposit } from '../../server/accounts/deposits.ts';
import { createMember, createSession, findMemberByUsername } from '../../server/accounts/members.ts';
import { findRegistrationSource } from '../../server/accounts/registrationSource.ts';
import { projectCopy, startHarness, type Harness } from './harness.ts';

const APP_UUID = '0F8E2C1A-3B4D-4E5F-8A9B-1C2D3E4F5A6B';
const appAgent = (version: string) => `${devices['Pixel 7'].userAgent} WLApp/${version} (${APP_UUID})`;
const POLL_MS = 30_000;

let h: Harness;
before(async () => {
  // royal88's home keeps only the modals under test: its other popups would take turns with them.
  const work = projectCopy();
  const file = path.join(work, 'merchants', 'royal88.json');
  const merchant = JSON.parse(readFileSync(file, 'utf8'));
  const template = JSON.parse(readFileSync(path.join(work, 'templates', `${merchant.pages.home.template}.json`), 'utf8'));
  merchant.pages.home.disabled = [
    ...(merchant.pages.home.disabled ?? []),
    ...Object.keys(template.overlays).filter((id) => template.overlays[id].type !== 'force-download' && template.overlays[id].type !== 'app-upgrade'),
  ];
  writeFileSync(file, JSON.stringify(merchant, null, 2));
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

let serial = 0;
async function royalMember() {
  const username = `fd${Date.now() % 100_000}${serial++}`;
  const created = await createMember(h.db, { merchantCode: 'royal88', username, password: 'secret-pass-1', language: 'EN' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  return { id: created.id, token: await createSession(h.db, created.id, 'royal88', '127.0.0.1') };
}

/** A phone (an app shell when `userAgent` says so) whose window.open is recorded instead of followed. */
async function phone(run: (page: Page) => Promise<void>, userAgent?: string) {
  const context = await h.browser.newContext({ ...devices['Pixel 7'], ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { opened: string[] };
    w.opened = [];
    window.open = (url?: string | URL) => {
      w.opened.push(String(url));
      return null;
    };
  });
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[] }).opened);

describe('force-download modal', () => {
  it('follows the deposit count as the poll sees it; no app-upgrade check in a browser', async () => {
    const member = await royalMember();
    await phone(async (page) => {
      const versionChecks: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/wps/system/appVersion') versionChecks.push(request.url());
      });
      await page.clock.install();
      await page.goto(h.at('m.royal88.test', `/m/home?language=EN&token=${member.token}`));
      const modal = page.getByRole('dialog', { name: 'Get the Royal 88 app' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Download now' }).click();
      assert.deepEqual(await opened(page), ['https://dl.royal88.test/royal88.apk']);

      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => localStorage.getItem('wl.forceDownload.royal88.closeTimes')), '1');

      // A deposit goes through; the next poll sees it and the modal comes back.
      await recordDeposit(h.db, member.id, 500, 'SUCCESS');
      await page.clock.runFor(POLL_MS);
      await modal.waitFor();

      // Past the threshold (5) it goes, as soon as the poll sees it.
      for (let i = 0; i < 5; i++) await recordDeposit(h.db, member.id, 500, 'SUCCESS');
      await page.clock.runFor(POLL_MS);
      await modal.waitFor({ state: 'hidden' });

      assert.deepEqual(versionChecks, []);
      assert.equal(await page.getByRole('dialog', { name: 'New version available' }).count(), 0);
    });
  });
});

describe('native app shell', () => {
  it('an outdated app is offered the upgrade, which opens the download; no force download inside the app', async () => {
    const member = await royalMember();
    await phone(async (page) => {
      await page.goto(h.at('m.royal88.test', `/m/home?language=EN&token=${member.token}`));
      const modal = page.getByRole('dialog', { name: 'New version available' });
      await modal.waitFor();
      await modal.getByText('Version 2.5.0 is out (you have 2.4.30).').waitFor();
      await modal.getByText('A new game lobby, faster sign-in and instant deposit notices.').waitFor();
      // Before 2.4.39 the shell cannot download by itself: the link goes to a new window.
      await modal.getByRole('button', { name: 'Update Now' }).click();
      assert.deepEqual(await opened(page), ['https://dl.royal88.test/royal88.apk']);
      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'hidden' });
      assert.equal(await page.getByRole('dialog').count(), 0);
    }, appAgent('2.4.30'));
  });

  it("registration from the app sends registerMethod APP and the app's UUID as device id", async () => {
    await phone(async (page) => {
      const name = `app${Date.now() % 100_000}${serial++}`;
      await page.goto(h.at('m.xoso68.test', '/m/register?language=EN'));
      await page.getByRole('textbox', { name: 'Username' }).fill(name);
      await page.getByLabel('Password').fill('secret-123');
      await page.getByRole('button', { name: 'Register' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText('Your account is ready. Welcome!').waitFor();
      const created = await findMemberByUsername(h.db, 'xoso68', name);
      assert.ok(created);
      assert.deepEqual(await findRegistrationSource(h.db, created.id), {
        registerMethod: 'APP',
        deviceId: APP_UUID.toLowerCase(),
        affiliateCode: null,
        pixelTrack: null,
      });
    }, appAgent('2.5.0'));
  });
});
