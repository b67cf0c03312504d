import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createMember } from '../../server/accounts/members.ts';
import { referralCodeOf } from '../../server/memberArea/referrals.ts';
import { findRegistrationSource } from '../../server/accounts/registrationSource.ts';
import { appReady, startHarness, type Harness } from './harness.ts';
import { appHasRun, holdAppCode } from './heldAppCode.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

const host = 'm.royal88.test';

describe('route guard and query carrying', () => {
  it('member home without a token lands on the login page', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/member/home?language=EN'));
      await page.waitForURL((url) => url.pathname === '/m/login');
      await page.getByRole('button', { name: 'Back' }).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });

  it('invite friends is public', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/inviteFriends?language=EN'));
      await page.getByRole('button', { name: 'Back' }).waitFor({ state: 'visible' });
      assert.equal(new URL(page.url()).pathname, '/m/inviteFriends');
    } finally {
      await context.close();
    }
  });

  it('carried parameters survive navigation and others are dropped', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/home?affiliateCode=AFF1&fbclid=FB9&promo=summer&language=EN'));
      // At once: the page carries them from its first paint, before the app's code has run.
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/m/login');
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get('affiliateCode'), 'AFF1');
      assert.equal(query.get('fbclid'), 'FB9');
      assert.equal(query.get('promo'), null);
    } finally {
      await context.close();
    }
  });
});

describe('a visitor from an ad', () => {
  it("who taps Register at first paint, before the app's code runs, keeps every code to the registration", async () => {
    const inviter = await createMember(h.db, { merchantCode: 'xoso68', username: `adinviter${Date.now() % 100_000}`, password: 'inviter-pass-1' });
    const code = await referralCodeOf(h.db, inviter.id, 'xoso68');
    const { context, page } = await h.newPhone();
    try {
      const appCode = await holdAppCode(page);
      // Not to its load event: scripts the page adds before it, held here, would hold it too.
      await page.goto(h.at('m.xoso68.test', `/m/home?affiliateCode=AFF1&fbclid=FB1&r=${code}&language=EN`), { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: 'Register' }).first().click();
      await page.waitForURL((url) => url.pathname === '/m/register', { waitUntil: 'domcontentloaded' });
      const query = new URL(page.url()).searchParams;
      assert.deepEqual([query.get('affiliateCode'), query.get('fbclid'), query.get('r')], ['AFF1', 'FB1', code]);
      assert.equal(await appHasRun(page), false, 'the app ran before the tap');

      await appCode.release();
      await appReady(page);
      const username = `adfriend${Date.now() % 100_000}`;
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByLabel('Password').fill('friend-pass-1');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('alertdialog').getByText('Your account is ready. Welcome!').waitFor();
      const [member] = await h.db.query<{ id: number; referred_by: number | null }>('SELECT id, referred_by FROM members WHERE username = $1', [username]);
      assert.equal(member.referred_by, inviter.id);
      const source = await findRegistrationSource(h.db, member.id);
      assert.deepEqual([source?.affiliateCode, source?.pixelTrack], ['AFF1', { ad_fbclid: 'FB1' }]);
    } finally {
      await context.close();
    }
  });
});
