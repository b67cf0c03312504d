// Lighthouse mobile performance: each merchant's home (score, LCP, TBT and CLS against budgets), login
// and register (score), and the bare client-rendered page of the same stack for comparison; the median
// of five runs of each, one run at a time.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchRuns, chromiumFlags, chromiumPath, median, root, type Figure } from './shared.ts';

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

export const BUDGETS = { score: 98, lcpMs: 1500, tbtMs: 100, cls: 0.02 };

const run = promisify(execFile);

/**
 * One Lighthouse run, in a child process that must not block this one: the server under test answers
 * from this process. The host-mapping flag does not survive Lighthouse's flag parsing, so the merchant
 * is named by header.
 */
async function runOnce(url: string, merchant?: string): Promise<Report> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-lh-'));
  const out = path.join(dir, 'report.json');
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  try {
    await run(
      bin,
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        // Lighthouse starts its own Chromium; these are the flags it runs with on this kind of machine.
        `--chrome-flags=${[...chromiumFlags.filter((f) => f !== '--headless' && !f.startsWith('--host-resolver-rules')), '--headless=new', '--disable-dev-shm-usage'].join(' ')}`,
        ...(merchant ? [`--extra-headers=${JSON.stringify({ Merchant: merchant })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Target {
  url: string;
  /** Sent as the Merchant header; the bare page has none. */
  merchant?: string;
  /** This page's figures from the median score and a median metric by audit id. */
  figures: (score: number, metric: (id: string) => number) => Figure[];
}

const scoreFigure = (label: string, score: number, budget?: number): Figure =>
  budget === undefined
    ? { name: `${label}: performance`, value: score, unit: 'score' }
    : { name: `${label}: performance`, value: score, unit: 'score', budget: `>= ${budget}`, ok: score >= budget };

function targets(origin: (host: string) => string, merchants: { code: string }[], bareUrl: string): Target[] {
  const base = origin('localhost');
  const homes: Target[] = merchants.map(({ code }) => {
    const label = `lighthouse /m/home ${code}`;
    return {
      url: `${base}/m/home`,
      merchant: code,
      figures: (score, metric) => {
        const lcp = Math.round(metric('largest-contentful-paint'));
        const tbt = Math.round(metric('total-blocking-time'));
        const cls = Math.round(metric('cumulative-layout-shift') * 1000) / 1000;
        return [
          scoreFigure(label, score, BUDGETS.score),
          { name: `${label}: LCP`, value: lcp, unit: 'ms', budget: `<= ${BUDGETS.lcpMs}`, ok: lcp <= BUDGETS.lcpMs },
          { name: `${label}: TBT`, value: tbt, unit: 'ms', budget: `<= ${BUDGETS.tbtMs}`, ok: tbt <= BUDGETS.tbtMs },
          { name: `${label}: CLS`, value: cls, unit: '', budget: `<= ${BUDGETS.cls}`, ok: cls <= BUDGETS.cls },
        ];
      },
    };
  });
  const forms: Target[] = merchants.flatMap(({ code }) =>
    ['login', 'register'].map((page) => {
      const label = `lighthouse /m/${page} ${code}`;
      return { url: `${base}/m/${page}`, merchant: code, figures: (score: number) => [scoreFigure(label, score, BUDGETS.score)] };
    }),
  );
  const bareLabel = 'lighthouse bare client-rendered page';
  const bare: Target = {
    url: bareUrl,
    figures: (score, metric) => [
      scoreFigure(bareLabel, score),
      { name: `${bareLabel}: LCP`, value: Math.round(metric('largest-contentful-paint')), unit: 'ms' },
    ],
  };
  return [...homes, ...forms, bare];
}

export async function measureLighthouse(
  origin: (host: string) => string,
  merchants: { code: string }[],
  bareUrl: string,
  runs = benchRuns(),
): Promise<Figure[]> {
  const list = targets(origin, merchants, bareUrl);
  const reports = new Map<Target, Report[]>(list.map((t) => [t, []]));
  // Round after round of every page rather than one page's runs in a row: a slow spell of the machine
  // then spreads over all pages instead of sinking one.
  for (let round = 0; round < runs; round++) {
    for (const target of list) reports.get(target)!.push(await runOnce(target.url, target.merchant));
  }
  return list.flatMap((target) => {
    const done = reports.get(target)!;
    const score = Math.round(median(done.map((r) => Math.round(r.categories.performance.score * 100))));
    return target.figures(score, (id) => median(done.map((r) => r.audits[id]?.numericValue ?? NaN)));
  });
}
