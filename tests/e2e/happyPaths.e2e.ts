// The player's happy path on every shipped merchant (register, log out, log in, member home, a game, log
// out) leaves the console clean: no error, no failed request, no refused policy, no 404.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { passCaptcha } from './captchaPuzzle.ts';
import { root, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

/** The captcha scenes a merchant turns on, read from its file as an operator set them. */
function captchaScenes(code: string): { login: boolean; register: boolean } {
  const file = JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8'));
  const scenes = file.whitelabel?.GEETEST3 ?? {};
  return { login: scenes.login === true, register: scenes.register === true };
}

/** Everything the page reports as going wrong: console errors and warnings, uncaught errors, failed answers. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A page left while its calls run cancels them: that is the browser tidying up, not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  return problems;
}

async function logOutFromMemberHome(page: Page, host: string) {
  await page.goto(h.at(host, '/m/member/home'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
  await page.getByRole('link', { name: 'Log in' }).waitFor();
}

describe('the happy path leaves the console clean', () => {
  for (const m of shippedMerchants()) {
    it(`on ${m.code}: register, log out, log in, member home, a game, log out`, async () => {
      const { context, page } = await h.newPhone();
      // The player chose English; the language survives reloads as a stored choice does.
      // (The game's sandboxed frame has no storage: only the app's own window is told.)
      await page.addInitScript(() => {
        if (window === window.top) localStorage.setItem('wl.language', 'EN');
      });
      const problems = watchProblems(page);
      const scenes = captchaScenes(m.code);
      const username = `happy${m.code.slice(0, 3)}${Date.now() % 100_000}`;
      try {
        await page.goto(h.at(m.host, '/m/home'));
        await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });

        await page.goto(h.at(m.host, '/m/register'));
        await page.getByRole('textbox', { name: 'Username' }).fill(username);
        await page.getByLabel('Password', { exact: true }).fill('happy-pass-1');
        if (scenes.register) await passCaptcha(page);
        await page.getByRole('button', { name: 'Register' }).click();
        const welcome = page.getByRole('alertdialog');
        await welcome.getByText('Your account is ready. Welcome!').waitFor();
        await welcome.getByRole('button', { name: 'Confirm' }).click();
        await page.waitForURL((url) => url.pathname === '/m/home');
        await page.getByRole('link', { name: username }).waitFor();
        await logOutFromMemberHome(page, m.host);

        await page.goto(h.at(m.host, '/m/login'));
        await page.getByRole('textbox', { name: 'Username' }).fill(username);
        await page.getByLabel('Password', { exact: true }).fill('happy-pass-1');
        if (scenes.login) await passCaptcha(page);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => url.pathname !== '/m/login');
        await page.getByRole('link', { name: username }).waitFor();

        await page.goto(h.at(m.host, '/m/member/home'));
        await page.getByRole('button', { name: 'Log out' }).waitFor();

        await page.goto(h.at(m.host, '/m/home'));
        const card = page.locator('main a[href^="/m/launchGame"]').first();
        await card.waitFor({ state: 'attached' });
        await page.goto(h.at(m.host, (await card.getAttribute('href'))!));
        await page.waitForURL((url) => url.pathname === '/m/game');
        await page.locator('iframe').waitFor();
        await page.waitForLoadState('load');

        await logOutFromMemberHome(page, m.host);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
