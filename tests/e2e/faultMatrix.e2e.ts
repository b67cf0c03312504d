// The fault matrix: every /wps call the app makes (faultMatrix.calls.ts, read from src/api) fails in each
// way a server or a network fails, one call at a time, in Chromium against the built app. Each time the
// page stays whole (never blank), nothing throws uncaught, and the player reads what spec section 8 says.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devices, type BrowserContext, type Page } from 'playwright-core';
import { HttpError } from '../../server/http/errors.ts';
import { memberKey } from '../../src/rules/memberKey.ts';
import { SESSION_SHOWN_KEY } from '../../src/stores/OverlayStore.ts';
import { projectCopy, root, startHarness, type Harness } from './harness.ts';
import { CALL_TRIGGERS, callPathsInSource, type CallTrigger } from './faultMatrix.calls.ts';
import { startFaultProxy, type FaultProxy } from './faultProxy.ts';
import { IDENTITY_TOKEN, makeMember, MEMBER_PASSWORD, type MemberData, type PhoneKit } from './faultMatrix.setups.ts';

const SERVER_MESSAGE = 'The operator says no (fault matrix)';
/** Longer than any call's time-out (the default 30 s), jumped over on the page's clock, not waited for. */
const PAST_EVERY_TIMEOUT_MS = 31_000;

type Fault = '500' | '502' | 'time-out' | 'malformed JSON' | 'success:false with a message' | 'success:false without one' | 'offline';
const FAULTS: Fault[] = ['500', '502', 'time-out', 'malformed JSON', 'success:false with a message', 'success:false without one', 'offline'];

/** Answers the call as the fault has it: a time-out never answers, offline drops the connection. */
function inject(req: IncomingMessage, res: ServerResponse, fault: Fault): void {
  req.resume();
  const answer = (status: number, contentType: string, body: string) => void res.writeHead(status, { 'Content-Type': contentType }).end(body);
  switch (fault) {
    case '500':
      return answer(500, 'text/html', '<h1>Internal Server Error</h1>');
    case '502':
      return answer(502, 'text/html', '<h1>502 Bad Gateway</h1>');
    case 'time-out':
      return;
    case 'malformed JSON':
      return answer(200, 'application/json', '{"success": true, "value": {');
    case 'success:false with a message':
      return answer(200, 'application/json', JSON.stringify({ success: false, message: SERVER_MESSAGE }));
    case 'success:false without one':
      return answer(200, 'application/json', JSON.stringify({ success: false }));
    case 'offline':
      return void req.socket.destroy();
  }
}

type Expected = { text: string; in: 'dialog' | 'page' } | undefined;
const UNKNOWN = 'Unknown error';
const TIMED_OUT = 'The request timed out. Please try again.';
const OFFLINE = 'No network connection';

/** What the player reads when the call fails this way (spec section 8), by where the app answers it. */
function expected({ shows, ownText }: CallTrigger, fault: Fault): Expected {
  const server = fault === 'success:false with a message';
  switch (shows) {
    case 'quiet':
      return undefined;
    case 'own':
      return { text: ownText ?? '', in: 'page' };
    case 'boot':
      return { text: 'The site could not be loaded', in: 'page' };
    // The status call's notice: the server's message, or 'Error'.
    case 'status':
      return { text: server ? SERVER_MESSAGE : 'Error', in: 'dialog' };
    case 'alert':
      if (fault === '502') return undefined;
      if (fault === 'offline') return { text: OFFLINE, in: 'page' };
      return { text: server ? SERVER_MESSAGE : fault === 'time-out' ? TIMED_OUT : UNKNOWN, in: 'dialog' };
    case 'page':
      if (fault === 'offline') return { text: OFFLINE, in: 'page' };
      return { text: server ? SERVER_MESSAGE : fault === 'time-out' ? TIMED_OUT : UNKNOWN, in: 'page' };
  }
}

let h: Harness;

interface LoggedIn {
  /** The stored session, set into each tab of the member's phones. */
  session: string;
  member: NonNullable<PhoneKit['member']>;
}
/** A logged-in member per merchant host and member data, made and logged in on first use. */
const members = new Map<string, Promise<LoggedIn>>();

function memberSession(owner: string, host: string, data?: MemberData): Promise<LoggedIn> {
  const key = `${owner}#${data?.name ?? ''}`;
  if (!members.has(key)) members.set(key, logInNewMember(host, data));
  return members.get(key)!;
}

async function logInNewMember(host: string, data?: MemberData): Promise<LoggedIn> {
  const merchantCode = host.split('.')[1];
  const username = `fault${members.size}${merchantCode}${Date.now() % 100_000}`;
  const created = await makeMember(h.db, merchantCode, username);
  await data?.prepare(h.db, created.id);
  const { context, page } = await h.newPhone();
  try {
    await page.goto(h.at(host, '/m/login?language=EN'));
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.getByRole('link', { name: username }).waitFor();
    const session = await page.evaluate(() => sessionStorage.getItem('wl.memberSession'));
    assert.ok(session, 'the member is logged in');
    const key = memberKey(JSON.parse(session));
    assert.ok(key);
    return { session, member: { id: created.id, username, key } };
  } finally {
    await context.close();
  }
}

/** The built chunk of a module loaded by import(): Rolldown names it after the module. */
function chunk(module: string): string {
  const file = readdirSync(path.join(root, 'dist', 'assets')).find((name) => name.startsWith(`${module}-`) && name.endsWith('.js'));
  assert.ok(file, `the build has no ${module} chunk: it must stay a module of its own, loaded by import()`);
  return file;
}

/**
 * Cells of one host, role and phone set-up share a visitor's phone; a member's cells each have their own
 * member, so a session one call's page ends late can never log out the member of another call.
 */
const phoneKey = (call: string, { as, host, member, phone }: CallTrigger) => [as, host, member?.name, phone?.name, as === 'member' ? call : ''].join('#');

/**
 * A phone whose clock the test may move (time-outs pass without waiting), whose tab reports itself
 * offline when asked, and, for a member, holds the member's session in every tab; then as the cell's
 * set-up has it.
 */
async function phone(call: string, { as, host, member, phone: setup }: CallTrigger): Promise<BrowserContext> {
  const loggedIn = as === 'member' ? await memberSession(`${host}#${call}`, host, member) : undefined;
  const session = loggedIn?.session;
  const device = devices['Pixel 7'];
  const userAgent = setup?.userAgentAdds ? `${device.userAgent} ${setup.userAgentAdds}` : device.userAgent;
  const context = await h.browser.newContext({ ...device, userAgent, serviceWorkers: 'block' });
  context.setDefaultTimeout(STEP_MS);
  await context.clock.install();
  // A script of plain text: the test's own compiled functions may lean on helpers the page lacks.
  await context.addInitScript(`
    if (${JSON.stringify(session ?? '')} && !sessionStorage.getItem('wl.memberSession')) sessionStorage.setItem('wl.memberSession', ${JSON.stringify(session ?? '')});
    if (sessionStorage.getItem('faultMatrix.offline')) Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    // The session has shown its page popups (overlays.e2e.ts tests them): none opens over what a cell taps.
    if (!sessionStorage.getItem(${JSON.stringify(SESSION_SHOWN_KEY)})) sessionStorage.setItem(${JSON.stringify(SESSION_SHOWN_KEY)}, '99');
    // Every text the page ever showed: a short notice may come and go before a slow test looks for it.
    window.__faultMatrixSeen = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') window.__faultMatrixSeen.push(record.target.data);
        for (const node of record.addedNodes) if (node.textContent) window.__faultMatrixSeen.push(node.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  `);
  await setup?.prepare?.({ context, db: h.db, chunk, member: loggedIn?.member });
  return context;
}

/** How long one step of a cell may take before the cell counts as failed (a hang, not a slow page). */
const STEP_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Cell {
  call: string;
  fault: Fault;
  problems: string[];
}

/**
 * How often a wait reads the page's text: reading it lays the page out, which at every frame (the default)
 * cost the matrix about a twentieth of its CPU; a notice that comes and goes between two looks is in the log.
 */
const LOOK_MS = 100;

/** Waits until the page shows something: an app that rendered nothing, or nothing readable, is blank. */
async function assertNotBlank(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0, undefined, { timeout: STEP_MS, polling: LOOK_MS });
}

/** Waits until the page shows the text or has shown it (a notice of 1.5 s may be gone by the time a slow test looks). */
function showsOrShowed(page: Page, text: string, timeout: number): Promise<unknown> {
  return page.waitForFunction(
    (wanted) => {
      const seen = (window as unknown as { __faultMatrixSeen?: string[] }).__faultMatrixSeen ?? [];
      return document.body.innerText.includes(wanted) || seen.some((shown) => shown.includes(wanted));
    },
    text,
    { timeout, polling: LOOK_MS },
  );
}

/**
 * Closes alerts that do not hold the expected text, as a player would: a jump of the clock also times
 * out any other call the page had in flight, and that call's notice comes first in the queue of alerts.
 */
async function closeOtherAlerts(page: Page, text: string): Promise<void> {
  const others = page.getByRole('alertdialog').filter({ hasNotText: text });
  // A few at most: an alert that will not close fails the cell by its missing message, not by a hang.
  for (let tries = 0; tries < 3 && (await others.count().catch(() => 0)) > 0; tries++) {
    await others
      .first()
      .getByRole('button')
      .last()
      .click({ timeout: STEP_MS / 4 })
      .catch(() => undefined);
  }
}

/**
 * Waits for the message; under a time-out the clock is moved on again between looks, for time-outs
 * started after the request (a page's own wait beside it) that the first jump came too early for.
 */
async function shown(page: Page, want: NonNullable<Expected>, fault: Fault): Promise<void> {
  const message = want.in === 'dialog' ? page.getByRole('alertdialog').getByText(want.text, { exact: true }).first() : want.text;
  const jumps = fault === 'time-out' ? 3 : 0;
  for (let jump = 0; ; jump++) {
    const timeout = jump < jumps ? STEP_MS / 4 : STEP_MS;
    try {
      await (typeof message === 'string' ? showsOrShowed(page, message, timeout) : message.waitFor({ timeout }));
      return;
    } catch (error) {
      if (jump >= jumps) throw error;
      if (want.in === 'dialog') await closeOtherAlerts(page, want.text);
      await page.clock.fastForward(PAST_EVERY_TIMEOUT_MS);
    }
  }
}

/** What a cell that missed its message saw: the dialogs open, how many of the call's requests the page finished, the page's text. */
async function whatThePageShows(page: Page, call: string): Promise<string> {
  const dialogs = await page
    .locator('[role="alertdialog"], [role="dialog"]')
    .allInnerTexts()
    .catch(() => []);
  const finished = await page
    .evaluate((path) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length, call)
    .catch(() => NaN);
  const app = await page.evaluate(() => document.documentElement.dataset.app ?? 'not ready').catch(() => '?');
  const text = (
    await page
      .locator('body')
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .slice(0, 300);
  return `dialogs open: ${dialogs.length ? dialogs.map((a) => JSON.stringify(a.replace(/\s+/g, ' '))).join(', ') : 'none'}; requests of the call the page finished: ${finished}; app ${app}; the page reads: ${text}`;
}

/** Runs every fault of one call in one page: returns what went wrong in each. */
async function runCall(context: BrowserContext, proxy: FaultProxy, call: string, trigger: CallTrigger): Promise<Cell[]> {
  const page = await context.newPage();
  const cells: Cell[] = [];
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // Popups a page offers unasked (announcements, the install sheet, the save-image and download popups, the
  // push prompt) are other features: a player closes one that stands in the way, whenever it comes.
  const arrivalPopups = page
    .locator('[role="dialog"]:is(.wl-announcement, .wl-install, .wl-save-image, .wl-download-popup)')
    .or(page.getByRole('dialog', { name: 'Turn on notifications' }));
  await page.addLocatorHandler(arrivalPopups, (popup) => popup.getByRole('button', { name: 'Close' }).first().click());
  const url = `http://${trigger.host}:${proxy.port}${trigger.path}${trigger.path.includes('?') ? '&' : '?'}language=EN`;
  try {
    for (const fault of FAULTS) {
      const problems: string[] = [];
      const started = Date.now();
      uncaught.length = 0;
      let madeCall!: () => void;
      const made = new Promise<void>((resolve) => (madeCall = resolve));
      proxy.fail(call, (req, res) => {
        madeCall();
        // The call's time-out started as it was sent: jump past it (a retry is sent, and jumped, again).
        if (fault === 'time-out') void page.clock.fastForward(PAST_EVERY_TIMEOUT_MS).catch(() => undefined);
        inject(req, res, fault);
      });
      try {
        // A fresh tab state for each fault: the last one's alerts, forms and caches are gone.
        await within(
          page.evaluate(`sessionStorage.clear(); ${fault === 'offline' ? "sessionStorage.setItem('faultMatrix.offline', '1');" : ''}`),
          STEP_MS,
          'the tab did not answer',
        ).catch(() => undefined);
        await page.goto(url, { waitUntil: 'commit' });
        if (trigger.act) {
          await page.waitForFunction(
            () => document.documentElement?.dataset.app === 'ready' && document.getElementById('root')?.querySelector('main, form') !== null,
            undefined,
            { timeout: STEP_MS },
          );
          await within(trigger.act(page), STEP_MS, 'the player could not do what makes the call');
        }
        await within(made, STEP_MS, 'the page did not make the call');
        // A time-out the app keeps itself, beside the request, may start after the request went out.
        if (fault === 'time-out') await page.clock.fastForward(PAST_EVERY_TIMEOUT_MS);
        const want = expected(trigger, fault);
        if (want) {
          await shown(page, want, fault).catch(async () => problems.push(`"${want.text}" not shown; ${await whatThePageShows(page, call)}`));
        }
        await assertNotBlank(page).catch(() => problems.push('blank screen'));
      } catch (error) {
        const dialogs = await page
          .getByRole('dialog')
          .evaluateAll((found) => found.map((d) => d.getAttribute('aria-label') ?? d.textContent?.slice(0, 60)))
          .catch(() => []);
        problems.push(`could not run: ${(error as Error).message.split('\n')[0]}${dialogs.length ? ` (dialogs open: ${dialogs.join(' | ')})` : ''}`);
      }
      problems.push(...uncaught.map((message) => `uncaught error: ${message}`));
      cells.push({ call, fault, problems });
      if (process.env.FAULT_MATRIX_VERBOSE) console.log(`${call} / ${fault}: ${problems.join('; ') || 'ok'} (${Date.now() - started} ms)`);
    }
  } finally {
    // The call stays failed (each fault answering it in turn) until its page is gone with its timers and
    // retries: a request sent late must never reach the server unfailed (a late logout would end the
    // member's session for every later cell).
    await page.close();
    proxy.pass();
  }
  return cells;
}

const WORKERS = 2;

/** A copy of the project where `merchant` signs players in by phone and Google through the identity provider. */
function withPhoneSignIn(merchant: string): string {
  const work = projectCopy();
  const file = path.join(work, 'merchants', `${merchant}.json`);
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  // bindOfferRegister: a sign-in with no account behind it may create one, which the registration cell does.
  settings.sms = {
    provider: 'firebase',
    apiKey: `${merchant}-identity-key`,
    authDomain: `${merchant}.firebaseapp.test`,
    projectId: `${merchant}-identity`,
    bindOfferRegister: true,
  };
  writeFileSync(file, JSON.stringify(settings, null, 2));
  return work;
}

/** The identity provider, for the API: the stand-in's token names a phone no account is linked to. */
async function identityProvider(token: string) {
  if (token !== IDENTITY_TOKEN) throw new HttpError(400, 'firebase.token.invalid', 'The sign-in has expired, please try again');
  return { uid: 'fault-matrix-phone', phoneNumber: '+5511900000001', provider: 'phone' };
}

describe('fault matrix', () => {
  before(async () => {
    h = await startHarness({ root: withPhoneSignIn('sorte777'), verifyIdToken: identityProvider });
  });
  after(async () => {
    await h?.close();
  });

  // A hang fails the suite in minutes rather than holding CI to its limit.
  it("every call of src/api, in every fault: never blank, nothing uncaught, the spec's message", { timeout: 15 * 60_000 }, async () => {
    const calls = callPathsInSource();
    const missing = calls.filter((call) => !CALL_TRIGGERS[call]);
    assert.deepEqual(missing, [], 'calls with no entry in faultMatrix.calls.ts');
    // FAULT_MATRIX_ONLY=claim,fcm runs only the calls whose path holds one of the words (while working on them).
    const only = process.env.FAULT_MATRIX_ONLY?.split(',');
    const chosen = calls.filter((call) => !only || only.some((word) => call.includes(word)));
    const queue = [...chosen];
    const cells: Cell[] = [];
    // Each worker keeps its own phones (moving one page's clock must not move another's) and its own
    // front for the server, which fails the call its page is at.
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const phones = new Map<string, BrowserContext>();
        const proxy = await startFaultProxy(h.port);
        try {
          for (let call = queue.shift(); call; call = queue.shift()) {
            const trigger = CALL_TRIGGERS[call];
            const key = phoneKey(call, trigger);
            if (!phones.has(key)) phones.set(key, await phone(call, trigger));
            cells.push(...(await runCall(phones.get(key)!, proxy, call, trigger)));
          }
        } finally {
          await Promise.all([...phones.values()].map((context) => context.close()));
          await proxy.close();
        }
      }),
    );
    const failed = cells.filter((cell) => cell.problems.length > 0);
    console.log(`fault matrix: ${chosen.length} of ${calls.length} calls x ${FAULTS.length} faults = ${cells.length} cells, ${failed.length} failed`);
    assert.deepEqual(
      failed.map((cell) => `${cell.call} / ${cell.fault}: ${cell.problems.join('; ')}`),
      [],
    );
  });
});
