// JavaScript a visitor's browser fetches before the home page first shows its content, in gzip bytes,
// and whether any of it is code that should only load on demand.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { FIRST_SCREEN_MARK } from '../../src/platform/firstScreen.ts';
import { COMPILE_ALL_ON_LOAD } from '../build/compileHints.ts';
import { buildModules } from './lazyCode.ts';
import { chromiumFlags, chromiumPath, root, type Figure } from './shared.ts';

export const FIRST_LOAD_BUDGET_KB = 135;

/**
 * Signatures of the ajv compiler, jsencrypt, the Firebase SDK and DOMPurify: strings inside the libraries
 * themselves, not the names a lazy import of them mentions.
 */
const FORBIDDEN = /schema with key or id|Message too long for RSA|@firebase\/|firebaseapp\.com|DOMPurify\.sanitize =|dompurify/;

export interface FirstLoad {
  /** Script paths under /m/, in the order they were asked for. */
  files: string[];
  kb: number;
  /** Files with the ajv compiler, firebase, jsencrypt or the sanitiser. */
  heavy: string[];
  /** Files holding code of an overlay, a page other than home or a feature store, with that code. */
  lazy: { file: string; modules: string[] }[];
  /** Files that do not compile as they load: no compile hint on their first line (scripts/build/compileHints.ts). */
  unhinted: string[];
}

/**
 * Scripts whose download started before the largest contentful paint of /m/home (the page's content
 * showing): what a visitor waits for before the page shows its content.
 */
export async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  let files: string[];
  try {
    const page = await browser.newPage();
    // Largest-contentful-paint entries reach only observers, so one is installed before the page runs.
    // A popup's image can be a later, larger paint; only paints of the page itself count, or the cut-off
    // would move past the popup's own code whenever the machine is fast enough to show it early.
    await page.addInitScript(() => {
      const w = window as unknown as { lcpAt: number };
      w.lcpAt = Infinity;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          if (!entry.element?.closest('[aria-modal="true"]')) w.lcpAt = entry.startTime;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url);
    await page.locator('main img').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(3000);
    files = await page.evaluate((mark) => {
      // The page's largest paint, and never later than the app's mark of its first screen having loaded:
      // a paint the page makes later (an image further down arriving) cannot pull in what loads after.
      const firstScreen = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      const cut = Math.min((window as unknown as { lcpAt: number }).lcpAt, firstScreen);
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime < cut)
        .map((e) => new URL(e.name).pathname);
    }, FIRST_SCREEN_MARK);
  } finally {
    await browser.close();
  }
  const modules = await buildModules(root);
  let gzipBytes = 0;
  const heavy: string[] = [];
  const lazy: FirstLoad['lazy'] = [];
  const unhinted: string[] = [];
  for (const pathname of files) {
    const file = pathname.replace(/^\/m\//, '');
    const source = readFileSync(path.join(root, 'dist', file));
    gzipBytes += gzipSync(source, { level: 9 }).length;
    const text = source.toString('utf8');
    if (FORBIDDEN.test(text)) heavy.push(pathname);
    if (!text.startsWith(`${COMPILE_ALL_ON_LOAD}\n`)) unhinted.push(pathname);
    const held = modules.filesOf.get(file);
    if (!held) throw new Error(`dist/${file} is not what the sources build: run "npm run build" first`);
    const early = held.filter((id) => modules.lazy.has(id));
    if (early.length > 0) lazy.push({ file: pathname, modules: early });
  }
  return { files, kb: Math.round(gzipBytes / 102.4) / 10, heavy, lazy, unhinted };
}

export async function firstLoadFigures(url: string): Promise<Figure[]> {
  const load = await measureFirstLoad(url);
  for (const { file, modules } of load.lazy) console.log(`  ${file} holds ${modules.join(', ')}`);
  return [
    {
      name: `first-render JS of /m/home (${load.files.length} files)`,
      value: load.kb,
      unit: 'KB gzip',
      budget: `<= ${FIRST_LOAD_BUDGET_KB}`,
      ok: load.kb <= FIRST_LOAD_BUDGET_KB,
    },
    {
      name: 'first-render files with the ajv compiler, firebase, jsencrypt or the sanitiser',
      value: load.heavy.length,
      unit: 'files',
      budget: '0',
      ok: load.heavy.length === 0,
    },
    {
      name: 'first-render files with code of an overlay, a lazy page, a floating feature or a feature store',
      value: load.lazy.length,
      unit: 'files',
      budget: '0',
      ok: load.lazy.length === 0,
    },
  ];
}
