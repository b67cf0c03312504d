// Starts the reference API serving the built app, and a phone-sized Chromium whose host resolver maps
// every merchant's test domain to it, so merchant resolution by host name is exercised for real.
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../server/db/index.ts';
import type { IdTokenVerifier } from '../../server/identity/idTokens.ts';
import { createServer } from '../../server/index.ts';
import { onServer, withSearchPath } from '../server/database.ts';
import { withTestRsaKey } from '../server/rsaKey.ts';

// The suites' servers, and the processes they start, decrypt with one key made once per machine.
withTestRsaKey();

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The full browser: installing a web app is a feature of the browser, not of its engine. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser the suites drive: Chromium's headless shell (Debian package `chromium-headless-shell`), the
 * same engine without the desktop browser around it, which loads a page for about half the CPU; the full
 * browser where the shell is not installed.
 */
export const testBrowserPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);
/** Headless Chromium on the closed network, with every merchant's test domain mapped to the server. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

export interface Harness {
  baseUrl: string;
  port: number;
  browser: Browser;
  /** The reference API's database, for setting up members the way an operator would. */
  db: Db;
  /** Reads the merchant and template files again, as after an operator's edit. */
  reload(): Promise<unknown>;
  /** URL of a path on a merchant's domain, e.g. at('m.royal88.test', '/m/home'). */
  at(host: string, pathname: string): string;
  /**
   * A fresh phone. Its service workers are blocked unless asked for, so that no page is answered from a
   * worker's cache and `page.route` sees every request; tests of the web app itself allow them.
   */
  newPhone(kind?: 'android' | 'iphone', opts?: { serviceWorkers?: 'allow' | 'block' }): Promise<{ context: BrowserContext; page: Page }>;
  /** Runs `run` on a fresh Android phone's page, and closes the phone after it, whatever happened. */
  withPhone(run: (page: Page) => Promise<void>): Promise<void>;
  /** The metrics' address, when the harness was asked for them. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** A copy of the project's merchants, templates and schemas that a test may edit; returns its root. */
export function projectCopy(): string {
  const work = mkdtempSync(path.join(tmpdir(), 'wl-e2e-'));
  for (const dir of ['merchants', 'templates', 'schema']) cpSync(path.join(root, dir), path.join(work, dir), { recursive: true });
  return work;
}

/**
 * Settles once the app has taken the page over: a page the server rendered shows its form before the
 * app's code runs, and a tap then does nothing a player would see.
 */
export const appReady = (page: Page): Promise<unknown> => page.waitForFunction(() => document.documentElement?.dataset.app === 'ready');

/**
 * The PostgreSQL server the suites' servers open when one is given (`npm run test:e2e` passes DATABASE_URL
 * on as WL_E2E_DATABASE_URL; the servers the suites start as processes never see it): each harness in a
 * schema of its own, dropped when it closes. Without one, each opens the embedded database in memory.
 * A server on PostgreSQL starts for about a quarter less CPU (4.3–4.8 CPU-s against 5.8–7.0) than on the embedded engine.
 */
const postgresUrl = process.env.WL_E2E_DATABASE_URL || undefined;

/** The database of one server a suite starts in this process: its PostgreSQL schema (dropped by `drop`), or none (the embedded one). */
export async function suiteDatabase(): Promise<{ databaseUrl?: string; drop(): Promise<unknown> }> {
  if (!postgresUrl) return { drop: async () => undefined };
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  await onServer(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  return {
    databaseUrl: withSearchPath(postgresUrl, schema),
    drop: () => onServer(postgresUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`)),
  };
}

type BrowserKind = 'shell' | 'asPlayersHaveIt';

const launch = async (kind: BrowserKind) =>
  preferReducedMotion(
    await chromium.launch({
      // The headless shell is the quicker; the full browser, with the back/forward cache Playwright would
      // turn off, is the one a player has (the cache and prerendering are not in the shell).
      executablePath: kind === 'asPlayersHaveIt' ? chromiumPath : testBrowserPath,
      args: chromiumArgs,
      ...(kind === 'asPlayersHaveIt' ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    }),
  );

/**
 * The suites' pages prefer reduced motion unless a test asks otherwise (`reducedMotion: 'no-preference'`):
 * a home page whose marquee scrolls and whose carousel slides keeps the headless browser drawing frames, in
 * software, for as long as it is open (1.7 CPU-s over ten idle seconds; 0.14 with reduced motion), and the
 * suites keep pages open while they look and wait.
 */
function preferReducedMotion(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** The browsers the suites of this process share, by kind, when it runs several (scripts/test/e2e.ts). */
let shared: Map<BrowserKind, { browser: Promise<Browser>; users: number }> | undefined;

/**
 * From now on, the suites of this process share one browser of each kind (a launch is about a CPU-second);
 * returns what closes them, for after the last suite.
 */
export function shareBrowsers(): () => Promise<void> {
  const browsers: NonNullable<typeof shared> = new Map();
  shared = browsers;
  return async () => {
    shared = undefined;
    await Promise.allSettled([...browsers.values()].map(async ({ browser }) => (await browser).close()));
  };
}

/**
 * A browser of the kind, and what lets it go: a browser of its own is closed; a shared one has whatever
 * its suites left open closed once its last user lets go, so the next suite starts on a clean browser.
 */
export async function openBrowser(kind: BrowserKind = 'shell'): Promise<{ browser: Browser; release(): Promise<void> }> {
  if (!shared) {
    const browser = await launch(kind);
    return { browser, release: () => browser.close() };
  }
  let entry = shared.get(kind);
  if (!entry) {
    const browsers = shared;
    const launched = launch(kind);
    entry = { browser: launched, users: 0 };
    browsers.set(kind, entry);
    // A browser that crashed is not handed to the next suite: that one launches another.
    launched.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (browsers.get(kind)?.browser === launched) browsers.delete(kind);
        }),
      () => browsers.delete(kind),
    );
  }
  const using = entry;
  const browser = await using.browser;
  using.users += 1;
  return {
    browser,
    async release() {
      using.users -= 1;
      if (using.users === 0) await Promise.all(browser.contexts().map((context) => context.close()));
    },
  };
}

export async function startHarness(
  opts: { root?: string; preview?: boolean; defaultMerchant?: string; verifyIdToken?: IdTokenVerifier; asPlayersHaveIt?: boolean; metrics?: boolean } = {},
): Promise<Harness> {
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('dist/ is missing: run "npm run build" first');
  const database = await suiteDatabase();
  const server = await createServer({
    root: opts.root ?? root,
    port: 0,
    preview: opts.preview ?? false,
    defaultMerchant: opts.defaultMerchant,
    // How the API checks identity-provider tokens; by default against Google's published keys.
    verifyIdToken: opts.verifyIdToken,
    // Tests read the codes and e-mails the API "sent", as a developer does in preview.
    devOutboxes: true,
    // Pages are served over plain HTTP on several host names (the line-speed test times one from another),
    // as on a developer's machine: the policy keeps those origins, as the preview's does.
    plainHttpOrigins: true,
    // Every answer the browser tests provoke is checked against its route's schema.
    checkAnswers: true,
    distDir,
    dataDir: 'memory',
    databaseUrl: database.databaseUrl,
    quiet: true,
    ...(opts.metrics ? { metrics: { port: 0 } } : {}),
  });
  // The database opens in the background; pages are tested once it has.
  await server.db.query('SELECT 1');
  const { browser, release } = await openBrowser(opts.asPlayersHaveIt ? 'asPlayersHaveIt' : 'shell');
  const at = (host: string, pathname: string) => `http://${host}:${server.port}${pathname}`;
  const newPhone: Harness['newPhone'] = async (kind = 'android', { serviceWorkers = 'block' } = {}) => {
    const context = await browser.newContext({ ...devices[kind === 'android' ? 'Pixel 7' : 'iPhone 15'], serviceWorkers });
    const page = await context.newPage();
    return { context, page };
  };
  return {
    baseUrl: server.url.replace(/\/m\/home$/, ''),
    port: server.port,
    browser,
    db: server.db,
    reload: () => server.reload(),
    at,
    newPhone,
    ...(server.metricsPort ? { metricsUrl: `http://127.0.0.1:${server.metricsPort}/metrics` } : {}),
    async withPhone(run) {
      const { context, page } = await newPhone();
      try {
        await run(page);
      } finally {
        await context.close();
      }
    },
    async close() {
      await release();
      await server.close();
      await database.drop();
    },
  };
}
