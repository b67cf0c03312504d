// JavaScript a visitor's browser fetches before the home page first shows its content, in gzip bytes.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromiumFlags, chromiumPath, root, type Figure } from './shared.ts';

/**
 * Signatures of the ajv compiler, jsencrypt, the Firebase SDK and DOMPurify: strings inside the libraries
 * themselves, not the names a lazy import of them mentions.
 */
const FORBIDDEN = /schema with key or id|Message too long for RSA|@firebase\/|firebaseapp\.com|DOMPurify\.sanitize =|dompurify/;

/**
 * Scripts whose download started before the largest contentful paint of /m/home (the first banner):
 * what a visitor waits for before the page shows its content.
 */
export async function measureFirstLoad(origin: (host: string) => string, host: string): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    // Largest-contentful-paint entries reach only observers, so one is installed before the page runs.
    await page.addInitScript(() => {
      const w = window as unknown as { lcpAt: number };
      w.lcpAt = Infinity;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcpAt = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${origin(host)}/m/home`);
    await page.locator('main img').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(3000);
    const scripts = await page.evaluate(() => {
      const lcp = (window as unknown as { lcpAt: number }).lcpAt;
      return performance.getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime < lcp)
        .map((e) => new URL(e.name).pathname);
    });
    let gzipBytes = 0;
    const forbidden: string[] = [];
    for (const pathname of scripts) {
      const source = readFileSync(path.join(root, 'dist', pathname.replace(/^\/m\//, '')));
      gzipBytes += gzipSync(source, { level: 9 }).length;
      if (FORBIDDEN.test(source.toString('utf8'))) forbidden.push(pathname);
    }
    const kb = Math.round(gzipBytes / 102.4) / 10;
    return [
      { name: `first-render JS of /m/home (${scripts.length} files)`, value: kb, unit: 'KB gzip', budget: '<= 150', ok: kb <= 150 },
      { name: 'first-render files with the ajv compiler, firebase, jsencrypt or the sanitiser', value: forbidden.length, unit: 'files', budget: '0', ok: forbidden.length === 0 },
    ];
  } finally {
    await browser.close();
  }
}
