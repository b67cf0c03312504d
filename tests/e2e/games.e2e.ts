// Launching games, in Chromium on a phone, against the reference API and its demo game: a member starts
// the Vietnam lottery from a lane and from a banner and plays it in the game page; a visitor tapping the
// lottery banner is asked to log in.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { appReady, projectCopy, startHarness, type Harness } from './harness.ts';

const host = 'm.xoso68.test';
const LOTTERY_BANNER = 'Xổ số miền Bắc trả thưởng 1 ăn 99';
/** The same banner's description in English. */
const LOTTERY_BANNER_EN = 'Northern lottery pays 99 to 1';
let h: Harness;

before(async () => {
  // Home's popups and the floating mini-game are other features: they stay out of this file's way.
  const work = projectCopy();
  const file = path.join(work, 'merchants', 'xoso68.json');
  const merchant = JSON.parse(readFileSync(file, 'utf8'));
  const template = JSON.parse(readFileSync(path.join(work, 'templates', `${merchant.pages.home.template}.json`), 'utf8'));
  merchant.pages.home.disabled = [...(merchant.pages.home.disabled ?? []), ...Object.keys(template.overlays ?? {})];
  merchant.whitelabel.LOTTMINIGAME3 = { ...merchant.whitelabel.LOTTMINIGAME3, enabled: false };
  writeFileSync(file, JSON.stringify(merchant, null, 2));
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

/** A member of xoso68, logged in by the token the page is opened with. */
async function memberToken(): Promise<string> {
  const member = await createMember(h.db, { merchantCode: 'xoso68', username: `gamer${Date.now() % 100_000}`, password: 'right-pass-1' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [member.id]);
  return createSession(h.db, member.id, 'xoso68', '127.0.0.1');
}

/** A phone whose player chose English (kept in local storage, so it holds across reloads): xoso68's games read in English. */
/** A phone whose player picked English before. */
const withPhone = (run: (page: Page) => Promise<void>) =>
  h.withPhone(async (page) => {
    await page.addInitScript(() => localStorage.setItem('wl.language', 'EN'));
    await run(page);
  });

/** The game page with the demo lottery loaded and played once, checked inside its frame. */
async function playsTheLottery(page: Page) {
  await page.waitForURL((url) => url.pathname === '/m/game');
  assert.ok(!page.url().includes('demo-game'), 'the game address never reaches the address bar');
  const game = page.frameLocator('iframe[title="Game: Hanoi"]');
  await game.getByRole('heading', { name: 'Hanoi' }).waitFor();
  await game.getByText('VNL · Vietnam lottery · Real play · View: betting').waitFor();
  await game.getByRole('button', { name: '7' }).click();
  await game.getByRole('button', { name: 'Draw' }).click();
  await game.getByText(/^Drawn \d/).waitFor();
}

describe('game launch', () => {
  it('a member starts the lottery from a lane, plays it, tucks the bar away, goes full screen and comes back', async () => {
    const token = await memberToken();
    await withPhone(async (page) => {
      await page.goto(h.at(host, `/m/home?token=${token}`));
      // The app draws the lanes again as the member's session and content arrive: a card tapped in
      // between may be one about to be replaced.
      await appReady(page);
      const lane = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Northern lottery' }) });
      await lane.getByRole('link', { name: /^Hanoi/ }).click();
      await playsTheLottery(page);

      await page.getByRole('button', { name: 'Hide header', pressed: false }).click();
      await page.getByRole('button', { name: 'Hide header', pressed: true }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Back' }).count(), 0);
      await page.getByRole('button', { name: 'Hide header' }).click();

      await page.getByRole('button', { name: 'Full screen', pressed: false }).click();
      await page.getByRole('button', { name: 'Full screen', pressed: true }).waitFor();
      const filling = await page.evaluate(() => document.fullscreenElement !== null || document.querySelector('.wl-game--fill') !== null);
      assert.ok(filling, 'the game fills the screen');
      await page.getByRole('button', { name: 'Full screen' }).click();
      await page.getByRole('button', { name: 'Full screen', pressed: false }).waitFor();

      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');
      await page.getByRole('heading', { name: 'Northern lottery' }).waitFor();
    });
  });

  it('a member starts it from a banner; a reload of the game page offers to start it again', async () => {
    const token = await memberToken();
    await withPhone(async (page) => {
      await page.goto(h.at(host, `/m/home?token=${token}`));
      await page.getByRole('button', { name: LOTTERY_BANNER }).click();
      await page.waitForURL((url) => url.pathname === '/m/game');
      await page.frameLocator('iframe').getByRole('heading', { name: 'Hanoi' }).waitFor();

      await page.reload();
      await page.getByText('The game closed when the page was reloaded.').waitFor();
      await page.getByRole('link', { name: 'Start again' }).click();
      await page.frameLocator('iframe').getByRole('heading', { name: 'Hanoi' }).waitFor();
    });
  });

  it('a visitor tapping the lottery banner is sent to log in', async () => {
    await withPhone(async (page) => {
      let launches = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/wps/game/launchGame') launches++;
      });
      await page.goto(h.at(host, '/m/home'));
      // The server's page is in xoso68's language; this phone's player chose English, so the app draws
      // the page again, and a tap on the server's page before then is gone with it.
      await appReady(page);
      await page.getByRole('button', { name: LOTTERY_BANNER_EN }).click();
      await page.waitForURL((url) => url.pathname === '/m/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      assert.equal(launches, 0);
    });
  });
});
