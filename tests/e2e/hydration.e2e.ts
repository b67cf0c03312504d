// The browser takes over the server's entry pages: hydration without a warning and without asking the
// API again for what the page carries, and a member's first screen that never shows the visitor's links.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { devices } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { shippedMerchants, type ShippedMerchant } from './merchants.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { STORAGE_KEYS } from '../../src/platform/storage.ts';
import { SESSION_SHOWN_KEY } from '../../src/stores/OverlayStore.ts';
import { accountMessages, coreMessages, memberMessages, merchantFile, untilIdle, untilPageHydrated, watchProblems, watchRequests } from './serverPages.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

/** What a page carries for its first screen, and the browser must therefore not ask for. */
const FIRST_SCREEN_CALLS: Record<'home' | 'login' | 'register' | 'inviteFriends', RegExp[]> = {
  home: [/^\/wps\/system\/config\b/, /^\/wps\/system\/banners\b/, /^\/wps\/game\/lanes\b/, /^\/m\/assets\/i18n\/[^/]+\/core\//],
  // Home's content is fetched ahead from every page (boot.tsx), rendered or not: only what these pages show is carried.
  login: [/^\/wps\/system\/config\b/, /^\/m\/assets\/i18n\/[^/]+\/core\//, /^\/m\/assets\/i18n\/[^/]+\/account\//],
  register: [/^\/wps\/system\/config\b/, /^\/m\/assets\/i18n\/[^/]+\/core\//, /^\/m\/assets\/i18n\/[^/]+\/account\//],
  // What its registry entry's first screen loaded (how inviting works) comes with it too.
  inviteFriends: [/^\/wps\/system\/config\b/, /^\/wps\/relay\/MCSFE_getReferralInfo\b/, /^\/m\/assets\/i18n\/[^/]+\/member\//],
};

describe('hydration', () => {
  for (const m of shippedMerchants()) {
    const file = merchantFile(m.code);
    const language = file.languages.default;
    const core = coreMessages(language);
    const account = accountMessages(language);
    const member = memberMessages(language);

    it(`${m.code}: home hydrates without a warning, every block, and asks for none of what it carries`, async () => {
      const { context, page } = await h.newPhone();
      // The session has shown its popups and skipped the install prompt: none comes over the bar's close
      // button, whenever a loaded machine lets it come.
      await context.addInitScript(
        ([shown, skipped]) => {
          sessionStorage.setItem(shown, '99');
          sessionStorage.setItem(skipped, '1');
        },
        [SESSION_SHOWN_KEY, STORAGE_KEYS.installPromptSkipped],
      );
      const problems = watchProblems(page);
      const asked = watchRequests(page);
      const workers: { path: string; closed: boolean }[] = [];
      page.on('worker', (worker) => {
        const seen = { path: new URL(worker.url()).pathname, closed: false };
        workers.push(seen);
        worker.on('close', () => {
          seen.closed = true;
        });
      });
      try {
        await page.goto(h.at(m.host, '/m/home'), { waitUntil: 'load' });
        await untilPageHydrated(page);
        // The download bar answers its close button: it goes, and the download choices open.
        const bar = page.getByRole('complementary', { name: core['download.label'], exact: true });
        await bar.getByRole('button', { name: core['download.close'], exact: true }).click();
        await bar.waitFor({ state: 'detached' });
        await page.getByRole('dialog').waitFor({ state: 'visible' });
        await untilIdle(page);
        assert.deepEqual(problems, [], 'no error or warning while the page hydrates');
        const refetched = asked.filter((url) => FIRST_SCREEN_CALLS.home.some((call) => call.test(url)));
        assert.deepEqual(refetched, [], 'the browser asks for none of what the page carries');
        // Intl's locale lists are built on another thread (i18n/warmIntl.ts), by a worker let go after.
        const intl = workers.filter((w) => /^\/m\/assets\/intlWarmer\.worker-[\w-]+\.js$/.test(w.path));
        assert.equal(intl.length, 1, `one worker builds Intl's locale lists (workers: ${JSON.stringify(workers)})`);
        assert.ok(intl[0].closed, 'the worker is let go once it has answered');
      } finally {
        await context.close();
      }
    });

    it(`${m.code}: login hydrates without a warning, then starts from the login this browser remembers`, async () => {
      const { context, page } = await h.newPhone();
      const problems = watchProblems(page);
      const asked = watchRequests(page);
      // Remembered without a password or token: the form shows the name, and nothing logs in by itself.
      const remembered = `hydr${m.code.slice(0, 4)}`;
      await page.addInitScript(({ key, record }) => localStorage.setItem(key, record), {
        key: 'wl.rememberedLogin',
        record: JSON.stringify({ type: 'username', username: remembered, merchant: m.code }),
      });
      try {
        await page.goto(h.at(m.host, '/m/login'), { waitUntil: 'load' });
        // The server's form is empty (it knows no browser's login); React fills it in once it has taken over.
        const username = page.getByRole('textbox', { name: account['field.username'], exact: true });
        await page.waitForFunction(
          ([label, value]) => [...document.querySelectorAll('input')].some((input) => input.labels?.[0]?.textContent === label && input.value === value),
          [account['field.username'], remembered] as const,
        );
        assert.equal(await username.inputValue(), remembered);
        await untilPageHydrated(page);
        await untilIdle(page);
        assert.deepEqual(problems, [], 'no error or warning while the page hydrates');
        const refetched = asked.filter((url) => FIRST_SCREEN_CALLS.login.some((call) => call.test(url)));
        assert.deepEqual(refetched, [], 'the browser asks for none of what the page carries');
      } finally {
        await context.close();
      }
    });

    it(`${m.code}: invite friends hydrates without a warning, showing how inviting works, and asks for none of it again`, async () => {
      const { context, page } = await h.newPhone();
      const problems = watchProblems(page);
      const asked = watchRequests(page);
      try {
        await page.goto(h.at(m.host, '/m/inviteFriends'), { waitUntil: 'load' });
        await page.getByRole('heading', { name: member['invite.how_title'], exact: true }).waitFor({ state: 'visible' });
        await untilPageHydrated(page);
        await untilIdle(page);
        await page.getByRole('heading', { name: member['invite.how_title'], exact: true }).waitFor({ state: 'visible' });
        assert.deepEqual(problems, [], 'no error or warning while the page hydrates');
        const refetched = asked.filter((url) => FIRST_SCREEN_CALLS.inviteFriends.some((call) => call.test(url)));
        assert.deepEqual(refetched, [], 'the browser asks for none of what the page carries');
      } finally {
        await context.close();
      }
    });

    it(`${m.code}: register hydrates without a warning, and its controls answer`, async () => {
      const { context, page } = await h.newPhone();
      const problems = watchProblems(page);
      const asked = watchRequests(page);
      try {
        await page.goto(h.at(m.host, '/m/register'), { waitUntil: 'load' });
        await untilPageHydrated(page);
        const suggest = page.getByRole('button', { name: account['register.suggest_username'], exact: true });
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/register/autoUsername' && r.ok());
        await suggest.click();
        await answered;
        const username = page.getByRole('textbox', { name: account['field.username'], exact: true });
        await page.waitForFunction((input) => (input as HTMLInputElement).value.length > 0, await username.elementHandle());
        await untilIdle(page);
        assert.deepEqual(problems, [], 'no error or warning while the page hydrates');
        const refetched = asked.filter((url) => FIRST_SCREEN_CALLS.register.some((call) => call.test(url)));
        assert.deepEqual(refetched, [], 'the browser asks for none of what the page carries');
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * From the document's start: each time the visitor's links are seen on screen, at DOMContentLoaded (the
 * head's stylesheets are in by then) and at every frame drawn, noted in window.__visitorLinksSeen.
 */
const visitorLinksWatch = (names: string[]) => `(() => {
  const names = ${JSON.stringify(names)};
  const seen = [];
  window.__visitorLinksSeen = seen;
  const look = (moment) => {
    for (const link of document.querySelectorAll('a[href]')) {
      const name = (link.getAttribute('aria-label') || link.textContent || '').trim();
      if (names.includes(name) && link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) seen.push(moment + ': ' + name);
    }
  };
  document.addEventListener('DOMContentLoaded', () => look('DOMContentLoaded'));
  const frame = () => { look('frame'); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

const IOS_12 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** A member of the merchant, logged in in a fresh phone's tab the way a link with a token logs in (the app keeps the session in the tab). */
let members = 0;
async function memberPhone(m: ShippedMerchant) {
  const username = `first${m.code.slice(0, 3)}${Date.now() % 100_000}${members++}`;
  const created = await createMember(h.db, { merchantCode: m.code, username, password: 'first-pass-1' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  const token = await createSession(h.db, created.id, m.code, '127.0.0.1');
  const phone = await h.newPhone();
  return {
    ...phone,
    username,
    async logIn() {
      await phone.page.goto(h.at(m.host, `/m/home?language=EN&token=${token}`));
      await phone.page.getByRole('link', { name: username, exact: true }).waitFor({ state: 'visible' });
      assert.ok(await phone.page.evaluate(() => sessionStorage.getItem('wl.memberSession')), 'the session is kept in the tab');
    },
    /** Home again, now the server's page, which knows no member. */
    async reloadHome() {
      const loaded = phone.page.waitForResponse((r) => new URL(r.url()).pathname === '/m/home' && r.request().resourceType() === 'document');
      await phone.page.goto(h.at(m.host, '/m/home?language=EN'), { waitUntil: 'domcontentloaded' });
      assert.match(await (await loaded).text(), /id="wl-first-screen"/, 'the page came rendered from the server');
    },
  };
}

describe("a member's first screen", () => {
  const english = coreMessages('EN');
  for (const m of shippedMerchants()) {
    it(`${m.code}: the visitor's links never show, the member's name does`, async () => {
      const { context, page, username, logIn, reloadHome } = await memberPhone(m);
      await page.addInitScript({ content: visitorLinksWatch([english['nav.login'], english['nav.register']]) });
      try {
        await logIn();
        await reloadHome();
        assert.equal(await page.evaluate(() => document.documentElement.classList.contains('wl-member')), true, "marked as a member's before the first paint");
        await page.getByRole('link', { name: username, exact: true }).waitFor({ state: 'visible' });
        await untilPageHydrated(page);
        await untilIdle(page);
        assert.equal(await page.getByRole('link', { name: english['nav.login'], exact: true }).count(), 0, 'no log-in link once hydrated');
        assert.equal(await page.getByRole('link', { name: english['nav.register'], exact: true }).count(), 0, 'no register link once hydrated');
        assert.deepEqual(
          await page.evaluate(() => (window as unknown as { __visitorLinksSeen: string[] }).__visitorLinksSeen),
          [],
          "the visitor's links were never on screen",
        );
      } finally {
        await context.close();
      }
    });

    it(`${m.code}: an older iPhone's home-screen app brings back the session its tab storage lost`, async () => {
      const username = `ios${m.code.slice(0, 3)}${Date.now() % 100_000}${members++}`;
      const created = await createMember(h.db, { merchantCode: m.code, username, password: 'first-pass-1' });
      await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
      const token = await createSession(h.db, created.id, m.code, '127.0.0.1');
      // iOS 12 started from the home screen: the session is kept in local storage beside the tab's.
      const context = await h.browser.newContext({ ...devices['iPhone X'], userAgent: IOS_12 });
      await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true })" });
      const page = await context.newPage();
      try {
        await page.goto(h.at(m.host, `/m/home?language=EN&token=${token}`));
        await page.getByRole('link', { name: username, exact: true }).waitFor({ state: 'visible' });
        // Switched away and back: the tab's storage is gone, the local copy is not.
        await page.evaluate(() => sessionStorage.clear());
        const info = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/info');
        await page.goto(h.at(m.host, '/m/home?language=EN'));
        assert.equal((await info).headers().authorization, `Bearer ${token}`, 'the restored session is checked with its token');
        await untilPageHydrated(page);
        await page.getByRole('link', { name: username, exact: true }).waitFor({ state: 'visible' });
        await untilIdle(page);
        assert.equal(await page.getByRole('link', { name: english['nav.login'], exact: true }).count(), 0, "still the member's page");
      } finally {
        await context.close();
      }
    });

    it(`${m.code}: a member's home hydrates without a warning`, async () => {
      const { context, page, logIn, reloadHome } = await memberPhone(m);
      try {
        await logIn();
        const problems = watchProblems(page);
        await reloadHome();
        await untilPageHydrated(page);
        await untilIdle(page);
        assert.deepEqual(problems, [], 'no error or warning while the page hydrates');
      } finally {
        await context.close();
      }
    });
  }
});
