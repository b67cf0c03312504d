// A refused login is told in the page's language, on a Portuguese (Brazil) and a Vietnamese site: the
// reference API answers in the request's Language and the app shows its words; an API that sends no words
// of its own gets the app's, for every code.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createMember } from '../../server/accounts/members.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

interface Site {
  merchantCode: string;
  host: string;
  language: string;
  /** The login form and the alert, as a player of that language reads them. */
  labels: { username: string; password: string; submit: string; confirm: string };
  /** What the player must read, and what the English API would have said. */
  unknownAccount: string;
  wrongPassword: string;
}

const sites: Site[] = [
  {
    merchantCode: 'sorte777',
    host: 'm.sorte777.test',
    language: 'PT-BR',
    labels: { username: 'Nome de usuário', password: 'Senha', submit: 'Entrar', confirm: 'Confirmar' },
    unknownAccount: 'Esta conta não existe',
    wrongPassword: 'Usuário ou senha incorretos',
  },
  {
    merchantCode: 'xoso68',
    host: 'm.xoso68.test',
    language: 'VI',
    labels: { username: 'Tên đăng nhập', password: 'Mật khẩu', submit: 'Đăng nhập', confirm: 'Xác nhận' },
    unknownAccount: 'Tài khoản này không tồn tại',
    wrongPassword: 'Sai tên đăng nhập hoặc mật khẩu',
  },
];

let serial = 0;
const uniqueName = (stem: string) => `${stem}${Date.now() % 100_000}${serial++}`;

/** Sends the login form once the last try has let go of it; resolves with the API's answer. */
async function logIn(page: Page, site: Site, username: string, password: string) {
  const { labels } = site;
  const submit = page.getByRole('button', { name: labels.submit, exact: true });
  await submit.and(page.locator('[aria-busy="false"]')).waitFor();
  await page.getByRole('textbox', { name: labels.username }).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
  await submit.click();
  return (await (await answer).json()) as { success: boolean; errorCode?: string; message?: string };
}

/** The alert says `text`, never the English one; the player confirms it. */
async function readAlert(page: Page, site: Site, text: string, english: string) {
  const alert = page.getByRole('alertdialog');
  await alert.getByText(text, { exact: true }).waitFor();
  assert.equal(await alert.getByText(english).count(), 0);
  await alert.getByRole('button', { name: site.labels.confirm }).click();
  await alert.waitFor({ state: 'detached' });
}

for (const site of sites) {
  describe(`login errors on ${site.merchantCode} (${site.language})`, () => {
    it("an unknown account and a wrong password are alerted in the page's language", async () => {
      const name = uniqueName('lingo');
      await createMember(h.db, { merchantCode: site.merchantCode, username: name, password: 'right-pass-1' });
      const { context, page } = await h.newPhone();
      try {
        await page.goto(h.at(site.host, `/m/login?language=${site.language}`));

        // The API answers in the request's language, and the app says the same.
        const unknown = await logIn(page, site, uniqueName('nobody'), 'any-pass-1');
        assert.deepEqual({ errorCode: unknown.errorCode, message: unknown.message }, { errorCode: 'not.exists.user', message: site.unknownAccount });
        await readAlert(page, site, site.unknownAccount, 'This account does not exist');

        // An operator API that sends no words of its own: the app has its own, in the page's language.
        await page.route('**/wps/session/login', async (route) => {
          // Asked from here, where the site's host name is not mapped: its address, its Host header.
          const response = await route.fetch({ url: h.at('127.0.0.1', '/wps/session/login'), headers: { ...route.request().headers(), host: site.host } });
          const { message: _words, ...body } = (await response.json()) as Record<string, unknown>;
          await route.fulfill({ response, json: body });
        });
        const wrong = await logIn(page, site, name, 'wrong-pass-1');
        assert.deepEqual({ errorCode: wrong.errorCode, message: wrong.message }, { errorCode: 'login.cred.err', message: undefined });
        await readAlert(page, site, site.wrongPassword, 'Wrong username or password');
      } finally {
        await context.close();
      }
    });
  });
}
