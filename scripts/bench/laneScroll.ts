// A lane of 500 game cards on each merchant's /m/home, scrolled through in Chromium on a phone with the
// CPU slowed 4x: the longest main-thread task while scrolling, and the most cards in the page at once.
import { chromium, devices, type CDPSession, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { chromiumFlags, chromiumPath, CPU_SLOWDOWN, root, type Figure } from './shared.ts';
import { servedBanners } from '../../server/content/banners.ts';

export const LANE_CARDS = 500;
export const LONG_TASK_BUDGET_MS = 50;
/** Far fewer than the lane holds: only the cards near the screen are in the page. */
export const CARDS_IN_PAGE_BUDGET = 100;
const STEP_PX = 350;
const MAX_STEPS = 400;

interface Merchant {
  code: string;
  host: string;
}

/** The lanes call answered with one lane of 500 cards, their images cycling through the merchant's own. */
async function serveLongLane(page: Page, code: string): Promise<void> {
  const merchant = JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8')) as MerchantFile;
  const shipped = merchant.content.lanes.flatMap((lane) => lane.cards);
  const cards = Array.from({ length: LANE_CARDS }, (_, i) => ({ ...shipped[i % shipped.length], displayName: `Game ${i + 1}`, gameId: `bench-${i}` }));
  const lane = { title: `${LANE_CARDS} games`, gameCount: LANE_CARDS, gameClassify: [{ type: 'RNG', vendors: ['PG'] }], cards };
  await page.route('**/wps/game/lanes', (route) => route.fulfill({ json: { success: true, value: { data: { lanes: [lane] } } } }));
  // Home's popups would lock the page's scroll: they are measured elsewhere.
  await page.route('**/wps/relay/MCSFE_getListAnnouncements**', (route) => route.fulfill({ json: { success: true, value: [] } }));
  const banners = servedBanners(merchant, merchant.languages.default, ['m_banner']);
  await page.route('**/wps/system/banners**', (route) => route.fulfill({ json: { success: true, value: banners } }));
}

/** Scrolls with the wheel, as a player flicks, until nothing moves; returns the most cards seen at once. */
async function scrollThrough(page: Page, horizontal: boolean): Promise<number> {
  let most = 0;
  let last = -1;
  let still = 0;
  for (let step = 0; step < MAX_STEPS && still < 3; step++) {
    await page.mouse.wheel(horizontal ? STEP_PX : 0, horizontal ? 0 : STEP_PX);
    await page.waitForTimeout(30);
    const { position, cards } = await page.evaluate(
      (sideways) => ({
        position: sideways ? (document.querySelector('.wl-virtual__strip')?.scrollLeft ?? 0) : window.scrollY,
        cards: document.querySelectorAll('.wl-card').length,
      }),
      horizontal,
    );
    most = Math.max(most, cards);
    // The end: nothing moved for three flicks in a row (one may land while a smooth scroll catches up).
    still = position === last ? still + 1 : 0;
    last = position;
  }
  return most;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Records the page's main-thread tasks while `run` runs; returns the longest, in ms (any length, not only those over 50 ms). */
async function longestTask(cdp: CDPSession, run: () => Promise<void>): Promise<number> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid);
  return Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000));
}

async function measureOne(page: Page, url: string, code: string): Promise<Figure[]> {
  await serveLongLane(page, code);
  await page.goto(url);
  const list = page.getByRole('list', { name: `${LANE_CARDS} games` });
  await list.getByRole('listitem').first().waitFor();
  const horizontal = (await page.locator('.wl-virtual__strip').count()) > 0;
  await list.scrollIntoViewIfNeeded();
  const box = await list.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 100));
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let cards = 0;
  const longest = await longestTask(cdp, async () => {
    cards = await scrollThrough(page, horizontal);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // A run that stopped short of the lane's end would measure too little.
  await page.getByRole('link', { name: new RegExp(`^Game ${LANE_CARDS}\\b`) }).waitFor({ timeout: 5000 });
  const name = `lane of ${LANE_CARDS} cards (${code}, ${horizontal ? 'row' : 'grid'}, CPU ${CPU_SLOWDOWN}x slower)`;
  return [
    {
      name: `${name}: longest task while scrolling`,
      value: Math.round(longest),
      unit: 'ms',
      budget: `<= ${LONG_TASK_BUDGET_MS}`,
      ok: longest <= LONG_TASK_BUDGET_MS,
    },
    { name: `${name}: most cards in the page at once`, value: cards, unit: 'cards', budget: `< ${CARDS_IN_PAGE_BUDGET}`, ok: cards < CARDS_IN_PAGE_BUDGET },
  ];
}

export async function measureLaneScroll(origin: (host: string) => string, merchants: Merchant[]): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const figures: Figure[] = [];
  try {
    for (const merchant of merchants) {
      const context = await browser.newContext({ ...devices['Pixel 7'], hasTouch: false, isMobile: false });
      try {
        figures.push(...(await measureOne(await context.newPage(), `${origin(merchant.host)}/m/home`, merchant.code)));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
