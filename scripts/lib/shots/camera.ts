// The browser `wl shots` looks through: a fresh phone per cell, the page left alone until it has drawn
// everything it is going to draw, and nothing moving when the picture is taken.
import { existsSync } from 'node:fs';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { FIRST_SCREEN_MARK } from '../../../src/platform/firstScreen.ts';
import { STORAGE_KEYS } from '../../../src/platform/storage.ts';
import { CliError } from '../cliError.ts';
import { RequestTracker } from './requestTracker.ts';
import { DEFAULT_VIEWPORT, parseViewport, type Viewport } from './viewports.ts';

/** Chromium's headless shell (the same engine for about half the CPU per page), else the full browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
/** Where watchPage keeps the page's DOM changes and its timers due soon, from the page's very first moment. */
const PROBE = '__wlShots';
/**
 * A timer due within this is work about to happen (React reveals a suspended part up to 300 ms late);
 * a longer one is a cap or a period (request time-outs, the spinner's 10 s, the connectivity ping).
 */
const SHORT_TIMER_MS = 1000;
/** How long the picture of a page that did not settle may take. */
const LAST_LOOK_MS = 5000;
/** Rounds in a row without a change before the picture is taken (see settled). */
const QUIET_ROUNDS = 2;
/** The OverlayStore's count of declared popups shown this session (docs/architecture.md): past the cap, none opens over the page. */
const POPUPS_SHOWN_KEY = 'wl.pagePopups.shown';
const POPUPS_SHOWN_CAPPED = '1000000';
/** An Android phone's user agent: pages that offer the app choose by platform. */
const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;

export interface CellPicture {
  png: Buffer;
  /** The path the app ended on (a member page sends a visitor to log in). */
  pathname: string;
  /** Errors the page threw; the picture is taken all the same. */
  pageErrors: string[];
  /** Why the page did not settle: the picture shows it as it was when the wait gave up. */
  unsettled?: string;
}

export interface Camera {
  /** The member session the app keeps after taking over `token` on home, to hand to every member cell. */
  memberSession(origin: string, token: string, timeoutMs: number): Promise<string>;
  shoot(url: string, opts: { viewport: Viewport; memberSession?: string; timeoutMs: number }): Promise<CellPicture>;
  close(): Promise<void>;
}

/**
 * The browser binary where the end-to-end harness looks for it (its variables, the system's headless
 * shell, the full browser), except that a CHROMIUM_PATH the operator set wins over the system's shell.
 */
export function browserPath(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = existsSync): string {
  const chosen = env.CHROMIUM_HEADLESS_SHELL_PATH || env.CHROMIUM_PATH || (exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
  if (!exists(chosen)) throw new CliError(`no Chromium at ${chosen}: install the Debian package chromium-headless-shell (or chromium), or set CHROMIUM_PATH`);
  return chosen;
}

/** Opens the browser with each merchant's host name resolving to the local server. */
export async function openCamera(hosts: readonly string[]): Promise<Camera> {
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Colours as the files say them, whatever the machine's display profile.
      '--force-color-profile=srgb',
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
    ],
  });
  return {
    memberSession: (origin, token, timeoutMs) => takeMemberSession(browser, origin, token, timeoutMs),
    shoot: (url, opts) => shoot(browser, url, opts),
    close: () => browser.close(),
  };
}

async function newPhone(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    // The marquee stands still and the carousel does not turn; modals appear without sliding.
    reducedMotion: 'reduce',
    // No page answered from a worker's cache, and every request seen by the tracker.
    serviceWorkers: 'block',
  });
}

async function takeMemberSession(browser: Browser, origin: string, token: string, timeoutMs: number): Promise<string> {
  const context = await newPhone(browser, parseViewport(DEFAULT_VIEWPORT));
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/home?token=${encodeURIComponent(token)}`, { timeout: timeoutMs });
    const stored = await page.waitForFunction(
      ({ key, token }) => {
        const value = sessionStorage.getItem(key);
        return value?.includes(token) ? value : undefined;
      },
      { key: STORAGE_KEYS.memberSession, token },
      { timeout: timeoutMs },
    );
    return (await stored.jsonValue()) as string;
  } finally {
    await context.close();
  }
}

async function shoot(browser: Browser, url: string, opts: { viewport: Viewport; memberSession?: string; timeoutMs: number }): Promise<CellPicture> {
  const deadline = Date.now() + opts.timeoutMs;
  const context = await newPhone(browser, opts.viewport);
  try {
    await context.addInitScript(watchPage, { probe: PROBE, shortMs: SHORT_TIMER_MS });
    await context.addInitScript(
      ({ popupsKey, popupsCapped, sessionKey, session }) => {
        try {
          // Popups open on their own timers, after the page is drawn: a picture would show one or not by chance.
          sessionStorage.setItem(popupsKey, popupsCapped);
          if (session && !sessionStorage.getItem(sessionKey)) sessionStorage.setItem(sessionKey, session);
        } catch {
          // A frame of another origin has no storage of ours.
        }
      },
      { popupsKey: POPUPS_SHOWN_KEY, popupsCapped: POPUPS_SHOWN_CAPPED, sessionKey: STORAGE_KEYS.memberSession, session: opts.memberSession ?? '' },
    );
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const requests = new RequestTracker(page);
    const answer = await page.goto(url, { timeout: left(deadline) });
    if (answer && answer.status() >= 500) throw new Error(`the server answered ${answer.status()} for ${new URL(url).pathname}`);
    const unsettled = await settled(page, requests, deadline).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    // A page that did not settle is still shown as it was, which often says why.
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', timeout: unsettled ? LAST_LOOK_MS : left(deadline) });
    return { png, pathname: new URL(page.url()).pathname, pageErrors, unsettled };
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page has drawn all it will: the app has taken the page over, its first screen is
 * marked (the images in view loaded), then rounds of no request in flight, fonts and images in view
 * decoded, idle periods and frames drawn, until QUIET_ROUNDS rounds in a row in which nothing changed
 * and no timer is due soon. What the app starts once the page has settled (floating buttons) comes a
 * few frames and an idle period after the mark, and React shows it after a short timer.
 */
async function settled(page: Page, requests: RequestTracker, deadline: number): Promise<void> {
  await step('the app to take the page over', () =>
    page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: left(deadline) }),
  );
  await step('the first screen to be drawn', () =>
    page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_SCREEN_MARK, { timeout: left(deadline) }),
  );
  let quiet = 0;
  while (quiet < QUIET_ROUNDS) {
    await step('its requests to be answered', () => requests.none(left(deadline)));
    const started = requests.started;
    const round = await step('the page to stop changing', () => page.evaluate(quietRound, PROBE));
    quiet = round.before === round.after && round.timers === 0 && requests.started === started && requests.inFlight === 0 ? quiet + 1 : 0;
    if (quiet < QUIET_ROUNDS && Date.now() >= deadline)
      throw new Error(`the page kept changing (${round.timers > 0 ? 'a timer kept being set' : 'new requests or changes kept coming'})`);
  }
}

/**
 * Runs in the page before its own scripts: counts its DOM changes, and keeps the timers due within
 * `shortMs` that have neither fired nor been cleared.
 */
function watchPage({ probe, shortMs }: { probe: string; shortMs: number }): void {
  const state = { mutations: 0, timers: new Set<number>() };
  (window as unknown as Record<string, typeof state>)[probe] = state;
  new MutationObserver(() => {
    state.mutations += 1;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || Number(delay) > shortMs) return setTimer(handler, delay, ...args);
    const id = setTimer(() => {
      state.timers.delete(id);
      (handler as (...a: unknown[]) => void)(...args);
    }, delay);
    state.timers.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) state.timers.delete(id);
    clearTimer(id);
  }) as typeof window.clearTimeout;
}

/** One round in the page: fonts ready, images in view loaded and decoded, then twice an idle period and two frames. */
async function quietRound(probe: string): Promise<{ before: number; after: number; timers: number }> {
  const state = (window as unknown as Record<string, { mutations: number; timers: Set<number> }>)[probe];
  const before = state.mutations;
  await document.fonts.ready;
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  });
  await Promise.all(
    inView.map((img) =>
      (img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          })
      ).then(() => img.decode().catch(() => undefined)),
    ),
  );
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  return { before, after: state.mutations, timers: state.timers.size };
}

/** Runs one wait, saying what it waited for when it fails. */
async function step<T>(what: string, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`waiting for ${what}: ${message}`);
  }
}

const left = (deadline: number) => Math.max(1, deadline - Date.now());
