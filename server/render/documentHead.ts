// The merchant's document head for a page the server answers: title, description, theme colour,
// manifest, icons and share-preview tags, as the browser's applyTheme would set them, so a page looks
// like the merchant's (and previews like it when shared) before any script runs.
import type { LanguageCode, PwaIcons, SiteConfig } from '../../src/config/types.generated.ts';
import { intlLocale, isRtl } from '../../src/i18n/languages.ts';
import { manifestHref } from '../../src/platform/theme.ts';
import { localizedText } from '../../src/rules/localizedText.ts';
import { escapeHtml } from '../http/markup.ts';

export interface HeadInput {
  config: SiteConfig;
  language: LanguageCode;
  /** The page's absolute URL. */
  pageUrl: string;
  /** og:image, absolute or site-relative; the merchant's largest app icon when left out. */
  image?: string;
}

/**
 * The manifest route ignores the timestamp and answers no-store, so a fixed one loses nothing and keeps
 * a page's markup the same from one answer to the next; applyTheme puts a fresh one at boot anyway.
 */
const SERVED_MANIFEST_TIMESTAMP = 0;

/** og:locale wants language_TERRITORY; the territory is the one each language code stands for here. */
const OG_LOCALES: Record<LanguageCode, string> = {
  CN: 'zh_CN',
  EN: 'en_US',
  ES: 'es_ES',
  HI: 'hi_IN',
  ID: 'id_ID',
  JA: 'ja_JP',
  KM: 'km_KH',
  KO: 'ko_KR',
  MY: 'my_MM',
  TA: 'ta_IN',
  TH: 'th_TH',
  TW: 'zh_TW',
  VI: 'vi_VN',
  TY: 'tl_PH',
  UR: 'ur_PK',
  PT: 'pt_PT',
  'PT-BR': 'pt_BR',
  MS: 'ms_MY',
  BN: 'bn_IN',
  TR: 'tr_TR',
};

/** Query parameters that carry a session token: never copied into a page's markup. */
const TOKEN_PARAMS = ['token', 'tokens'];

export const ogLocale = (language: LanguageCode): string => OG_LOCALES[language];

/** The merchant's description in the language, else its default language, else the first written; else its name. */
export function pageDescription(config: SiteConfig, language: LanguageCode): string {
  return localizedText(config.templateParameters.description, language, config.languages.default) ?? config.name;
}

/** The largest of the merchant's app icons, by its size key (e.g. 512x512). */
export function largestIcon(icons: PwaIcons): string {
  const area = (size: string) => size.split('x').reduce((product, side) => product * Number(side), 1);
  const [largest] = Object.keys(icons).sort((a, b) => area(b) - area(a));
  return icons[largest as keyof PwaIcons];
}

function httpUrl(value: string, base?: string): URL | undefined {
  const url = URL.canParse(value, base) ? new URL(value, base) : URL.canParse(value) ? new URL(value) : undefined;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
}

/** An http(s) address, resolved against the page; undefined for anything else. */
export const absoluteUrl = (value: string, pageUrl: string): string | undefined => httpUrl(value, pageUrl)?.href;

/** The page's address to share: without its fragment or a session token. */
export function shareUrl(pageUrl: string): string | undefined {
  const url = httpUrl(pageUrl);
  if (!url) return undefined;
  url.hash = '';
  for (const name of TOKEN_PARAMS) if (url.searchParams.has(name)) url.searchParams.delete(name);
  return url.href;
}

/** A tag of the head, and how to find the index's own one of its kind, which it replaces. */
interface HeadTag {
  html: string;
  existing: RegExp;
}

const attributeIs = (name: string, value: string) => `\\s${name}\\s*=\\s*(["']?)${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1(?=[\\s/>])`;
const tagWith = (tag: string, name: string, value: string) => new RegExp(`<${tag}\\b[^>]*${attributeIs(name, value)}[^>]*>`, 'i');

const meta = (name: string, content: string): HeadTag => ({
  html: `<meta name="${name}" content="${escapeHtml(content)}">`,
  existing: tagWith('meta', 'name', name),
});
const property = (name: string, content: string): HeadTag => ({
  html: `<meta property="${name}" content="${escapeHtml(content)}">`,
  existing: tagWith('meta', 'property', name),
});
const link = (rel: string, href: string): HeadTag => ({ html: `<link rel="${rel}" href="${escapeHtml(href)}">`, existing: tagWith('link', 'rel', rel) });

function headTags({ config, language, pageUrl, image }: HeadInput): HeadTag[] {
  const params = config.templateParameters;
  const title = params.pwa.title;
  const description = pageDescription(config, language);
  const shareImage = absoluteUrl(image ?? largestIcon(params.pwa.icons), pageUrl);
  const url = shareUrl(pageUrl);
  return [
    { html: `<title>${escapeHtml(title)}</title>`, existing: /<title\b[^>]*>[\s\S]*?<\/title\s*>/i },
    meta('description', description),
    meta('theme-color', config.theme.primary),
    // A test site is not for players: search engines are asked to leave it out of their results.
    ...(config.test ? [meta('robots', 'noindex, nofollow')] : []),
    link('manifest', manifestHref(config.merchantCode, SERVED_MANIFEST_TIMESTAMP)),
    link('icon', params.pwa.icons['192x192']),
    ...(params.apple_touch_icon ? [link('apple-touch-icon', params.apple_touch_icon)] : []),
    property('og:title', title),
    property('og:description', description),
    ...(shareImage ? [property('og:image', shareImage)] : []),
    ...(url ? [property('og:url', url)] : []),
    property('og:type', 'website'),
    property('og:locale', ogLocale(language)),
    meta('twitter:card', 'summary_large_image'),
  ];
}

/** The head's tags for the merchant, the language and the page, one a line. */
export function documentHead(input: HeadInput): string {
  return headTags(input)
    .map((tag) => tag.html)
    .join('\n');
}

/**
 * index.html with the merchant's head: `<html lang>` (and dir) for the language, the index's own title,
 * description and theme colour replaced where they stand, the other tags added before `</head>`, and
 * every other byte (module scripts, modulepreload links, styles) left as it was.
 */
export function withHead(indexHtml: string, input: HeadInput): string {
  const headEnd = headEndOf(indexHtml);
  let head = indexHtml.slice(0, headEnd);
  const added: string[] = [];
  for (const tag of headTags(input)) {
    if (tag.existing.test(head)) head = head.replace(tag.existing, () => tag.html);
    else added.push(tag.html);
  }
  head = head.replace(/<html\b[^>]*>/i, (tag) => documentLanguage(tag, input.language));
  return beforeHeadEnd(head + indexHtml.slice(headEnd), added);
}

/** The page with the tags added last in its head, one a line, indented as the head's end is. */
export function beforeHeadEnd(html: string, tags: string[]): string {
  const headEnd = headEndOf(html);
  const head = html.slice(0, headEnd);
  const indent = /[ \t]*$/.exec(head)?.[0] ?? '';
  return head + tags.map((tag) => `  ${tag}\n${indent}`).join('') + html.slice(headEnd);
}

function headEndOf(html: string): number {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) throw new Error('index.html has no </head>');
  return headEnd;
}

/** The `<html>` start tag with the language's BCP 47 tag, and its direction as the app sets it. */
function documentLanguage(htmlTag: string, language: LanguageCode): string {
  const withLang = setAttribute(htmlTag, 'lang', intlLocale(language));
  return isRtl(language) || /\sdir\s*=/i.test(withLang) ? setAttribute(withLang, 'dir', isRtl(language) ? 'rtl' : 'ltr') : withLang;
}

function setAttribute(tag: string, name: string, value: string): string {
  const attribute = `${name}="${escapeHtml(value)}"`;
  const present = new RegExp(`(\\s)${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]*)`, 'i');
  return present.test(tag) ? tag.replace(present, (_, space: string) => `${space}${attribute}`) : tag.replace(/\s*\/?>$/, (end) => ` ${attribute}${end}`);
}
