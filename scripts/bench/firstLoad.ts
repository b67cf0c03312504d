// JavaScript a visitor's browser fetches before the home page first shows its content, in gzip bytes.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromiumFlags, chromiumPath, root, type Figure } from './shared.ts';

export async function measureFirstLoad(origin: (host: string) => string, host: string): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    let rendered = false;
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!rendered && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${origin(host)}/m/home`);
    await page.locator('main img').first().waitFor({ state: 'visible' });
    rendered = true;
    let gzipBytes = 0;
    const forbidden: string[] = [];
    for (const pathname of scripts) {
      const file = path.join(root, 'dist', pathname.replace(/^\/m\//, ''));
      const source = readFileSync(file);
      gzipBytes += gzipSync(source, { level: 9 }).length;
      const text = source.toString('utf8');
      if (/ajv\/dist|new Ajv|JSEncrypt|firebase|DOMPurify/.test(text)) forbidden.push(pathname);
    }
    const kb = Math.round(gzipBytes / 102.4) / 10;
    return [
      { name: `first-render JS of /m/home (${scripts.size} files)`, value: kb, unit: 'KB gzip', budget: '<= 150', ok: kb <= 150 },
      { name: 'first-render files with compiler, firebase, jsencrypt or sanitiser', value: forbidden.length, unit: 'files', budget: '0', ok: forbidden.length === 0 },
    ];
  } finally {
    await browser.close();
  }
}
