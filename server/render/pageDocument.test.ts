import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FirstScreenData } from '../../src/app/firstScreenData.ts';
import { siteConfig } from '../../tests/unit/fixtures.tsx';
import { scriptJson } from '../http/markup.ts';
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../web/securityHeaders.ts';
import { EARLY_TAPS_SCRIPT } from './earlyTapsScript.ts';
import { gatherAppCode } from '../../scripts/build/appCodeRegion.ts';
import type { AppFiles } from './buildManifest.ts';
import { appCodeLoader, FIRST_PAINT_SCRIPT, pageDocument } from './pageDocument.ts';

// index.html as the build leaves it: the bundler's tags gathered into the app-code region.
const source = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const index = gatherAppCode(
  source
    .replace('<script type="module" src="/src/main.tsx"></script>', '')
    .replace('</title>', '</title>\n<script type="module" crossorigin src="/m/assets/index.js"></script>'),
  ['/m/assets/index.js'],
);
const app: AppFiles = { entry: '/m/assets/index.js', chunks: ['/m/assets/react.js', '/m/assets/blocks.js'], styles: ['/m/assets/index.css'] };
const config = siteConfig('royal88');
const data = { page: 'home', merchantCode: 'royal88', config, language: 'EN', messages: {}, content: { banners: [] } } as unknown as FirstScreenData;

describe('pageDocument', () => {
  const html = pageDocument(
    index,
    { config, language: 'EN', pageUrl: 'https://m.royal88.test/m/home' },
    {
      html: '<main>rendered</main>',
      data,
      assets: { scripts: ['/m/assets/blocks.js', '/m/assets/page.js'], styles: ['/m/assets/page.css'] },
    },
    app,
  );

  it('holds exactly what React rendered in the root, and the data beside it as JSON that never runs', () => {
    expect(html).toContain('<div id="root"><main>rendered</main></div><script type="application/json" id="wl-first-screen">');
    const json = /<script type="application\/json" id="wl-first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("links the page's own styles and chunks, the merchant's colours and the first-paint mark, and drops the shell's early requests", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/m/assets/page.css">');
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain(`<script>${appCodeLoader(app.entry, [...app.chunks, '/m/assets/page.js'], app.chunks)}</script>`);
    expect(html).not.toContain('wl:app-code');
    expect(html).not.toContain('wl:shell-only');
    expect(html).toContain(`--wl-primary:${config.theme.primary}`);
    expect(html).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    expect(html).not.toContain('__wlEarly');
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(/<html lang="en"/);
  });

  it('holds taps for the app, and asks the browser to prerender logging in and registering on intent, each allowed by its hash', () => {
    expect(html).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    const rules = /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(rules!)).toEqual({
      prerender: [
        {
          source: 'document',
          where: { or: [{ href_matches: { pathname: '/m/login' } }, { href_matches: { pathname: '/m/register' } }] },
          eagerness: 'moderate',
        },
      ],
    });
    const hashes = inlineScriptHashes(html);
    expect(hashes).toContain(`'sha256-${createHash('sha256').update(rules!).digest('base64')}'`);
  });
});

describe('scriptJson', () => {
  it.each([
    ['</script><script>alert(1)</script>', '\\u003c/script>\\u003cscript>alert(1)\\u003c/script>'],
    ['line\u2028break\u2029', 'line\\u2028break\\u2029'],
  ])('%j cannot end its element', (text, expected) => {
    expect(scriptJson(text)).toBe(`"${expected}"`);
    expect(JSON.parse(scriptJson(text))).toBe(text);
  });
});

describe('the first-paint mark', () => {
  const run = (opts: { member?: boolean; saved?: boolean; ua?: string; search?: string; standalone?: boolean; barClosed?: boolean }) => {
    const classes = new Set<string>();
    const storage = (values: Record<string, string | undefined>) => ({ getItem: (key: string) => values[key] ?? null });
    new Function('document', 'sessionStorage', 'localStorage', 'navigator', 'location', 'matchMedia', FIRST_PAINT_SCRIPT)(
      { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
      storage({ 'wl.memberSession': opts.member ? '{"token":"t"}' : undefined, 'wl.downloadBar.hidden': opts.barClosed ? '1' : undefined }),
      storage({ 'wl.savedSession': opts.saved ? '{"token":"t"}' : undefined }),
      { userAgent: opts.ua ?? 'Mozilla/5.0 (Linux; Android 14)' },
      { search: opts.search ?? '' },
      () => ({ matches: opts.standalone ?? false }),
    );
    return [...classes].sort();
  };
  it.each([
    [{}, []],
    [{ member: true }, ['wl-member']],
    [{ saved: true }, ['wl-member']],
    [{ ua: 'Mozilla/5.0 (Linux; Android 14) WLApp/2.3 (uuid)' }, ['wl-no-bar']],
    [{ search: '?inApp=1' }, ['wl-no-bar']],
    [{ standalone: true }, ['wl-no-bar']],
    [{ standalone: true, ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, []],
    [{ member: true, standalone: true }, ['wl-member', 'wl-no-bar']],
    [{ barClosed: true }, ['wl-no-bar']],
  ])('%j marks %j', (opts, expected) => expect(run(opts)).toEqual(expected));
});

describe('pageDocument and the stylesheets', () => {
  it("inlines each stylesheet it has the text of, the app's where its code stood, and leaves the link disabled", () => {
    const css: Record<string, string> = { '/m/assets/base.css': 'body{margin:0}', '/m/assets/page.css': '.page{color:red}</style>' };
    const html = pageDocument(
      index,
      { config, language: 'EN', pageUrl: 'https://m.royal88.test/m/home' },
      {
        html: '',
        data,
        assets: { scripts: [], styles: ['/m/assets/page.css', '/m/assets/other.css'] },
      },
      { ...app, styles: ['/m/assets/base.css'] },
      (href) => css[href],
    );
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/m/assets/base.css" disabled>');
    expect(html).toContain('<style>.page{color:red}<\\/style></style><link rel="stylesheet" crossorigin href="/m/assets/page.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/m/assets/other.css">');
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.page{color:red}'));
    // Where the build put the app's code: before index.html's own boot style, which it may then override.
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.wl-boot'));
  });
});

describe('appCodeLoader', () => {
  const run = (hero: { complete: boolean } | null) => {
    const added: Record<string, unknown>[] = [];
    const heroListeners: Record<string, () => void> = {};
    const timers: (() => void)[] = [];
    const document = {
      head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      createElement: (tag: string) => ({ tag }),
      querySelector: () => hero && { ...hero, addEventListener: (type: string, listener: () => void) => (heroListeners[type] = listener) },
    };
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      appCodeLoader('/m/assets/index.js', ['/m/assets/react.js', '/m/assets/vendor.js', '/m/assets/page.js'], ['/m/assets/react.js', '/m/assets/vendor.js']),
    )(
      document,
      (frame: () => void) => frame(),
      (task: () => void) => timers.push(task),
    );
    /** What was added, as attributes (a script's load and error handlers aside). */
    const seen = () => added.map(({ onload, onerror, ...attributes }) => attributes);
    /** Runs the tasks waiting now, in order; returns how many ran. */
    const tasks = () => timers.splice(0).map((task) => task()).length;
    /** A script has run (or failed). */
    const ran = (src: string, event: 'onload' | 'onerror' = 'onload') => {
      (added.find((element) => element.src === src)![event] as () => void)();
    };
    return { seen, tasks, ran, heroListeners };
  };
  const preload = (name: string) => ({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href: `/m/assets/${name}.js` });
  const script = (name: string) => ({ tag: 'script', type: 'module', crossOrigin: '', src: `/m/assets/${name}.js` });

  it("asks for the app's code once the first screen's picture has loaded and painted", () => {
    const { seen, tasks, heroListeners } = run({ complete: false });
    expect(seen()).toEqual([]);
    heroListeners.load();
    tasks();
    expect(seen()).toEqual([script('react'), preload('vendor')]);
  });

  it('asks for the first chunk at once and the other files one per task, then runs the chunks one per task, each after the last, and the entry last', () => {
    const { seen, tasks, ran } = run(null);
    tasks();
    expect(seen()).toEqual([script('react'), preload('vendor')]);
    tasks();
    expect(seen()).toEqual([script('react'), preload('vendor'), preload('page')]);
    tasks();
    ran('/m/assets/react.js');
    expect(seen()).toHaveLength(3);
    tasks();
    expect(seen()).toEqual([script('react'), preload('vendor'), preload('page'), script('vendor')]);
    // A chunk that fails to load holds nothing up: the entry reports what the page lacks.
    ran('/m/assets/vendor.js', 'onerror');
    tasks();
    expect(seen().at(-1)).toEqual(script('index'));
    ran('/m/assets/index.js');
    expect(tasks()).toBe(1);
    expect(seen()).toHaveLength(5);
  });

  it('asks for it after the first paint on a page without a picture, and once only whatever comes after', () => {
    const { seen, tasks } = run(null);
    while (tasks() > 0);
    expect(seen()).toEqual([script('react'), preload('vendor'), preload('page')]);
  });

  it('asks for it after its longest wait when the picture never comes', () => {
    const { seen, tasks } = run({ complete: false });
    tasks();
    expect(seen()).toEqual([script('react'), preload('vendor')]);
  });
});
