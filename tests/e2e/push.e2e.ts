// Push notifications, in Chromium on a phone, against the reference API. The push boundary
// (src/platform/push/firebaseMessaging.ts: the browser's permission and Firebase Cloud Messaging) is the
// one thing replaced: its built chunk is answered with a stand-in whose permission and token each test
// sets, so everything else (the store, the prompt, the calls, the API's database) runs for real.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from 'playwright-core';
import { createMember } from '../../server/accounts/members.ts';
import { projectCopy, root, startHarness, type Harness } from './harness.ts';

// xoso68 logs in without a captcha.
const host = 'm.xoso68.test';
let h: Harness;

/** The built boundary: the chunk Rolldown names after its module. */
let boundaryChunk: string | undefined;

/** The stand-in: the interface of types.ts, answering from `window.__pushStandIn` and noting its calls. */
const STAND_IN = `
const state = () => (window.__pushStandIn ??= { permission: 'default', answer: 'denied', token: 'none', calls: [] });
export function permission() { return state().permission; }
export async function requestPermission() { state().calls.push('requestPermission'); return (state().permission = state().answer); }
export async function getToken() { state().calls.push('getToken'); return state().token; }
export async function deleteToken() { state().calls.push('deleteToken'); }
`;

before(async () => {
  boundaryChunk = readdirSync(path.join(root, 'dist', 'assets')).find((file) => /^firebaseMessaging-[\w-]+\.js$/.test(file));
  assert.ok(boundaryChunk, 'the build has no firebaseMessaging chunk: the boundary must stay a module of its own, loaded by import()');
  // Home's other popups are other features: they stay out of the way, and the prompt shows at once.
  const work = projectCopy();
  const file = path.join(work, 'merchants', 'xoso68.json');
  const merchant = JSON.parse(readFileSync(file, 'utf8'));
  const template = JSON.parse(readFileSync(path.join(work, 'templates', `${merchant.pages.home.template}.json`), 'utf8'));
  const others = Object.entries(template.overlays ?? {}).filter(([, overlay]) => (overlay as { type: string }).type !== 'push-prompt');
  merchant.pages.home.disabled = [...(merchant.pages.home.disabled ?? []), ...others.map(([id]) => id)];
  const pushId = Object.keys(template.overlays).find((id) => template.overlays[id].type === 'push-prompt');
  merchant.pages.home.props = { ...merchant.pages.home.props, [pushId!]: { delayMs: 0 } };
  merchant.whitelabel.LOTTMINIGAME3 = { ...merchant.whitelabel.LOTTMINIGAME3, enabled: false };
  writeFileSync(file, JSON.stringify(merchant, null, 2));
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

let serial = 0;
async function member(stem: string) {
  const username = `${stem}${Date.now() % 100_000}${serial++}`;
  const created = await createMember(h.db, { merchantCode: 'xoso68', username, password: 'right-pass-1' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  return { id: created.id, username };
}

/** A phone whose push boundary is the stand-in, set to `standIn`; no service worker gets between. */
async function withPhone(standIn: { permission: string; answer: string; token: string }, run: (page: Page) => Promise<void>) {
  const context = await h.browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    await context.addInitScript((state) => {
      (window as unknown as { __pushStandIn: unknown }).__pushStandIn = { ...state, calls: [] };
    }, standIn);
    await context.route(`**/m/assets/${boundaryChunk}`, (route) => route.fulfill({ contentType: 'text/javascript', body: STAND_IN }));
    // A member's announcements would cover home.
    await context.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) => route.fulfill({ json: { success: true, value: [] } }));
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function logIn(page: Page, username: string) {
  await page.goto(h.at(host, '/m/login?language=EN'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('right-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/m/home');
  await page.getByRole('link', { name: username }).waitFor();
}

const bindingsOf = (token: string) =>
  h.db.query<{ member_id: number }>(`SELECT member_id FROM push_bindings WHERE merchant_code = 'xoso68' AND registration_token = $1`, [token]);
const topicsOf = async (token: string) =>
  (await h.db.query<{ topic: string }>(`SELECT topic FROM push_topics WHERE merchant_code = 'xoso68' AND registration_token = $1`, [token])).map(
    (r) => r.topic,
  );

describe('push', () => {
  it('logging in binds the device and follows topic ALL; logging out unbinds it', async () => {
    const { id, username } = await member('pusher');
    const token = `e2e-device-${id}`;
    await withPhone({ permission: 'granted', answer: 'granted', token }, async (page) => {
      const subscribed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/wps/relay/CSP_fcmSubscribe');
      await logIn(page, username);
      const subscribe = await subscribed;
      assert.deepEqual(subscribe.request().postDataJSON(), { registrationToken: token, topic: 'ALL' });
      assert.deepEqual(await bindingsOf(token), [{ member_id: id }]);
      assert.deepEqual(await topicsOf(token), ['ALL']);
      // Allowed already: nothing to ask.
      assert.equal(await page.getByRole('dialog', { name: 'Turn on notifications' }).count(), 0);

      const unsubscribed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/wps/relay/CSP_fcmUnsubscribe');
      await page.getByRole('link', { name: username }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      const unsubscribe = await unsubscribed;
      assert.deepEqual(unsubscribe.request().postDataJSON(), { registrationToken: token, unsubscribeAll: true });
      assert.equal(unsubscribe.request().headers().authorization, undefined);
      assert.deepEqual(await bindingsOf(token), []);
      assert.deepEqual(await topicsOf(token), []);
      // The page forgets the binding once the answer is in: the answer seen here may be a moment ahead of it.
      await page.waitForFunction(() => localStorage.getItem('wl.push.binding') === null);
    });
  });

  it('a member who has not chosen is asked; a denied permission turns the prompt into the tip', async () => {
    const { username } = await member('refuser');
    const token = 'e2e-never-bound';
    await withPhone({ permission: 'default', answer: 'denied', token }, async (page) => {
      await logIn(page, username);
      const prompt = page.getByRole('dialog', { name: 'Turn on notifications' });
      await prompt.getByRole('button', { name: 'Allow' }).click();
      const tip = page.getByRole('dialog', { name: 'Notifications are blocked' });
      await tip.getByText("allow notifications in your browser's site settings").waitFor();
      await tip.getByRole('button', { name: 'Got it' }).click();
      await tip.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => sessionStorage.getItem('wl.push.dismissed')), '1');
      const calls = await page.evaluate(() => (window as unknown as { __pushStandIn: { calls: string[] } }).__pushStandIn.calls);
      assert.deepEqual(calls, ['requestPermission']);
      assert.deepEqual(await bindingsOf(token), []);
    });
  });
});
