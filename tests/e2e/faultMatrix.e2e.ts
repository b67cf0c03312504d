// The fault matrix: every /wps call the app makes (faultMatrix.calls.ts, read from src/api) fails in each
// way a server or a network fails, one call at a time, in Chromium against the built app. Each time the
// page stays whole (never blank), nothing throws uncaught, and the player reads what spec section 8 says.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { devices, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';
import { createMember } from '../../server/members.ts';
import { startHarness, type Harness } from './harness.ts';
import { CALL_TRIGGERS, callPathsInSource, isReachable, type CallTrigger } from './faultMatrix.calls.ts';

const SERVER_MESSAGE = 'The operator says no (fault matrix)';
/** Longer than any call's time-out (the default 30 s), jumped over on the page's clock, not waited for. */
const PAST_EVERY_TIMEOUT_MS = 31_000;
const MEMBER_PASSWORD = 'secret-pass-1';

type Fault = '500' | '502' | 'time-out' | 'malformed JSON' | 'success:false with a message' | 'success:false without one' | 'offline';
const FAULTS: Fault[] = ['500', '502', 'time-out', 'malformed JSON', 'success:false with a message', 'success:false without one', 'offline'];

const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers the call as the fault has it; a time-out never answers. */
async function inject(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case '500': return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    case '502': return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    case 'time-out': return;
    case 'malformed JSON': return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "value": {' });
    case 'success:false with a message': return route.fulfill(json({ success: false, message: SERVER_MESSAGE }));
    case 'success:false without one': return route.fulfill(json({ success: false }));
    case 'offline': return route.abort('internetdisconnected');
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
    case 'quiet': return undefined;
    case 'own': return { text: ownText ?? '', in: 'page' };
    case 'boot': return { text: 'The site could not be loaded', in: 'page' };
    // The status call's notice: the server's message, or 'Error'.
    case 'status': return { text: server ? SERVER_MESSAGE : 'Error', in: 'dialog' };
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
/** The stored session of a logged-in member, per merchant host, set into each member page's tab. */
const sessions = new Map<string, string>();

async function memberSession(host: string): Promise<string> {
  const known = sessions.get(host);
  if (known) return known;
  const merchantCode = host.split('.')[1];
  const username = `fault${merchantCode}${Date.now() % 100_000}`;
  const created = await createMember(h.db, { merchantCode, username, password: MEMBER_PASSWORD });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  const { context, page } = await h.newPhone();
  try {
    await page.goto(h.at(host, '/m/login?language=EN'));
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.getByRole('link', { name: username }).waitFor();
    const session = await page.evaluate(() => sessionStorage.getItem('wl.memberSession'));
    assert.ok(session, 'the member is logged in');
    sessions.set(host, session);
    return session;
  } finally {
    await context.close();
  }
}

/**
 * A phone whose clock the test may move (time-outs pass without waiting), whose tab reports itself
 * offline when asked, and, for a member, holds the member's session in every tab.
 */
async function phone(as: CallTrigger['as'], host: string): Promise<BrowserContext> {
  const session = as === 'member' ? await memberSession(host) : undefined;
  const context = await h.browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  context.setDefaultTimeout(STEP_MS);
  await context.clock.install();
  // A script of plain text: the test's own compiled functions may lean on helpers the page lacks.
  await context.addInitScript(`
    if (${JSON.stringify(session ?? '')} && !sessionStorage.getItem('wl.memberSession')) sessionStorage.setItem('wl.memberSession', ${JSON.stringify(session ?? '')});
    if (sessionStorage.getItem('faultMatrix.offline')) Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  `);
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

/** Waits until the page shows something: an app that rendered nothing, or nothing readable, is blank. */
async function assertNotBlank(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0, undefined, { timeout: STEP_MS });
}

/**
 * Waits for the message; under a time-out the clock is moved on again between looks, for time-outs
 * started after the request (a page's own wait beside it) that the first jump came too early for.
 */
async function shown(page: Page, message: Locator, fault: Fault): Promise<void> {
  const jumps = fault === 'time-out' ? 3 : 0;
  for (let jump = 0; ; jump++) {
    try {
      return await message.waitFor({ timeout: jump < jumps ? STEP_MS / 4 : STEP_MS });
    } catch (error) {
      if (jump >= jumps) throw error;
      await page.clock.fastForward(PAST_EVERY_TIMEOUT_MS);
    }
  }
}

/** Runs every fault of one call in one page: returns what went wrong in each. */
async function runCall(context: BrowserContext, call: string, trigger: CallTrigger): Promise<Cell[]> {
  const page = await context.newPage();
  const cells: Cell[] = [];
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const url = h.at(trigger.host, `${trigger.path}${trigger.path.includes('?') ? '&' : '?'}language=EN`);
  try {
    for (const fault of FAULTS) {
      const problems: string[] = [];
      uncaught.length = 0;
      let madeCall!: () => void;
      const made = new Promise<void>((resolve) => (madeCall = resolve));
      const handler = (route: Route) => {
        madeCall();
        // The call's time-out started as it was sent: jump past it (a retry is sent, and jumped, again).
        if (fault === 'time-out') void page.clock.fastForward(PAST_EVERY_TIMEOUT_MS).catch(() => undefined);
        return inject(route, fault);
      };
      const matches = (target: URL) => target.pathname === call;
      await page.route(matches, handler);
      try {
        // A fresh tab state for each fault: the last one's alerts, forms and caches are gone.
        await page.evaluate(`sessionStorage.clear(); ${fault === 'offline' ? "sessionStorage.setItem('faultMatrix.offline', '1');" : ''}`)
          .catch(() => undefined);
        await page.goto(url, { waitUntil: 'commit' });
        if (trigger.act) {
          await page.waitForFunction(() => document.getElementById('root')?.querySelector('main, form') !== null, undefined, { timeout: STEP_MS });
          await within(trigger.act(page), STEP_MS, 'the player could not do what makes the call');
        }
        await within(made, STEP_MS, 'the page did not make the call');
        // A time-out the app keeps itself, beside the request, may start after the request went out.
        if (fault === 'time-out') await page.clock.fastForward(PAST_EVERY_TIMEOUT_MS);
        const want = expected(trigger, fault);
        if (want) {
          const scope = want.in === 'dialog' ? page.getByRole('alertdialog') : page.locator('body');
          await shown(page, scope.getByText(want.text, { exact: want.in === 'dialog' }).first(), fault)
            .catch(async () => problems.push(`"${want.text}" not shown; the page reads: ${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300)}`));
        }
        await assertNotBlank(page).catch(() => problems.push('blank screen'));
      } catch (error) {
        problems.push(`could not run: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await page.unroute(matches, handler);
      }
      problems.push(...uncaught.map((message) => `uncaught error: ${message}`));
      cells.push({ call, fault, problems });
      if (process.env.FAULT_MATRIX_VERBOSE) console.log(`${call} / ${fault}: ${problems.join('; ') || 'ok'}`);
    }
  } finally {
    await page.close();
  }
  return cells;
}

const WORKERS = 2;

describe('fault matrix', () => {
  before(async () => {
    h = await startHarness();
  });
  after(async () => {
    await h?.close();
  });

  it('every call of src/api, in every fault: never blank, nothing uncaught, the spec\'s message', async () => {
    const calls = callPathsInSource();
    const missing = calls.filter((call) => !CALL_TRIGGERS[call]);
    assert.deepEqual(missing, [], 'calls with no entry in faultMatrix.calls.ts');
    const reachable = calls.filter((call) => isReachable(CALL_TRIGGERS[call]));
    const queue = [...reachable];
    const cells: Cell[] = [];
    // Each worker keeps its own phones: moving one page's clock must not move another's.
    await Promise.all(Array.from({ length: WORKERS }, async () => {
      const phones = new Map<string, BrowserContext>();
      try {
        for (let call = queue.shift(); call; call = queue.shift()) {
          const trigger = CALL_TRIGGERS[call] as CallTrigger;
          const key = `${trigger.as}@${trigger.host}`;
          if (!phones.has(key)) phones.set(key, await phone(trigger.as, trigger.host));
          cells.push(...await runCall(phones.get(key)!, call, trigger));
        }
      } finally {
        await Promise.all([...phones.values()].map((context) => context.close()));
      }
    }));
    const failed = cells.filter((cell) => cell.problems.length > 0);
    console.log(`fault matrix: ${reachable.length} of ${calls.length} calls x ${FAULTS.length} faults = ${cells.length} cells, ${failed.length} failed`);
    assert.deepEqual(failed.map((cell) => `${cell.call} / ${cell.fault}: ${cell.problems.join('; ')}`), []);
  });
});
