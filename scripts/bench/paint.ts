// When the largest paint comes, in Chromium on a phone with the CPU slowed 4x: each merchant's /m/home
// against the bare client-rendered page of the same stack (barePage.ts), loads alternated.
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchRuns, chromiumFlags, chromiumPath, CPU_SLOWDOWN, median, phonePage, type Figure } from './shared.ts';

/** Home's largest paint at most this share of the bare page's: home shows its content from the HTML. */
export const PAINT_RATIO_BUDGET = 0.6;
/** Lighthouse's own measure of a quiet network and main thread after load. */
const QUIET_MS = 1000;
/** A page that never settles (a request that never ends) fails the run instead of hanging it. */
const SETTLE_TIMEOUT_MS = 60_000;

interface Paint {
  ms: number;
  /** What was painted and its area, to tell whether two pages' largest paints are alike. */
  element: string;
  area: number;
}

type LcpEntry = PerformanceEntry & { element: Element | null; size: number };

/** Counts the page's requests, and waits for the moments none is in flight. */
export function trackRequests(page: Page) {
  let started = 0;
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  page.on('request', () => {
    started += 1;
    inFlight += 1;
  });
  const ended = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const settled = waiting;
    waiting = [];
    for (const resolve of settled) resolve();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    started: () => started,
    none: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/**
 * Waits until the page is loaded and quiet: no request in flight, and for QUIET_MS no request started
 * and no new paint entry, looked at whenever the main thread is idle and two animation frames have
 * passed. A client-rendered page fetches its data, messages and image after the load event, and React
 * holds back revealing suspended content for up to 300 ms: a moment of idleness is not the end.
 */
export async function settle(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let previous = '';
  let quietSince = Date.now();
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle in ${SETTLE_TIMEOUT_MS / 1000} s`);
    await requests.none();
    const paints = await page.evaluate(async () => {
      await new Promise((resolve) => requestIdleCallback(resolve));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { lcpEntries: unknown[] }).lcpEntries.length;
    });
    const state = `${requests.started()} requests, ${paints} paints`;
    if (state !== previous) {
      previous = state;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) {
      return;
    }
  }
}

/** Keeps the page's largest-paint entries, which `settle` reads: entries reach only observers, so one is installed before the page's own code runs. */
export async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { lcpEntries: PerformanceEntry[] };
    w.lcpEntries = [];
    new PerformanceObserver((list) => w.lcpEntries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** One load in a fresh context (no cache, no service worker): the page's largest contentful paint. */
async function loadOnce(browser: Browser, url: string): Promise<Paint> {
  const { context, page } = await phonePage(browser);
  try {
    await watchPaints(page);
    const requests = trackRequests(page);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, requests);
    return await page.evaluate(() => {
      const last = (window as unknown as { lcpEntries: LcpEntry[] }).lcpEntries.at(-1);
      if (!last) throw new Error(`no largest-contentful-paint entry on ${location.href}`);
      const el = last.element;
      const element = el ? `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}` : 'an element since removed';
      return { ms: last.startTime, element, area: last.size };
    });
  } finally {
    await context.close();
  }
}

export async function measurePaint(
  origin: (host: string) => string,
  merchants: { code: string; host: string }[],
  bareUrl: string,
  runs = benchRuns(),
): Promise<Figure[]> {
  const pages = [{ name: 'bare', url: bareUrl }, ...merchants.map((m) => ({ name: m.code, url: `${origin(m.host)}/m/home` }))];
  const paints = new Map<string, Paint[]>(pages.map((p) => [p.name, []]));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // A first load of each page, not counted: the browser's and the server's first of anything is slow.
    for (const page of pages) await loadOnce(browser, page.url);
    // One load of each page per round, the bare page between homes, so a slower spell of the machine
    // falls on both sides.
    for (let round = 0; round < runs; round++) {
      for (const page of pages) paints.get(page.name)!.push(await loadOnce(browser, page.url));
    }
  } finally {
    await browser.close();
  }
  for (const [name, list] of paints) {
    const kinds = [...new Set(list.map((p) => `${p.element} (${p.area} px²)`))];
    console.log(`  ${name}: largest paint ${kinds.join(', ')} at ${list.map((p) => Math.round(p.ms)).join(', ')} ms`);
  }
  const bare = Math.round(median(paints.get('bare')!.map((p) => p.ms)));
  const conditions = `phone, CPU ${CPU_SLOWDOWN}x slower`;
  const figures: Figure[] = [{ name: `largest paint of the bare client-rendered page (${conditions})`, value: bare, unit: 'ms' }];
  for (const { code } of merchants) {
    const home = Math.round(median(paints.get(code)!.map((p) => p.ms)));
    const ratio = Math.round((home / bare) * 100) / 100;
    figures.push(
      { name: `largest paint of /m/home ${code} (${conditions})`, value: home, unit: 'ms' },
      {
        name: `largest paint of /m/home ${code} over the bare page's`,
        value: ratio,
        unit: '×',
        budget: `<= ${PAINT_RATIO_BUDGET}`,
        ok: ratio <= PAINT_RATIO_BUDGET,
      },
    );
  }
  return figures;
}
