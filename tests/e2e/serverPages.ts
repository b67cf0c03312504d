// What the tests of the server's pages share: the merchant files as an operator wrote them, a plain
// HTTP request as a crawler makes it, the parts of a rendered document, and the signals that a page in
// the browser has hydrated and what it reported meanwhile.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import type { FirstScreenData } from '../../src/app/firstScreenData.ts';
import type { LocalizedText } from '../../src/config/types.generated.ts';
import { localizedText } from '../../src/rules/localizedText.ts';
import { root } from './harness.ts';
import type { ShippedMerchant } from './merchants.ts';

/** What these tests read of a merchant file, as an operator wrote it. */
export interface MerchantText {
  merchantCode: string;
  name: string;
  languages: { allowed: string[]; default: string };
  theme: { primary: string };
  templateParameters: { image_logo: string; description?: LocalizedText; pwa: { title: string } };
  content: {
    banners: { groupName: string; url: string }[];
    announcements: { title: LocalizedText; execution: string }[];
    lanes: { title: LocalizedText; cards: { displayName: LocalizedText }[] }[];
  };
}

export const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(path.join(...parts), 'utf8')) as T;
export const merchantFile = (code: string, dir = root) => readJson<MerchantText>(dir, 'merchants', `${code}.json`);
export const coreMessages = (language: string) => readJson<Record<string, string>>(root, 'src/i18n/messages', `${language}.json`);
export const accountMessages = (language: string) => readJson<Record<string, string>>(root, 'src/pages/account/messages', `${language}.json`);
export const memberMessages = (language: string) => readJson<Record<string, string>>(root, 'src/pages/member/messages', `${language}.json`);

/** A merchant's words in a language, the way the API serves them. */
export const inLanguage = (file: MerchantText, text: LocalizedText, language: string) => localizedText(text, language, file.languages.default) ?? '';
export const homeBanners = (file: MerchantText) => file.content.banners.filter((b) => b.groupName === 'm_banner');
export const firstCards = (file: MerchantText, language: string) => file.content.lanes.map((lane) => inLanguage(file, lane.cards[0].displayName, language));
export const visitorLines = (file: MerchantText, language: string) =>
  file.content.announcements.filter((a) => a.execution === 'B').map((a) => inLanguage(file, a.title, language));

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A plain HTTP GET on a merchant's host name, as a crawler or a link preview makes it: no browser, no compression. */
export function get(port: number, host: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection of its own, as a crawler opens: a kept-alive one may be closed by the server just as it is reused.
    const req = request(
      { host: '127.0.0.1', port, path: pathname, agent: false, headers: { host: `${host}:${port}`, accept: 'text/html', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The document a request got: its head, the queries of what the app's root holds, and the data sent beside it. */
export function parsePage(html: string) {
  const { document } = new JSDOM(html).window;
  const rootElement = document.getElementById('root');
  assert.ok(rootElement, "the document has the app's root");
  const json = document.getElementById('wl-first-screen')?.textContent;
  const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? undefined;
  return { document, meta, root: within(rootElement), data: json ? (JSON.parse(json) as FirstScreenData) : undefined };
}

export async function pageHtml(port: number, m: ShippedMerchant, pathname = '/m/home', headers: Record<string, string> = {}) {
  const answer = await get(port, m.host, pathname, headers);
  assert.equal(answer.status, 200, `${pathname} on ${m.host}`);
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  return { answer, ...parsePage(answer.body) };
}

/** Everything the page reports as going wrong: console errors and warnings, and uncaught errors. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The addresses (path and query) the page asked for. */
export function watchRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    asked.push(url.pathname + url.search);
  });
  return asked;
}

/**
 * True once React has taken over every element of the app's root that the server sent: hydrating a node
 * (or drawing it anew after a mismatch, which removes the server's), React keeps the node's props on it.
 * Left out: the image preloads React hoists, and markup React sets as HTML (a sanitised announcement),
 * which it never walks. A boundary still waiting (a block that hydrates when the browser is idle) keeps
 * its elements unmarked: this settles once the whole page has hydrated.
 */
export async function untilPageHydrated(page: Page): Promise<void> {
  // (The page function names no inner function: the test runner's compiler would wrap it in a helper the page does not have.)
  await page.waitForFunction(() => {
    const root = document.getElementById('root')!;
    for (const element of root.querySelectorAll('*')) {
      if (element.tagName === 'LINK') continue;
      // The element's own props, else those of the nearest element React holds.
      let holder: Element | null = element;
      let props: { dangerouslySetInnerHTML?: unknown } | undefined;
      while (holder && holder !== root && !props) {
        const key = Object.keys(holder).find((name) => name.startsWith('__reactProps$'));
        if (key) props = (holder as unknown as Record<string, typeof props>)[key];
        else holder = holder.parentElement;
      }
      if (holder !== element && !props?.dangerouslySetInnerHTML) return false;
    }
    return true;
  });
}

/**
 * Settles when the browser is next idle: what hydration and its effects had to do is done. A machine busy
 * with other suites may give the page no idle time at all (each frame takes the whole budget): then the
 * browser runs the callback anyway after IDLE_AT_MOST_MS, rather than leave the test waiting for ever.
 */
export const untilIdle = (page: Page) =>
  page.evaluate((atMost) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: atMost })), IDLE_AT_MOST_MS);

const IDLE_AT_MOST_MS = 10_000;
