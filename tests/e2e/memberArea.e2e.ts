// The member area in Chromium on a phone, against the reference API: VIP rank and progress on member
// home, inviting friends as a visitor and as a member, and feedback stored in the database.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { recordDeposit } from '../../server/accounts/deposits.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { startHarness, type Harness } from './harness.ts';

// xoso68: no captcha scenes, VIP ranks Bronze (1 deposit), Silver (3 deposits and 2,000,000 VND), …
const host = 'm.xoso68.test';
let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

let serial = 0;
/** A xoso68 member past their first login, with these successful deposits; returns the id and a session token. */
async function member(stem: string, deposits: number[] = []) {
  const username = `${stem}${Date.now() % 100_000}${serial++}`;
  const created = await createMember(h.db, { merchantCode: 'xoso68', username, password: 'secret-pass-1', language: 'EN' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  for (const amount of deposits) await recordDeposit(h.db, created.id, amount, 'SUCCESS');
  const token = await createSession(h.db, created.id, 'xoso68', '127.0.0.1');
  return { id: created.id, username, token };
}

describe('member home', () => {
  it('shows the VIP label and progress for a member with a label, and neither for one without', async () => {
    const bronze = await member('bronze', [3_000_000]);
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, `/m/member/home?language=EN&token=${bronze.token}`));
      await page.getByRole('heading', { name: bronze.username }).waitFor();
      const vip = page.getByRole('region', { name: 'VIP club' });
      await vip.getByText('Your rank: Bronze').waitFor();
      // Silver asks for 3 deposits (1 made) and 2,000,000 VND (3,000,000 made): 1 of 2.
      const bar = vip.getByRole('progressbar', { name: 'Progress to Silver' });
      assert.equal(await bar.getAttribute('aria-valuenow'), '50');
      assert.equal(await bar.getAttribute('aria-valuetext'), '1 of 2 conditions met');
      await vip.getByRole('link', { name: 'See my VIP benefits' }).click();
      await page.waitForURL((url) => url.pathname === '/m/member/benefits');
      const own = page.locator('[aria-current="true"]');
      await own.getByRole('heading', { name: /Bronze/ }).waitFor();
    });

    const plain = await member('plain');
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, `/m/member/home?language=EN&token=${plain.token}`));
      await page.getByRole('heading', { name: plain.username }).waitFor();
      await page.getByRole('region', { name: 'Deposits' }).getByText('Minimum deposit').waitFor();
      assert.equal(await page.getByRole('region', { name: 'VIP club' }).count(), 0);
      assert.equal(await page.getByRole('progressbar', { name: /Progress/ }).count(), 0);
    });
  });
});

describe('invite friends', () => {
  it('a visitor sees how inviting works, and once logged in their own referral link', async () => {
    const inviter = await member('inviter');
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/inviteFriends?language=EN'));
      const how = page.getByRole('region', { name: 'How it works' });
      await how.getByText('Copy your own invitation link and send it to friends').waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Link to share' }).count(), 0);

      await page.getByRole('link', { name: 'Log in' }).click();
      await page.getByRole('textbox', { name: 'Username' }).fill(inviter.username);
      await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');

      await page.goto(h.at(host, '/m/inviteFriends?language=EN'));
      const link = page.getByRole('textbox', { name: 'Link to share' });
      await link.waitFor();
      const [{ code }] = await h.db.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [inviter.id]);
      assert.equal(await link.inputValue(), `http://${host}:${h.port}/m/register?r=${code}`);
      await page.getByText('You have not invited any friends yet').waitFor();
    });
  });
});

describe('feedback', () => {
  it('is stored for the member, and a server error keeps what was typed', async () => {
    const writer = await member('writer');
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, `/m/feedback?language=EN&token=${writer.token}`));
      const form = page.getByRole('form', { name: 'Feedback' });
      await form.getByRole('combobox', { name: 'Topic' }).selectOption('deposit');
      await form.getByRole('textbox', { name: 'Message' }).fill('My deposit of this morning has not arrived');
      await form.getByRole('textbox', { name: 'Contact (optional)' }).fill('writer@example.com');

      await page.route('**/wps/member/feedback', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Feedback could not be saved', errorCode: 'server_error' }),
        }),
      );
      await form.getByRole('button', { name: 'Send feedback' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText('Feedback could not be saved').waitFor();
      await alert.getByRole('button', { name: 'Confirm' }).click();
      assert.equal(await form.getByRole('combobox', { name: 'Topic' }).inputValue(), 'deposit');
      assert.equal(await form.getByRole('textbox', { name: 'Message' }).inputValue(), 'My deposit of this morning has not arrived');
      assert.equal(await form.getByRole('textbox', { name: 'Contact (optional)' }).inputValue(), 'writer@example.com');
      assert.equal((await h.db.query('SELECT id FROM feedback WHERE member_id = $1', [writer.id])).length, 0);

      await page.unroute('**/wps/member/feedback');
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await form.getByRole('status').getByText('Thank you! Your feedback has been sent.').waitFor();
      assert.equal(await form.getByRole('textbox', { name: 'Message' }).inputValue(), '');
      const stored = await h.db.query<{ category: string; message: string; contact: string | null; merchant_code: string }>(
        'SELECT category, message, contact, merchant_code FROM feedback WHERE member_id = $1',
        [writer.id],
      );
      assert.deepEqual(stored, [
        { category: 'deposit', message: 'My deposit of this morning has not arrived', contact: 'writer@example.com', merchant_code: 'xoso68' },
      ]);
    });
  });
});
