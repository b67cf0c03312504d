import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildSiteConfig, loadProject } from '../../project/project.ts';
import type { LanguageCode, ResolvedPage, RuntimeBlock, SiteConfig, Theme } from '../../src/config/types.generated.ts';
import { inlineScriptHashes } from '../web/securityHeaders.ts';
import { bootSections, bootSkeleton, bootStyle, brandedShell, rootContent, themeVariables, type BootSection } from './brandedShell.ts';
import { withHead, type HeadInput } from './documentHead.ts';

const root = path.resolve(import.meta.dirname, '../..');
const project = await loadProject(root);
const configOf = (code: string): SiteConfig =>
  buildSiteConfig(project.merchants.find((m) => m.data.merchantCode === code)!.data, project.templates, { preview: false });
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
const bootCss = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)![1];

const input = (code: string, language: LanguageCode = 'EN', config = configOf(code)): HeadInput => ({
  config,
  language,
  pageUrl: `https://m.${code}.test/m/deposit`,
});
const rootOf = (html: string) => new JSDOM(html).window.document.getElementById('root')!;

const block = (type: string, props: Record<string, unknown> = {}): RuntimeBlock => ({ type, props, pointer: `templates/t.json#/blocks/${type}` });
const page = (...blocks: RuntimeBlock[]): ResolvedPage => ({
  template: 't',
  blocks: Object.fromEntries(blocks.map((b, i) => [`b${i}`, b])),
  order: blocks.map((_, i) => `b${i}`),
  overlays: {},
});

describe('brandedShell', () => {
  test.each([
    {
      code: 'royal88',
      colours: '--wl-primary:#c8102e;--wl-secondary:#f5c542;--wl-bg:#1b0b0d;--wl-surface:#2a1216;--wl-text:#fff7e8;--wl-header:#c8102e',
      shape: '--wl-boot-banner:750/330;--wl-boot-acts:4;--wl-boot-cards:repeat(2,minmax(0,1fr))',
      title: 'Royal 88',
    },
    {
      code: 'sorte777',
      colours: '--wl-primary:#1a5cff;--wl-secondary:#19d18b;--wl-bg:#07112b;--wl-surface:#10214d;--wl-text:#eef4ff;--wl-header:#0e3fc0',
      shape: '--wl-boot-banner:25/11;--wl-boot-acts:5;--wl-boot-cards:repeat(3,minmax(0,1fr))',
      title: 'Sorte 777 Cassino',
    },
    {
      code: 'xoso68',
      colours: '--wl-primary:#0a7d45;--wl-secondary:#ffc93c;--wl-bg:#06160f;--wl-surface:#0f2a1d;--wl-text:#f1fff6;--wl-header:#0a7d45',
      shape: '--wl-boot-banner:750/330;--wl-boot-cards:repeat(3,38%);--wl-boot-acts:4',
      title: 'Xổ Số 68',
    },
  ])('$code: its colours and home shape, its logo and title in the skeleton', ({ code, colours, shape, title }) => {
    const shell = brandedShell(indexHtml, input(code));
    expect(shell).toContain(`<style>:root{${colours};${shape}}</style>\n  </head>`);
    const skeleton = rootOf(shell).firstElementChild!;
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('role')).toBe('progressbar');
    expect(skeleton.getAttribute('aria-label')).toBe(title);
    expect(skeleton.querySelector('.wl-boot__bar > img.wl-boot__logo')?.getAttribute('src')).toBe(`/cdn/${code}/logo.png`);
    expect(rootOf(shell).children).toHaveLength(1);
  });

  test('adds no script: the page keeps its inline scripts and so their CSP hashes', () => {
    const shell = brandedShell(indexHtml, input('royal88'));
    expect(inlineScriptHashes(shell)).toEqual(inlineScriptHashes(indexHtml));
    expect(shell.match(/<script\b/g)).toEqual(indexHtml.match(/<script\b/g));
  });

  test('changes nothing but the head and what #root holds', () => {
    const headed = withHead(indexHtml, input('sorte777', 'PT-BR'));
    const shell = brandedShell(indexHtml, input('sorte777', 'PT-BR'));
    const config = configOf('sorte777');
    const oldRoot = rootOf(indexHtml).innerHTML;
    expect(shell).toBe(
      headed
        .replace('  </head>', `    ${bootStyle(config)}\n  </head>`)
        .replace(`<div id="root">${oldRoot}</div>`, `<div id="root">${bootSkeleton(config)}</div>`),
    );
  });

  test('adds under 2.5 KB to the page', () => {
    for (const code of ['royal88', 'sorte777', 'xoso68']) {
      const added = brandedShell(indexHtml, input(code)).length - withHead(indexHtml, input(code)).length + rootOf(indexHtml).innerHTML.length;
      expect(added).toBeLessThan(2500);
    }
  });

  test('a theme value or logo address cannot break out of the style or the markup', () => {
    const config = configOf('royal88');
    const evil: SiteConfig = {
      ...config,
      theme: { ...config.theme, primary: 'red}</style><script>alert(1)</script>' },
      templateParameters: {
        ...config.templateParameters,
        image_logo: '/logo.svg" onerror="alert(1)',
        pwa: { ...config.templateParameters.pwa, title: '"><script>x</script>' },
      },
    };
    const shell = brandedShell(indexHtml, input('royal88', 'EN', evil));
    expect(inlineScriptHashes(shell)).toEqual(inlineScriptHashes(indexHtml));
    const skeleton = rootOf(shell).firstElementChild!;
    expect(skeleton.querySelector('img')?.getAttribute('src')).toBe('/logo.svg" onerror="alert(1)');
    expect(skeleton.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(skeleton.getAttribute('aria-label')).toBe('"><script>x</script>');
    expect(shell).not.toContain('--wl-primary:red');
  });
});

describe('the skeleton follows home', () => {
  test.each<{ name: string; home: ResolvedPage; expected: BootSection[] }>([
    {
      name: 'a casino home',
      home: page(
        block('download-bar'),
        block('sticky-container'),
        block('banner-carousel'),
        block('marquee'),
        block('activity-buttons', { columns: 4 }),
        block('game-lanes', { layout: 'grid', columns: 2 }),
        block('site-footer'),
      ),
      expected: [{ kind: 'banner', ratio: '750/330' }, { kind: 'strip' }, { kind: 'activities', columns: 4 }, { kind: 'lanes', columns: 2, layout: 'grid' }],
    },
    {
      name: 'a lottery home: lanes in a row before the activities',
      home: page(
        block('banner-carousel', { aspectRatio: '750 / 330' }),
        block('marquee'),
        block('game-lanes', { layout: 'row', columns: 3 }),
        block('activity-buttons'),
      ),
      expected: [{ kind: 'banner', ratio: '750/330' }, { kind: 'strip' }, { kind: 'lanes', columns: 3, layout: 'row' }, { kind: 'activities', columns: 4 }],
    },
    {
      name: 'only the first of each kind',
      home: page(block('banner-carousel', { aspectRatio: '25/11' }), block('banner-carousel', { aspectRatio: '1/1' })),
      expected: [{ kind: 'banner', ratio: '25/11' }],
    },
    {
      name: 'props the schema would refuse fall back to the defaults',
      home: page(
        block('banner-carousel', { aspectRatio: '1/1;}</style>' }),
        block('activity-buttons', { columns: 9 }),
        block('game-lanes', { columns: '3', layout: 'masonry' }),
      ),
      expected: [
        { kind: 'banner', ratio: '750/330' },
        { kind: 'activities', columns: 4 },
        { kind: 'lanes', columns: 2, layout: 'grid' },
      ],
    },
    { name: 'a home without those blocks: the header bar alone', home: page(block('site-header')), expected: [] },
  ])('$name', ({ home, expected }) => expect(bootSections(home)).toEqual(expected));

  test.each<{ name: string; theme: Partial<Theme>; expected: [string, string][] }>([
    {
      name: 'the header colour when given',
      theme: { headerColor: '#000' },
      expected: [
        ['--wl-primary', '#c8102e'],
        ['--wl-secondary', '#f5c542'],
        ['--wl-bg', '#1b0b0d'],
        ['--wl-surface', '#2a1216'],
        ['--wl-text', '#fff7e8'],
        ['--wl-header', '#000'],
      ],
    },
    {
      name: 'else the primary',
      theme: { headerColor: undefined },
      expected: [
        ['--wl-primary', '#c8102e'],
        ['--wl-secondary', '#f5c542'],
        ['--wl-bg', '#1b0b0d'],
        ['--wl-surface', '#2a1216'],
        ['--wl-text', '#fff7e8'],
        ['--wl-header', '#c8102e'],
      ],
    },
    {
      name: 'a value that is no colour is left out',
      theme: { secondary: 'url(x)', headerColor: undefined },
      expected: [
        ['--wl-primary', '#c8102e'],
        ['--wl-bg', '#1b0b0d'],
        ['--wl-surface', '#2a1216'],
        ['--wl-text', '#fff7e8'],
        ['--wl-header', '#c8102e'],
      ],
    },
  ])('themeVariables: $name', ({ theme, expected }) => expect(themeVariables({ ...configOf('royal88').theme, ...theme })).toEqual(expected));
});

describe('rootContent', () => {
  test.each([
    { html: '<body><div id="root"></div></body>', holds: '' },
    { html: '<body><div id="root"><div class="a"><div></div></div><p>x</p></div><div>after</div></body>', holds: '<div class="a"><div></div></div><p>x</p>' },
    { html: "<body><div class='app' id='root'>text</div></body>", holds: 'text' },
    { html: '<body><div id="rooted"></div><div id=root><DIV></DIV></div></body>', holds: '<DIV></DIV>' },
    { html: '<body><div id=rooted></div><div data-id="root"></div><div id=root>x</div></body>', holds: 'x' },
  ])('$html holds $holds', ({ html, holds }) => {
    const { start, end } = rootContent(html);
    expect(html.slice(start, end)).toBe(holds);
  });

  test.each([
    { html: '<body><div id="app"></div></body>', error: /no <div id="root">/ },
    { html: '<body><div id="root"><div></div></body>', error: /open/ },
  ])('refuses $html', ({ html, error }) => expect(() => rootContent(html)).toThrow(error));
});

describe("index.html's boot screen", () => {
  const defaultHome = page(block('banner-carousel'), block('marquee'), block('activity-buttons'), block('game-lanes'));

  test('is the same skeleton, with a logo placeholder and no merchant name', () => {
    const branded = bootSkeleton({ ...configOf('royal88'), pages: { home: defaultHome } });
    const neutral = branded
      .replace(/<img class="wl-boot__logo"[^>]*>/, '<div class="wl-boot__logo"></div>')
      .replace('aria-label="Royal 88"', 'aria-label="Loading"');
    expect(rootOf(indexHtml).innerHTML).toBe(neutral);
  });

  test('styles every part of the branded skeleton and reads every shape variable', () => {
    for (const code of ['royal88', 'sorte777', 'xoso68']) {
      const config = configOf(code);
      for (const [, name] of bootSkeleton(config).matchAll(/class="([^"]+)"/g)) expect(bootCss).toContain(`.${name} `);
      for (const [name] of bootStyle(config).matchAll(/--wl-boot-[a-z]+/g)) expect(bootCss).toContain(`var(${name}, `);
    }
  });

  test("falls back to the app's own default colours (src/styles/base.css)", () => {
    const baseCss = readFileSync(path.join(root, 'src/styles/base.css'), 'utf8');
    const defaults = [...bootCss.matchAll(/var\((--wl-[a-z]+), (#[0-9a-f]+)\)/g)];
    expect(defaults.length).toBeGreaterThan(0);
    for (const [, name, colour] of defaults) expect(baseCss).toContain(`${name}: ${colour};`);
  });

  test('stops its shimmer for readers who ask for less motion', () => {
    expect(bootCss).toMatch(/@media \(prefers-reduced-motion: reduce\) \{ \.wl-boot \* \{ animation: none; \} \}/);
  });
});
