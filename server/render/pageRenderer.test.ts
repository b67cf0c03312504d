// A page that cannot be rendered on the server never fails its request: the answer is the merchant's
// branded shell, the cause is logged once, and after the retry time the page is rendered again. The
// build here is a stand-in (index.html, the asset manifest, a server half whose render throws or rejects)
// in a folder of its own; the merchant and its config come from the project as the server loads it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { intlLocale } from '../../src/i18n/languages.ts';
import { LiveProject } from '../merchants/project.ts';
import { themeVariables } from './brandedShell.ts';
import { PageRenderer, type PageRequest } from './pageRenderer.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const live = await LiveProject.open({ root: repositoryRoot, preview: false });
const merchant = live.current.merchants.find((m) => m.data.merchantCode === 'royal88')!.data;
const config = live.siteConfig(merchant);
const home: PageRequest = { project: live.current, merchant, config, language: config.languages.default, page: 'home' };

const RETRY_MS = 10_000;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>…</title>
    <!--wl:app-code--><script type="module" crossorigin src="/m/assets/index-test.js"></script><!--/wl:app-code-->
  </head>
  <body>
    <div id="root"><div class="wl-boot" role="progressbar" aria-busy="true" aria-label="Loading"></div></div>
    <!--wl:shell-only--><noscript>This site needs JavaScript.</noscript><!--/wl:shell-only-->
  </body>
</html>
`;
const MANIFEST = { 'index.html': { file: 'assets/index-test.js', isEntry: true, css: ['assets/index-test.css'] } };
const RENDERED_MAIN = '<main class="wl-home"><h1>Rendered on the server</h1></main>';

/** What each stand-in build's server half reports, by its folder's name. */
interface FakeState {
  calls: number;
  failing: boolean;
}
const STATES = Symbol.for('wl.pageRenderer.test');
const states = ((globalThis as Record<symbol, unknown>)[STATES] ??= {}) as Record<string, FakeState>;

type Failure = 'throws' | 'rejects';
const CAUSES: Record<Failure, string> = {
  throws: 'a block of home failed to render',
  rejects: "home's content did not arrive: banners, lanes",
};

/**
 * The server half's source: renderEntryPage throws at once (a render that breaks), or rejects after a
 * turn (a content call that failed), while the test says it fails; then it renders a page.
 */
function serverEntrySource(key: string, failure: Failure): string {
  const rendered = `({ html: ${JSON.stringify(RENDERED_MAIN)}, data: { page: request.page, merchantCode: request.config.merchantCode, config: request.config, language: request.language, messages: {}, content: { banners: [] } } })`;
  const body =
    failure === 'throws'
      ? `export function renderEntryPage(request) {
  state.calls += 1;
  if (state.failing) throw new Error(${JSON.stringify(CAUSES.throws)});
  return Promise.resolve(${rendered});
}`
      : `export async function renderEntryPage(request) {
  state.calls += 1;
  await new Promise((resolve) => setImmediate(resolve));
  if (state.failing) throw new Error(${JSON.stringify(CAUSES.rejects)});
  return ${rendered};
}`;
  return `const state = globalThis[Symbol.for('wl.pageRenderer.test')][${JSON.stringify(key)}];
export const ENTRY_PAGES = ['home', 'login', 'register', 'inviteFriends'];
export function entryPaths(page) { return page === 'home' ? ['/m/home', '/m/'] : ['/m/' + page]; }
export function entrySource(page) { return 'src/pages/' + page + '.tsx'; }
export function messagesUrl(language, bundle) { return '/m/assets/i18n/test/' + bundle + '/' + language + '.json'; }
${body}
`;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A build in a folder of its own, and a renderer serving it that logs into `warn`. */
function rendererOverFakeBuild(failure: Failure) {
  const root = mkdtempSync(path.join(tmpdir(), 'wl-page-renderer-'));
  folders.push(root);
  mkdirSync(path.join(root, 'dist', '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const key = path.basename(root);
  const state: FakeState = { calls: 0, failing: true };
  states[key] = state;
  writeFileSync(path.join(root, 'dist-server', 'serverEntry.js'), serverEntrySource(key, failure));
  const warn = vi.fn<(line: string) => void>();
  const renderer = new PageRenderer({ distDir: path.join(root, 'dist'), apiOrigin: () => 'http://127.0.0.1:9', live: false, warn });
  return { renderer, state, warn };
}

const documentOf = (html: string) => new JSDOM(html).window.document;

describe('PageRenderer, when the render fails', () => {
  test.each(['throws', 'rejects'] as const)('a render that %s: the branded shell, the cause logged once, a new try after the retry time', async (failure) => {
    // PageRenderer reads the clock through Date.now() and takes no clock of its own: the test fakes Date only.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-26T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { renderer, state, warn } = rendererOverFakeBuild(failure);

    const first = await renderer.answer(home);
    expect(first.rendered).toBe(false);
    expect(first.retryAt).toBe(start + RETRY_MS);
    const shell = documentOf(first.html);
    expect(shell.documentElement.lang).toBe(intlLocale(home.language));
    expect(shell.title).toBe(merchant.templateParameters.pwa.title);
    expect(shell.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(merchant.theme.primary);
    for (const [name, value] of themeVariables(config.theme)) expect(shell.head.innerHTML).toContain(`${name}:${value}`);
    const skeleton = shell.getElementById('root')!.firstElementChild!;
    expect(skeleton.getAttribute('role')).toBe('progressbar');
    expect(skeleton.getAttribute('aria-label')).toBe(merchant.templateParameters.pwa.title);
    expect(skeleton.querySelector('img')?.getAttribute('src')).toBe(merchant.templateParameters.image_logo);
    expect(shell.getElementById('wl-first-screen')).toBeNull();
    expect(first.html).not.toContain(RENDERED_MAIN);

    const cause = `Page not rendered on the server, the browser renders it: royal88 home (${home.language}): ${CAUSES[failure]}`;
    expect(warn.mock.calls).toEqual([[cause]]);

    // Repeated requests before the retry time: the same shell, no new render, nothing logged again.
    vi.setSystemTime(start + RETRY_MS - 1);
    const repeated = await Promise.all([renderer.answer(home), renderer.answer(home), renderer.answer(home)]);
    for (const answer of repeated) {
      expect(answer.rendered).toBe(false);
      expect(answer.etag).toBe(first.etag);
    }
    expect(state.calls).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);

    // After the retry time the page is rendered again; failing for the same cause, it is not logged again.
    vi.setSystemTime(start + RETRY_MS + 1);
    const retried = await renderer.answer(home);
    expect(state.calls).toBe(2);
    expect(retried.rendered).toBe(false);
    expect(retried.retryAt).toBe(start + 2 * RETRY_MS + 1);
    expect(warn).toHaveBeenCalledTimes(1);

    // Once the render works, the next try answers the rendered page, which is then kept.
    state.failing = false;
    vi.setSystemTime(start + 2 * RETRY_MS + 2);
    const rendered = await renderer.answer(home);
    expect(state.calls).toBe(3);
    expect(rendered.rendered).toBe(true);
    expect(rendered.retryAt).toBeUndefined();
    const page = documentOf(rendered.html);
    expect(page.getElementById('root')!.innerHTML).toBe(RENDERED_MAIN);
    expect(JSON.parse(page.getElementById('wl-first-screen')!.textContent!)).toMatchObject({ page: 'home', merchantCode: 'royal88', language: home.language });
    vi.setSystemTime(start + 10 * RETRY_MS);
    expect((await renderer.answer(home)).etag).toBe(rendered.etag);
    expect(state.calls).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('each page and language that fails is logged once of its own', async () => {
    const { renderer, state, warn } = rendererOverFakeBuild('rejects');
    const english = { ...home, language: 'EN' as const };
    await renderer.answer(home);
    await renderer.answer(english);
    await renderer.answer({ ...home, page: 'login' });
    await renderer.answer(english);
    expect(state.calls).toBe(3);
    expect(warn.mock.calls.map(([line]) => line.replace(/: home's content.*$/, ''))).toEqual([
      `Page not rendered on the server, the browser renders it: royal88 home (${home.language})`,
      'Page not rendered on the server, the browser renders it: royal88 home (EN)',
      `Page not rendered on the server, the browser renders it: royal88 login (${home.language})`,
    ]);
  });

  test('a page it does not render is the branded shell, with nothing logged and no retry', async () => {
    const { renderer, state, warn } = rendererOverFakeBuild('throws');
    const answer = await renderer.answer({ ...home, page: undefined });
    expect(answer.rendered).toBe(false);
    expect(answer.retryAt).toBeUndefined();
    expect(documentOf(answer.html).getElementById('root')!.firstElementChild!.getAttribute('aria-label')).toBe(merchant.templateParameters.pwa.title);
    expect(state.calls).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
