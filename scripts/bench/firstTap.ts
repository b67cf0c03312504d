// A new player's first tap, on a phone on a slow line (Slow 4G, CPU 4x slower): each merchant's home is
// tapped on the download bar's close at first paint; a tap the app never answers is repeated every 450 ms,
// as a player repeats a tap that seems to do nothing. Printed: when the page first painted, and from
// then, when the first tap that works was made, when the bar went and when the app had taken the page over.
import { chromium, type Browser } from 'playwright-core';
import { benchRuns, chromiumFlags, chromiumPath, CPU_SLOWDOWN, median, phonePage, type Figure } from './shared.ts';

const REPEAT_MS = 450;
/** The time from first paint to the first tap that works, at most (ms). */
export const FIRST_WORKING_TAP_BUDGET_MS = 1000;

interface Taps {
  firstPaintMs: number;
  /** From first paint: the first tap that was answered, and when its answer showed. */
  workingTapMs: number;
  answeredMs: number;
  readyMs: number;
}

/** Kept in the page before its own code: when it painted, each tap, and when the bar left. */
const WATCH = `(() => {
  const w = window; w.tapBench = { paint: 0, taps: [], gone: 0, ready: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.tapBench.paint = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  // The player's taps, not the app's delivery of a held one.
  document.addEventListener('click', (e) => { if (e.isTrusted) w.tapBench.taps.push(performance.now()); }, true);
  new MutationObserver(() => {
    if (!w.tapBench.gone && w.tapBench.taps.length && !document.querySelector('.wl-download')) w.tapBench.gone = performance.now();
    if (!w.tapBench.ready && document.documentElement.dataset.app === 'ready') w.tapBench.ready = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

async function tapOnce(browser: Browser, url: string): Promise<Taps> {
  const { context, page } = await phonePage(browser, 'slow 4g');
  try {
    await page.addInitScript(WATCH);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { tapBench: { paint: number } }).tapBench.paint > 0, undefined, { timeout: 60_000, polling: 16 });
    const close = page.getByRole('button', { name: 'Close the download bar' });
    const bench = () => page.evaluate(() => (window as unknown as { tapBench: { paint: number; taps: number[]; gone: number; ready: number } }).tapBench);
    // One tap at first paint; if the app never answers it, a tap every REPEAT_MS until one is answered.
    await close.tap({ timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { tapBench: { ready: number } }).tapBench.ready > 0, undefined, { timeout: 60_000 });
    await page
      .waitForFunction(() => (window as unknown as { tapBench: { gone: number } }).tapBench.gone > 0, undefined, { timeout: 1000 })
      .catch(() => undefined);
    while ((await bench()).gone === 0) {
      await close.tap({ timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(REPEAT_MS);
    }
    const seen = await bench();
    // The tap that worked is the last one made before the bar went: the one at first paint when it was answered.
    const working = seen.taps.filter((at) => at <= seen.gone).at(-1) ?? seen.gone;
    return { firstPaintMs: seen.paint, workingTapMs: working - seen.paint, answeredMs: seen.gone - seen.paint, readyMs: seen.ready - seen.paint };
  } finally {
    await context.close();
  }
}

export async function measureFirstTap(origin: (host: string) => string, merchants: { code: string; host: string }[], runs = benchRuns(3)): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const figures: Figure[] = [];
  const conditions = `Slow 4G, CPU ${CPU_SLOWDOWN}x slower`;
  try {
    for (const { code, host } of merchants) {
      const url = `${origin(host)}/m/home?language=EN`;
      await tapOnce(browser, url);
      const list: Taps[] = [];
      for (let round = 0; round < runs; round++) list.push(await tapOnce(browser, url));
      const ms = (pick: (t: Taps) => number) => list.map((t) => Math.round(pick(t))).join(', ');
      console.log(
        `  ${code}: first paint ${ms((t) => t.firstPaintMs)} ms; from it, first working tap ${ms((t) => t.workingTapMs)} ms, answered ${ms((t) => t.answeredMs)} ms, app ready ${ms((t) => t.readyMs)} ms`,
      );
      const working = Math.round(median(list.map((t) => t.workingTapMs)));
      figures.push(
        {
          name: `first tap that works after first paint, /m/home ${code} (${conditions})`,
          value: working,
          unit: 'ms',
          budget: `<= ${FIRST_WORKING_TAP_BUDGET_MS}`,
          ok: working <= FIRST_WORKING_TAP_BUDGET_MS,
        },
        { name: `its answer shown after first paint, /m/home ${code}`, value: Math.round(median(list.map((t) => t.answeredMs))), unit: 'ms' },
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
