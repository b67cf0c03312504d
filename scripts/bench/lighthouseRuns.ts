// Lighthouse mobile performance of each merchant's home page: the median of three runs per merchant.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath, median, root, type Figure } from './shared.ts';

interface Report { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> }

const run = promisify(execFile);

/**
 * One Lighthouse run, in a child process that must not block this one: the server under test answers
 * from this process. The host-mapping flag does not survive Lighthouse's flag parsing, so the merchant
 * is named by header.
 */
async function runOnce(url: string, merchant: string): Promise<Report> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'wl-lh-')), 'report.json');
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  await run(bin, [
    url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
    // Lighthouse starts its own Chromium; these are the flags it runs with on this kind of machine.
    `--chrome-flags=${[...chromiumFlags.filter((f) => f !== '--headless' && !f.startsWith('--host-resolver-rules')), '--headless=new', '--disable-dev-shm-usage'].join(' ')}`,
    `--extra-headers=${JSON.stringify({ Merchant: merchant })}`,
  ], { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

export async function measureLighthouse(origin: (host: string) => string, merchants: { code: string; host: string }[], runs = 3): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { code, host } of merchants) {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) reports.push(await runOnce(`${origin('localhost')}/m/home`, code));
    const score = median(reports.map((r) => Math.round(r.categories.performance.score * 100)));
    const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
    figures.push(
      { name: `lighthouse performance ${code}`, value: score, unit: 'score', budget: '>= 90', ok: score >= 90 },
      { name: `lighthouse LCP ${code}`, value: Math.round(metric('largest-contentful-paint')), unit: 'ms' },
      { name: `lighthouse TBT ${code}`, value: Math.round(metric('total-blocking-time')), unit: 'ms' },
      { name: `lighthouse CLS ${code}`, value: Math.round(metric('cumulative-layout-shift') * 1000) / 1000, unit: '' },
    );
  }
  return figures;
}
