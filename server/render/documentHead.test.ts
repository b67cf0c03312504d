import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildSiteConfig, loadProject } from '../../project/project.ts';
import type { LanguageCode, SiteConfig } from '../../src/config/types.generated.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { escapeHtml } from '../http/markup.ts';
import { absoluteUrl, documentHead, largestIcon, ogLocale, pageDescription, shareUrl, withHead, type HeadInput } from './documentHead.ts';

const root = path.resolve(import.meta.dirname, '../..');
const project = await loadProject(root);
const configOf = (code: string): SiteConfig =>
  buildSiteConfig(project.merchants.find((m) => m.data.merchantCode === code)!.data, project.templates, { preview: false });
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');

/** What a build makes of index.html's head: module script, modulepreload links and stylesheets. */
const BUILT_INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="utf-8" />',
  '    <meta name="theme-color" content="#101318" />',
  '    <meta name="description" content="Games, lottery and promotions" />',
  '    <title>…</title>',
  '    <style>html,body{margin:0}</style>',
  '    <script type="module" crossorigin src="/m/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/m/assets/vendor-def.js">',
  '    <link rel="stylesheet" crossorigin href="/m/assets/index-ghi.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
  '',
].join('\n');

const input = (code: string, language: LanguageCode, extra: Partial<HeadInput> = {}): HeadInput => ({
  config: configOf(code),
  language,
  pageUrl: `https://m.${code}.test/m/home`,
  ...extra,
});

const headOf = (html: string) => new JSDOM(html).window.document;
const metaContent = (doc: Document, selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('documentHead', () => {
  test.each([
    {
      code: 'royal88',
      language: 'CN',
      title: 'Royal 88',
      description: 'Royal 88：老虎机、真人娱乐场与东南亚彩票，每日优惠不停。',
      theme: '#c8102e',
      locale: 'zh_CN',
    },
    {
      code: 'royal88',
      language: 'TW',
      title: 'Royal 88',
      description: 'Royal 88：老虎機、真人娛樂場與東南亞彩票，每日優惠不停。',
      theme: '#c8102e',
      locale: 'zh_TW',
    },
    {
      code: 'royal88',
      language: 'EN',
      title: 'Royal 88',
      description: 'Royal 88: slots, live casino and Southeast Asian lotteries, with new promotions every day.',
      theme: '#c8102e',
      locale: 'en_US',
    },
    {
      code: 'sorte777',
      language: 'PT-BR',
      title: 'Sorte 777 Cassino',
      description: 'Sorte 777 Cassino: slots, cassino ao vivo e promoções todos os dias.',
      theme: '#1a5cff',
      locale: 'pt_BR',
    },
    {
      code: 'sorte777',
      language: 'ES',
      title: 'Sorte 777 Cassino',
      description: 'Sorte 777 Casino: tragamonedas, casino en vivo y promociones todos los días.',
      theme: '#1a5cff',
      locale: 'es_ES',
    },
    {
      code: 'xoso68',
      language: 'VI',
      title: 'Xổ Số 68',
      description: 'Xổ Số 68: xổ số miền Bắc, xổ số nhanh và trò chơi nhỏ, khuyến mãi mỗi ngày.',
      theme: '#0a7d45',
      locale: 'vi_VN',
    },
    // A language the merchant does not write its description in: its default language's.
    {
      code: 'xoso68',
      language: 'TH',
      title: 'Xổ Số 68',
      description: 'Xổ Số 68: xổ số miền Bắc, xổ số nhanh và trò chơi nhỏ, khuyến mãi mỗi ngày.',
      theme: '#0a7d45',
      locale: 'th_TH',
    },
  ] satisfies { code: string; language: LanguageCode; title: string; description: string; theme: string; locale: string }[])(
    '$code in $language',
    ({ code, language, title, description, theme, locale }) => {
      const doc = headOf(`<head>${documentHead(input(code, language))}</head>`);
      expect(doc.title).toBe(title);
      expect(metaContent(doc, 'name="description"')).toBe(description);
      expect(metaContent(doc, 'name="theme-color"')).toBe(theme);
      expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(`/wps/system/manifest.json?merchantCode=${code}&timestamp=0`);
      expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(`/cdn/${code}/icon-192.png`);
      expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(`/cdn/${code}/apple-touch-icon.png`);
      expect(metaContent(doc, 'property="og:title"')).toBe(title);
      expect(metaContent(doc, 'property="og:description"')).toBe(description);
      expect(metaContent(doc, 'property="og:image"')).toBe(`https://m.${code}.test/cdn/${code}/icon-512.png`);
      expect(metaContent(doc, 'property="og:url"')).toBe(`https://m.${code}.test/m/home`);
      expect(metaContent(doc, 'property="og:type"')).toBe('website');
      expect(metaContent(doc, 'property="og:locale"')).toBe(locale);
      expect(metaContent(doc, 'name="twitter:card"')).toBe('summary_large_image');
    },
  );

  test.each([
    {
      name: 'a site-relative image is made absolute against the page',
      image: '/cdn/royal88/banner.jpg',
      expected: 'https://m.royal88.test/cdn/royal88/banner.jpg',
    },
    { name: 'an absolute image is kept', image: 'https://img.example.com/b.png', expected: 'https://img.example.com/b.png' },
    { name: 'a script address is left out', image: 'javascript:alert(1)', expected: undefined },
  ])('og:image: $name', ({ image, expected }) => {
    const doc = headOf(`<head>${documentHead(input('royal88', 'EN', { image }))}</head>`);
    expect(metaContent(doc, 'property="og:image"') ?? undefined).toBe(expected);
  });

  test.each([
    { name: 'a test site', test: true, robots: 'noindex, nofollow' },
    { name: 'a site for players', test: undefined, robots: null },
  ])('robots: $name gets $robots', ({ test: isTest, robots }) => {
    const merchant = { ...project.merchants.find((m) => m.data.merchantCode === 'royal88')!.data, test: isTest };
    const config = buildSiteConfig(merchant, project.templates, { preview: false });
    expect(config.test).toBe(isTest);
    const doc = headOf(`<head>${documentHead({ ...input('royal88', 'EN'), config })}</head>`);
    expect(metaContent(doc, 'name="robots"') ?? null).toBe(robots);
  });

  test('no apple-touch-icon link when the merchant has none', () => {
    const config = configOf('royal88');
    const head = documentHead({
      ...input('royal88', 'EN'),
      config: { ...config, templateParameters: { ...config.templateParameters, apple_touch_icon: undefined } },
    });
    expect(head).not.toContain('apple-touch-icon');
  });

  test('a value cannot break out of its element or attribute', () => {
    const evil = `Evil "88" <script>alert('x')</script> & co`;
    const config = configOf('royal88');
    const head = documentHead({
      ...input('royal88', 'EN'),
      config: {
        ...config,
        name: evil,
        templateParameters: { ...config.templateParameters, description: undefined, pwa: { ...config.templateParameters.pwa, title: evil } },
      },
    });
    const doc = headOf(`<head>${head}</head>`);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(evil);
    expect(metaContent(doc, 'name="description"')).toBe(evil);
    expect(metaContent(doc, 'property="og:title"')).toBe(evil);
    expect(head).not.toMatch(/<script|"88"/);
  });
});

describe('the rules under it', () => {
  test.each([
    ['plain', 'plain'],
    [`<a href="x">Tom & 'Jerry'</a>`, '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;'],
    ['&amp;', '&amp;amp;'],
  ])('escapeHtml(%j)', (value, expected) => expect(escapeHtml(value)).toBe(expected));

  test.each([
    { name: 'written in the language', language: 'EN', description: { CN: '中文', EN: 'English' }, expected: 'English' },
    { name: 'not in the language: the default one', language: 'TW', description: { CN: '中文', EN: 'English' }, expected: '中文' },
    { name: 'one string for every language', language: 'EN', description: 'Same for all', expected: 'Same for all' },
    { name: 'none: the merchant name', language: 'EN', description: undefined, expected: 'Royal 88' },
    { name: 'blank: the merchant name', language: 'EN', description: '  ', expected: 'Royal 88' },
  ] satisfies { name: string; language: LanguageCode; description: SiteConfig['templateParameters']['description']; expected: string }[])(
    'pageDescription: $name',
    ({ language, description, expected }) => {
      const config = configOf('royal88');
      expect(pageDescription({ ...config, templateParameters: { ...config.templateParameters, description } }, language)).toBe(expected);
    },
  );

  test('largestIcon takes the largest size, whatever the order', () => {
    expect(largestIcon({ '512x512': '/512.png', '192x192': '/192.png', '256x256': '/256.png', '384x384': '/384.png' })).toBe('/512.png');
    expect(largestIcon(configOf('sorte777').templateParameters.pwa.icons)).toBe('/cdn/sorte777/icon-512.png');
  });

  test.each([
    { value: '/cdn/a.png', expected: 'https://m.site.test/cdn/a.png' },
    { value: 'img/a.png', expected: 'https://m.site.test/m/img/a.png' },
    { value: '//cdn.example.com/a.png', expected: 'https://cdn.example.com/a.png' },
    { value: 'http://cdn.example.com/a.png', expected: 'http://cdn.example.com/a.png' },
    { value: 'data:image/png;base64,AAAA', expected: undefined },
    { value: 'javascript:alert(1)', expected: undefined },
  ])('absoluteUrl($value)', ({ value, expected }) => expect(absoluteUrl(value, 'https://m.site.test/m/home')).toBe(expected));

  test.each([
    { pageUrl: 'https://m.site.test/m/home', expected: 'https://m.site.test/m/home' },
    { pageUrl: 'https://m.site.test/m/register?code=AB12#top', expected: 'https://m.site.test/m/register?code=AB12' },
    { pageUrl: 'https://m.site.test/m/home?token=secret&language=EN', expected: 'https://m.site.test/m/home?language=EN' },
    { pageUrl: 'https://m.site.test/m/home?tokens=a,b', expected: 'https://m.site.test/m/home' },
    { pageUrl: '/m/home', expected: undefined },
    { pageUrl: 'javascript:alert(1)', expected: undefined },
  ])('shareUrl($pageUrl)', ({ pageUrl, expected }) => expect(shareUrl(pageUrl)).toBe(expected));

  test.each(LANGUAGES.map((code) => [code]))('og:locale of %s is language_TERRITORY', (code) => {
    expect(ogLocale(code)).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
  });
});

describe('withHead', () => {
  test.each([
    { language: 'EN', html: '<html lang="en">' },
    { language: 'CN', html: '<html lang="zh-CN">' },
    { language: 'PT-BR', html: '<html lang="pt-BR">' },
    { language: 'TY', html: '<html lang="fil">' },
    { language: 'UR', html: '<html lang="ur" dir="rtl">' },
  ] satisfies { language: LanguageCode; html: string }[])('<html> for $language', ({ language, html }) => {
    expect(withHead(BUILT_INDEX, input('royal88', language))).toContain(`${html}\n`);
  });

  test.each([
    { index: '<html><head></head></html>', language: 'VI', expected: '<html lang="vi">' },
    { index: '<html class="x" lang=en dir="rtl"><head></head></html>', language: 'EN', expected: '<html class="x" lang="en" dir="ltr">' },
    { index: "<html data-lang='x' lang='en'><head></head></html>", language: 'UR', expected: `<html data-lang='x' lang="ur" dir="rtl">` },
  ] satisfies { index: string; language: LanguageCode; expected: string }[])('sets lang and dir on $index', ({ index, language, expected }) => {
    expect(withHead(index, input('xoso68', language))).toMatch(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<head>`));
  });

  test('replaces the generic title, description and theme colour where they stand and adds the rest before </head>', () => {
    const headed = withHead(BUILT_INDEX, input('royal88', 'EN'));
    const tags = documentHead(input('royal88', 'EN')).split('\n');
    const [title, description, themeColour, ...added] = tags;
    const expected = BUILT_INDEX.replace('<meta name="theme-color" content="#101318" />', themeColour)
      .replace('<meta name="description" content="Games, lottery and promotions" />', description)
      .replace('<title>…</title>', title)
      .replace('  </head>', `${added.map((tag) => `    ${tag}\n`).join('')}  </head>`);
    expect(headed).toBe(expected);
  });

  test.each([
    { name: 'index.html', index: indexHtml },
    { name: 'a built index.html', index: BUILT_INDEX },
  ])('keeps every other line of $name as it was', ({ index }) => {
    const head = input('sorte777', 'PT-BR');
    const ours = new Set(documentHead(head).split('\n'));
    const replaced = /<html|<title>|name="description"|name="theme-color"/;
    const kept = (html: string) => html.split('\n').filter((line) => !ours.has(line.trim()) && !replaced.test(line));
    const headed = withHead(index, head);
    expect(kept(headed)).toEqual(kept(index));
    expect(headed.split('\n').length).toBe(index.split('\n').length + ours.size - 3);
  });

  test('adds no script: the inline scripts, and so their CSP hashes, stay the same', () => {
    const scripts = (html: string) => html.match(/<script\b[\s\S]*?<\/script>/g);
    expect(scripts(withHead(indexHtml, input('royal88', 'CN')))).toEqual(scripts(indexHtml));
  });

  test('replaces only the tag of the same kind', () => {
    const index = '<html><head><meta data-name="description" content="keep"><link rel="apple-touch-icon" href="/old.png"></head></html>';
    const headed = withHead(index, input('royal88', 'EN'));
    expect(headed).toContain('<meta data-name="description" content="keep">');
    expect(headed).toContain('<link rel="apple-touch-icon" href="/cdn/royal88/apple-touch-icon.png">');
    expect(headed).not.toContain('/old.png');
    expect(headed.match(/rel="icon"/g)).toHaveLength(1);
  });

  test('an index without a head is refused', () => {
    expect(() => withHead('<html><body></body></html>', input('royal88', 'EN'))).toThrow(/<\/head>/);
  });
});
