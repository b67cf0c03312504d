// Field data from real browser sessions: a player lands on a page, taps, and leaves; the Core Web Vitals
// the browser measured reach the server's metrics, counted under the merchant and the page landed on.
import { after, before, describe, it } from 'node:test';
import { appReady, startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness({ metrics: true });
});
after(() => harness.close());

/** The count of a series in the metrics, 0 while it has none. */
async function count(series: string): Promise<number> {
  const text = await (await fetch(harness.metricsUrl!)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Waits until the metrics show the series counted `at least` times. */
async function counted(series: string, atLeast: number): Promise<void> {
  const until = Date.now() + 20_000;
  while ((await count(series)) < atLeast) {
    if (Date.now() > until) throw new Error(`${series} never reached ${atLeast}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('field data', () => {
  it("reaches the metrics from a player's visit, under the merchant and the page landed on", async () => {
    for (const [host, pathname, merchant, page] of [
      ['m.royal88.test', '/m/home', 'royal88', 'home'],
      ['m.xoso68.test', '/m/login', 'xoso68', 'login'],
    ] as const) {
      const { context, page: phone } = await harness.newPhone();
      try {
        // The library arrives after the first screen, when the browser is idle.
        const library = phone.waitForResponse((r) => /\/assets\/web-vitals-[\w-]+\.js$/.test(r.url()));
        await phone.goto(harness.at(host, pathname));
        await appReady(phone);
        await library;
        // The page idles once: the library has run, and its observers have read the entries the browser kept
        // (a player who leaves sooner sends what was noted by then).
        await phone.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
        // A tap, for the interaction's latency.
        await phone
          .getByRole('button')
          .first()
          .click({ trial: false })
          .catch(() => undefined);
        // The player leaves: the page is hidden, and its beacon goes.
        await phone.goto('about:blank');
        // Counted before the phone is put away: closing it may cancel a beacon still on its way.
        const labels = `{merchant="${merchant}",page="${page}"}`;
        await counted(`wl_web_vitals_fcp_seconds_count${labels}`, 1);
        await counted(`wl_web_vitals_ttfb_seconds_count${labels}`, 1);
        await counted(`wl_web_vitals_lcp_seconds_count${labels}`, 1);
      } finally {
        await context.close();
      }
    }
  });
});
