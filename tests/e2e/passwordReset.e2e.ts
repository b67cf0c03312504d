// Loose ends of the accounts: a forgotten password reset by SMS code and by e-mail link, and a referral
// code that arrives as `?r=` reaching the registration. In Chromium on a phone, against the reference API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createMember } from '../../server/accounts/members.ts';
import { postEncrypted, send } from '../server/support.ts';
import { startHarness, type Harness } from './harness.ts';

// xoso68 has no captcha scenes, so every step is the player's own.
const host = 'm.xoso68.test';
// As deployed, the host names the merchant; the header agrees with it.
const headers = { Host: 'm.xoso68.test', Merchant: 'xoso68' };
let h: Harness;
before(async () => {
  h = await startHarness();
});
after(() => h.close());

let serial = 0;
const unique = (stem: string) => `${stem}${Date.now() % 100_000}${serial++}`;

const devOutbox = async <T>(path: string): Promise<T[]> => (await send(h.baseUrl, path, { headers })).json<{ value: T[] }>().value;

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

async function logInAfterReset(page: Page, username: string, password: string) {
  await page
    .getByRole('status')
    .filter({ hasText: `Log in as ${username} with your new password` })
    .waitFor();
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await page.waitForURL((url) => url.pathname === '/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
  await page.getByRole('link', { name: username }).waitFor();
}

describe('a forgotten password', () => {
  it('is reset by a code sent to the mobile number, and the new password logs in', async () => {
    const name = unique('forgot');
    const mobile = `95${Date.now() % 10_000_000}`.padEnd(9, '0');
    await createMember(h.db, { merchantCode: 'xoso68', username: name, password: 'old-pass-1', mobileNum: mobile });
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/login?language=EN'));
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.pathname === '/m/forgotPassword');
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
      const [sent] = await devOutbox<{ code: string; scene: string }>(`/wps/dev/smsOutbox?mobileNum=${mobile}`);
      assert.equal(sent.scene, 'reset');
      await page.getByRole('textbox', { name: 'SMS code' }).fill(sent.code);
      await chooseNewPassword(page, 'new-pass-1');
      await logInAfterReset(page, name, 'new-pass-1');
    });
  });

  it('is reset by the link mailed to the address on file, which works once', async () => {
    const name = unique('mailed');
    const email = `${name}@example.test`;
    await createMember(h.db, { merchantCode: 'xoso68', username: name, password: 'old-pass-1', email });
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/forgotPassword?language=EN'));
      await page.getByRole('tab', { name: 'By e-mail' }).click();
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `If an account uses ${email}` })
        .waitFor();
      const [mail] = await devOutbox<{ link: string }>(`/wps/dev/emailOutbox?email=${encodeURIComponent(email)}`);

      await page.goto(mail.link);
      await page.getByText(`Choose a new password for ${name}.`).waitFor();
      // The link's token leaves the address bar as soon as it is read.
      assert.equal(new URL(page.url()).searchParams.get('resetToken'), null);
      await chooseNewPassword(page, 'new-pass-2');
      await logInAfterReset(page, name, 'new-pass-2');

      await page.goto(mail.link);
      await page.getByRole('alert').filter({ hasText: 'This link has expired or has already been used.' }).waitFor();
    });
  });
});

describe('a referral code', () => {
  it('that arrived as ?r= reaches the registration, on a later visit too', async () => {
    const referrer = unique('inviter');
    await createMember(h.db, { merchantCode: 'xoso68', username: referrer, password: 'inviter-pass-1' });
    const login = await postEncrypted(h.baseUrl, '/wps/session/login', { username: referrer, password: 'inviter-pass-1', type: 'username' }, headers);
    const auth = { ...headers, Authorization: `Bearer ${login.json<{ value: { token: string } }>().value.token}` };
    const referral = async () =>
      (await send(h.baseUrl, '/wps/relay/MCSFE_getReferralInfo', { headers: auth })).json<{ value: { code: string; invitedCount: number } }>().value;
    const { code, invitedCount } = await referral();
    assert.equal(invitedCount, 0);
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, `/m/home?r=${code}&language=EN`));
      // The page keeps the code from its first paint, before the app's code has run.
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      // A later visit without the query: the code kept from the landing goes with the registration.
      await page.goto(h.at(host, '/m/register?language=EN'));
      await page.getByRole('textbox', { name: 'Username' }).fill(unique('friend'));
      await page.getByLabel('Password').fill('friend-pass-1');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('alertdialog').getByText('Your account is ready. Welcome!').waitFor();
    });
    assert.equal((await referral()).invitedCount, 1);
  });
});
