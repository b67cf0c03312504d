// Sessions across browsers and tabs, in Chromium on a phone, against the reference API: a password change
// ends the other browser's session, a token in a link is adopted only once the server vouches for it and
// never over another member's session, and remember-me keeps nothing unticked and is gone everywhere
// after a logout.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { appReady, startHarness, type Harness } from './harness.ts';

const host = 'm.xoso68.test';
let h: Harness;
before(async () => {
  h = await startHarness();
});
after(() => h.close());

let serial = 0;
async function member(stem: string, password = 'right-pass-1') {
  const username = `${stem}${Date.now() % 100_000}${serial++}`;
  const created = await createMember(h.db, { merchantCode: 'xoso68', username, password });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  return { username, password, token: () => createSession(h.db, created.id, 'xoso68', '127.0.0.1') };
}

const stored = (page: Page, key: string, where: 'sessionStorage' | 'localStorage' = 'sessionStorage') =>
  page.evaluate(([k, w]) => (w === 'localStorage' ? localStorage : sessionStorage).getItem(k), [key, where] as const);
/** Member home names the member it shows. */
const loggedInAs = (page: Page, username: string) => page.getByRole('heading', { name: username }).waitFor();

async function logIn(page: Page, username: string, password: string, remember: boolean) {
  await page.goto(h.at(host, '/m/login?language=EN'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if (remember) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
}

describe('sessions', () => {
  it('a password change in one browser logs the other browser out, and keeps this one', async () => {
    const player = await member('mover');
    const phone = await h.newPhone();
    const tablet = await h.newPhone();
    try {
      await phone.page.goto(h.at(host, `/m/member/home?language=EN&token=${await player.token()}`));
      await loggedInAs(phone.page, player.username);
      await tablet.page.goto(h.at(host, `/m/member/home?language=EN&token=${await player.token()}`));
      await loggedInAs(tablet.page, player.username);

      await phone.page.goto(h.at(host, '/m/changePsw?language=EN'));
      await phone.page.getByLabel('Current password').fill(player.password);
      await phone.page.getByLabel('New password', { exact: true }).fill('new-pass-22');
      await phone.page.getByLabel('New password again').fill('new-pass-22');
      await phone.page.getByRole('button', { name: 'Change password' }).click();
      await phone.page.waitForURL((url) => url.pathname === '/m/home');

      await tablet.page.goto(h.at(host, '/m/member/home?language=EN'));
      await tablet.page.waitForFunction(() => sessionStorage.getItem('wl.memberSession') === null);
      await phone.page.goto(h.at(host, '/m/member/home?language=EN'));
      await loggedInAs(phone.page, player.username);
    } finally {
      await phone.context.close();
      await tablet.context.close();
    }
  });

  it("a token query that is undefined, dead or another member's is not adopted", async () => {
    const owner = await member('owner');
    const stranger = await member('stranger');
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/member/home?language=EN&token=undefined'));
      await page.waitForURL((url) => url.pathname === '/m/login');
      assert.equal(await stored(page, 'wl.memberSession'), null);
      await page.goto(h.at(host, `/m/appDownload?language=EN&tokens=${'d'.repeat(64)}`));
      await page.waitForURL((url) => url.pathname === '/m/login');
      assert.equal(await stored(page, 'wl.memberSession'), null);

      const mine = await owner.token();
      await page.goto(h.at(host, `/m/member/home?language=EN&token=${mine}`));
      await loggedInAs(page, owner.username);
      await page.goto(h.at(host, `/m/member/home?language=EN&token=${await stranger.token()}`));
      await loggedInAs(page, owner.username);
      assert.equal(JSON.parse((await stored(page, 'wl.memberSession')) ?? '{}').token, mine);
    } finally {
      await context.close();
    }
  });

  it('remember-me keeps nothing unticked; ticked it keeps no password, and a logout in one tab clears it in the other', async () => {
    const player = await member('keeper');
    const { context, page } = await h.newPhone();
    try {
      await logIn(page, player.username, player.password, false);
      assert.equal(await stored(page, 'wl.rememberedLogin', 'localStorage'), null);
      assert.equal(await stored(page, 'wl.autoLogin', 'localStorage'), null);

      await logIn(page, player.username, player.password, true);
      const record = (await stored(page, 'wl.rememberedLogin', 'localStorage')) ?? '';
      assert.match(record, /"rememberToken":"[0-9a-f]{64}"/);
      assert.doesNotMatch(record, /password/);

      // A second tab shows the login form filled in from the record (a backUrl stops the automatic login).
      const other = await context.newPage();
      await other.goto(h.at(host, '/m/login?language=EN&backUrl=%2Fm%2Fhome'));
      await appReady(other);
      assert.equal(await other.getByRole('textbox', { name: 'Username' }).inputValue(), player.username);
      assert.equal(await other.getByRole('checkbox', { name: 'Remember me' }).isChecked(), true);

      await page.goto(h.at(host, '/m/member/home?language=EN'));
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');

      await other.waitForFunction(() => !(document.querySelector('input[type=checkbox]') as HTMLInputElement | null)?.checked);
      assert.equal(await other.getByRole('textbox', { name: 'Username' }).inputValue(), '');
      assert.equal(await stored(other, 'wl.rememberedLogin', 'localStorage'), null);
      const revoked = await h.db.query('SELECT 1 FROM remember_tokens rt JOIN members m ON m.id = rt.member_id WHERE m.username = $1', [player.username]);
      assert.equal(revoked.length, 0);
    } finally {
      await context.close();
    }
  });
});
