// Getting into an account and out again, in Chromium on a phone, against the reference API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { createMember } from '../../server/accounts/members.ts';
import { send } from '../server/support.ts';
import { passCaptcha } from './captchaPuzzle.ts';
import { appReady, startHarness, type Harness } from './harness.ts';

// xoso68 has no captcha scenes and auto login on; its mobile registration uses the default password.
const host = 'm.xoso68.test';
let h: Harness;
before(async () => {
  process.env.XOSO68_MOBILE_DEFAULT_PASSWORD = 'xoso-default-1';
  h = await startHarness();
});
after(async () => {
  await h.close();
  delete process.env.XOSO68_MOBILE_DEFAULT_PASSWORD;
});

let serial = 0;
const uniqueName = (stem: string) => `${stem}${Date.now() % 100_000}${serial++}`;

/** A member as an operator would have set one up: not a first-time login. */
async function member(username: string, password: string, extra: { mobileNum?: string; totp?: string; passwordAgeDays?: number } = {}) {
  const created = await createMember(h.db, { merchantCode: 'xoso68', username, password, mobileNum: extra.mobileNum });
  await h.db.query(
    `UPDATE members SET first_time_login = FALSE, totp_secret = $2, password_changed_at = now() - make_interval(days => $3::int) WHERE id = $1`,
    [created.id, extra.totp ?? null, extra.passwordAgeDays ?? 0],
  );
  return created;
}

async function confirmAlert(page: Page, text: string | RegExp) {
  const alert = page.getByRole('alertdialog');
  await alert.getByText(text).waitFor();
  await alert.getByRole('button', { name: 'Confirm' }).click();
}

async function logIn(page: Page, username: string, password: string, remember = false) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

const loggedInAs = (page: Page, username: string) => page.getByRole('link', { name: username }).waitFor();

describe('registration', () => {
  it('by username lands logged in on home, and logging out ends the session', async () => {
    await h.withPhone(async (page) => {
      const name = uniqueName('newbie');
      await page.goto(h.at(host, '/m/register?language=EN'));
      await page.getByRole('textbox', { name: 'Username' }).fill(name);
      await page.getByLabel('Password').fill('secret-123');
      await page.getByRole('button', { name: 'Register' }).click();
      await confirmAlert(page, 'Your account is ready. Welcome!');
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, name);
      await page.getByRole('link', { name }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('wl.memberSession')), null);
    });
  });

  it('an empty field marked on submit loses its mark once something is typed in it', async () => {
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/register?language=EN'));
      const username = page.getByRole('textbox', { name: 'Username' });
      await page.getByRole('button', { name: 'Register' }).click();
      await page.locator('#register-username[aria-invalid="true"]').waitFor();
      await username.pressSequentially('newbie');
      await page.locator('#register-username:not([aria-invalid])').waitFor();
      const border = await page
        .locator('.wl-field')
        .first()
        .locator('.wl-field__row')
        .evaluate((row) => getComputedStyle(row).boxShadow);
      assert.equal(border, 'none');
    });
  });

  it('a double click on Register sends one request', async () => {
    await h.withPhone(async (page) => {
      let requests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/wps/member/register') requests++;
      });
      await page.goto(h.at(host, '/m/register?language=EN'));
      await page.getByRole('textbox', { name: 'Username' }).fill(uniqueName('twice'));
      await page.getByLabel('Password').fill('secret-123');
      await page.getByRole('button', { name: 'Register' }).dblclick();
      await confirmAlert(page, 'Your account is ready. Welcome!');
      assert.equal(requests, 1);
    });
  });

  it('by mobile with the SMS code from the outbox, and no password field (the merchant default applies)', async () => {
    await h.withPhone(async (page) => {
      const mobile = `9${Date.now() % 100_000_000}`.padEnd(9, '0');
      await page.goto(h.at(host, '/m/register?language=EN'));
      await appReady(page);
      await page.getByRole('tab', { name: 'Mobile number' }).click();
      assert.equal(await page.getByLabel('Password').count(), 0);
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
      const outbox = (await send(h.baseUrl, `/wps/dev/smsOutbox?mobileNum=${mobile}`, { headers: { Host: 'm.xoso68.test' } })).json<{
        value: { code: string }[];
      }>();
      await page.getByRole('textbox', { name: 'SMS code' }).fill(outbox.value[0].code);
      await page.getByRole('button', { name: 'Register' }).click();
      await confirmAlert(page, 'Your account is ready. Welcome!');
      await loggedInAs(page, `m${mobile}`);
    });
  });
});

describe('login', () => {
  it('remember-me logs in again by itself in a new tab, and a wrong password forgets it', async () => {
    const name = uniqueName('keeper');
    await member(name, 'right-pass-1');
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/login?language=EN'));
      await logIn(page, name, 'right-pass-1', true);
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, name);

      // A new tab has no session store: the remembered login gets the player in.
      const second = await context.newPage();
      await second.goto(h.at(host, '/m/home?language=EN'));
      await loggedInAs(second, name);

      // With a backUrl there is no automatic login; the form is filled in from the record.
      const third = await context.newPage();
      await third.goto(h.at(host, '/m/login?language=EN&backUrl=%2Fm%2Fhome'));
      // The server's form is empty (it knows no remembered login); the app fills it in.
      await appReady(third);
      const username = await third.getByRole('textbox', { name: 'Username' }).elementHandle();
      await third.waitForFunction(([input, expected]) => (input as HTMLInputElement).value === expected, [username, name] as const);
      await logIn(third, name, 'wrong-pass');
      await confirmAlert(third, 'Wrong username or password');
      assert.equal(await third.evaluate(() => localStorage.getItem('wl.rememberedLogin')), null);
    } finally {
      await context.close();
    }
  });

  it('by a code sent to the mobile number', async () => {
    const name = uniqueName('texter');
    const mobile = `93${Date.now() % 10_000_000}`.padEnd(9, '0');
    await member(name, 'right-pass-1', { mobileNum: mobile });
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/login?language=EN'));
      await appReady(page);
      await page.getByRole('tab', { name: 'SMS code' }).click();
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
      const outbox = (await send(h.baseUrl, `/wps/dev/smsOutbox?mobileNum=${mobile}`, { headers: { Host: 'm.xoso68.test' } })).json<{
        value: { code: string }[];
      }>();
      await page.getByRole('textbox', { name: 'SMS code' }).fill(outbox.value[0].code);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, name);
    });
  });

  it('a member with an authenticator passes the two-factor dialog', async () => {
    const secret = new Secret({ size: 20 }).base32;
    const name = uniqueName('careful');
    await member(name, 'right-pass-1', { totp: secret, mobileNum: '912000111' });
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/login?language=EN'));
      await logIn(page, name, 'right-pass-1');
      const dialog = page.getByRole('dialog', { name: 'Verify it is you' });
      await dialog.getByRole('tab', { name: 'Google authenticator' }).waitFor();
      await dialog.getByRole('tab', { name: 'SMS' }).waitFor();
      assert.equal(await dialog.getByRole('tab', { name: 'Email' }).count(), 0);
      // An empty field is highlighted and focused, with no message.
      await dialog.getByRole('button', { name: 'Verify' }).click();
      const code = dialog.getByLabel('Authenticator code');
      assert.equal(await code.getAttribute('aria-invalid'), 'true');
      assert.equal(await code.evaluate((el) => el === document.activeElement), true);
      await code.fill(` ${new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate()} `);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await dialog.getByText('Verification successful, logging in soon').waitFor();
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, name);
    });
  });

  it('an expired password must be changed before going on', async () => {
    const name = uniqueName('stale');
    await member(name, 'old-pass-1', { passwordAgeDays: 120 });
    await h.withPhone(async (page) => {
      await page.goto(h.at(host, '/m/login?language=EN'));
      await logIn(page, name, 'old-pass-1');
      await page.waitForURL((url) => url.pathname === '/m/changePsw');
      await page.getByText('Please choose a new password to continue.').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('new-pass-1');
      await page.getByLabel('New password again').fill('new-pass-1');
      await page.getByRole('button', { name: 'Change password' }).click();
      await confirmAlert(page, 'Your password has been changed');
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, name);
    });
  });

  it('a redirectUrl off the allow-list receives no token; one on it receives token and settings', async () => {
    const name = uniqueName('traveller');
    await member(name, 'right-pass-1');
    await h.withPhone(async (page) => {
      const outside: string[] = [];
      await page.route('https://**/*', (route) => {
        outside.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' });
      });
      await page.goto(h.at(host, `/m/login?language=EN&redirectUrl=${encodeURIComponent('https://evil.test/grab')}`));
      await logIn(page, name, 'right-pass-1');
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, name);
      assert.deepEqual(outside, []);

      await page.evaluate(() => sessionStorage.clear());
      await page.goto(h.at(host, `/m/login?language=EN&redirectUrl=${encodeURIComponent('https://ketqua.xoso68.test/lobby')}`));
      await logIn(page, name, 'right-pass-1');
      await page.waitForURL((url) => url.hostname === 'ketqua.xoso68.test');
      const query = new URL(page.url()).searchParams;
      assert.match(query.get('token') ?? '', /^[0-9a-f]{64}$/);
      assert.deepEqual([query.get('language'), query.get('b2c'), query.get('title')], ['EN', '1', 'Xổ Số 68']);
      assert.ok(query.get('headerColor'));
    });
  });
});

describe('session lifecycle', () => {
  it('a session the server no longer knows logs out and offers to log in', async () => {
    const name = uniqueName('expiring');
    const created = await member(name, 'right-pass-1');
    await h.withPhone(async (page) => {
      // A member's announcement popup would cover the link this test follows.
      await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) => route.fulfill({ json: { success: true, value: [] } }));
      await page.goto(h.at(host, '/m/login?language=EN'));
      await logIn(page, name, 'right-pass-1');
      await loggedInAs(page, name);
      await h.db.query('DELETE FROM sessions WHERE member_id = $1', [created.id]);
      const prompt = page.getByRole('alertdialog', { name: 'Please log in' });
      // The next member call finds the session gone: the member page's, or one the home page makes on its
      // own (the chat badge), which may log out before the link is reached.
      await Promise.race([
        page
          .getByRole('link', { name })
          .click()
          .catch(() => undefined),
        prompt.waitFor(),
      ]);
      await prompt.waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('wl.memberSession')), null);
      await prompt.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/m/login');
    });
  });
});

describe('captcha', () => {
  it('a failed bot-check load shows Network failure with its code; retry loads it and the puzzle lets the login through', async () => {
    await createMember(h.db, { merchantCode: 'royal88', username: 'guarded88', password: 'right-pass-1' });
    await h.db.query("UPDATE members SET first_time_login = FALSE WHERE username = 'guarded88'");
    await h.withPhone(async (page) => {
      await page.route('**/wps/captcha/static/gt.js', (route) => route.abort());
      await page.goto(h.at('m.royal88.test', '/m/login?language=EN'));
      const widget = page.getByRole('alert').filter({ hasText: 'Network failure' });
      await widget.getByText('code 60204').waitFor();
      // The action is blocked while the captcha is not done.
      await logIn(page, 'guarded88', 'right-pass-1');
      await confirmAlert(page, 'Please complete verification first');

      await page.unroute('**/wps/captcha/static/gt.js');
      await page.getByRole('button', { name: 'Click to retry' }).click();
      await passCaptcha(page);
      // The processing lock of the blocked attempt lasts 500 ms after it.
      await page.locator('form button[type="submit"][aria-busy="false"]').waitFor();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');
      await loggedInAs(page, 'guarded88');
    });
  });
});

describe('captcha on a Chinese page', () => {
  // royal88 speaks Chinese by default and checks logins (Geetest v4).
  const royalLogin = () => h.at('m.royal88.test', '/m/login?language=CN');

  it("the puzzle dialog is in Chinese and in the merchant's colours; a wrong answer is said, the right one passes", async () => {
    await h.withPhone(async (page) => {
      await page.goto(royalLogin());
      await page.getByRole('button', { name: '点击进行验证' }).click();
      const puzzle = page.getByRole('dialog', { name: '安全验证' });
      const digits = /(\d{4})/.exec(await puzzle.getByText(/请输入以下数字/).innerText())![1]!;
      const colours = await puzzle.evaluate((box) => ({
        surface: getComputedStyle(box).backgroundColor,
        text: getComputedStyle(box).color,
        button: getComputedStyle(box.querySelector('button[type="submit"]')!).backgroundColor,
      }));
      // royal88's theme: surface #2a1216, text #fff7e8, primary #c8102e.
      assert.deepEqual(colours, { surface: 'rgb(42, 18, 22)', text: 'rgb(255, 247, 232)', button: 'rgb(200, 16, 46)' });
      await puzzle.getByLabel('显示的字符').fill('12345');
      await puzzle.getByRole('button', { name: '验证' }).click();
      await puzzle.getByRole('alert').getByText('字符不匹配，请重试。').waitFor();
      await puzzle.getByLabel('显示的字符').fill(digits);
      await puzzle.getByRole('button', { name: '验证' }).click();
      await page.getByRole('status').getByText('验证通过').waitFor();
    });
  });

  it('a bot check that cannot load says so in Chinese, with its code and a retry', async () => {
    await h.withPhone(async (page) => {
      await page.route('**/wps/captcha/static/gt.js', (route) => route.abort());
      await page.goto(royalLogin());
      const widget = page.getByRole('alert').filter({ hasText: '网络故障' });
      await widget.getByText('错误码 60204').waitFor();
      await page.unroute('**/wps/captcha/static/gt.js');
      await page.getByRole('button', { name: '点击重试' }).click();
      await page.getByRole('button', { name: '点击进行验证' }).waitFor();
    });
  });
});
