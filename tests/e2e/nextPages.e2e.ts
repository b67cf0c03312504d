// The next page at once: a server-rendered page asks the browser to prerender logging in and registering
// when the player shows intent, and comes back from the back/forward cache. Run in the full Chromium a
// player has (the headless shell has neither), with the cache Playwright would turn off left on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CDPSession, Page } from 'playwright-core';
import { appReady, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';
import { holdAppCode } from './heldAppCode.ts';

let h: Harness;
before(async () => {
  h = await startHarness({ asPlayersHaveIt: true });
});
after(async () => {
  await h.close();
});

/** Why the browser did not keep a page in its back/forward cache, as it tells DevTools; empty while none. */
async function cacheRefusals(page: Page): Promise<{ cdp: CDPSession; refusals: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const refusals: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => refusals.push(...event.notRestoredExplanations.map((e) => `${e.type}: ${e.reason}`)));
  await cdp.send('Page.enable');
  return { cdp, refusals };
}

describe('the back/forward cache', () => {
  const pairs: [host: string, from: string, to: string][] = [
    ...shippedMerchants().map((m): [string, string, string] => [m.host, '/m/home', '/m/login']),
    ['m.royal88.test', '/m/login', '/m/register'],
    ['m.royal88.test', '/m/register', '/m/inviteFriends'],
    ['m.royal88.test', '/m/inviteFriends', '/m/home'],
  ];
  for (const [host, from, to] of pairs) {
    it(`keeps ${host}${from}: back from ${to} shows it again without loading it`, async () => {
      const tries: string[] = [];
      // A reason of the moment (script running as the player left) is no fault of the page: the trip is
      // made again, at most three times. A reason the page could change fails at once.
      for (let attempt = 0; attempt < 3; attempt++) {
        const trip = await roundTrip(host, from, to);
        assert.deepEqual(
          trip.refusals.filter((reason) => !reason.startsWith('Circumstantial')),
          [],
          'the page keeps itself out of the cache',
        );
        if (!trip.restored) {
          tries.push(trip.refusals.join(', ') || 'no reason given');
          continue;
        }
        assert.equal(trip.sameDocument, true, 'the same document came back');
        assert.deepEqual(trip.documents, [], 'the page was asked for again');
        return;
      }
      assert.fail(`never shown from the cache: ${tries.join('; ')}`);
    });
  }
});

/** Opens `from`, goes on to `to` once the first is quiet, and back: what came back, and what the browser said. */
async function roundTrip(host: string, from: string, to: string) {
  const { context, page } = await h.newPhone();
  try {
    const { refusals } = await cacheRefusals(page);
    await page.goto(h.at(host, `${from}?language=EN`));
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { keptHere: boolean }).keptHere = true;
      addEventListener('pageshow', (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      });
    });
    // As a player leaves: with the page at rest, not in the middle of its script.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.goto(h.at(host, `${to}?language=EN`));
    await appReady(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // A page from the cache has no load event to wait for.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { restored?: boolean }).restored !== undefined || document.readyState === 'complete');
    return {
      refusals,
      restored: await page.evaluate(() => (window as unknown as { restored?: boolean }).restored === true),
      sameDocument: await page.evaluate(() => (window as unknown as { keptHere?: boolean }).keptHere === true),
      documents,
    };
  } finally {
    await context.close();
  }
}

describe('prerendering on intent', () => {
  it('starts on the log-in page, with the landing query, once the pointer rests on its link before the app runs, and ends with it', async () => {
    const context = await h.browser.newContext({ viewport: { width: 412, height: 900 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const ruleErrors: string[] = [];
      const started: string[] = [];
      let hovered = false;
      const startedOnLogin = new Promise<string>((resolve) => {
        // DevTools itself keeps a prerendered page from running (PrerenderingDisabledByDevTools): that it
        // was started is what the page decides, and what is looked at.
        cdp.on('Preload.prerenderStatusUpdated', (event) => {
          started.push(`${event.key.url}${hovered ? '' : ' (before any intent)'}`);
          if (hovered && new URL(event.key.url).pathname === '/m/login') resolve(event.key.url);
        });
      });
      cdp.on('Preload.ruleSetUpdated', (event) => {
        if (event.ruleSet.errorType) ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage}`);
      });
      await cdp.send('Preload.enable');
      const appCode = await holdAppCode(page);
      await page.goto(h.at('m.royal88.test', '/m/home?language=EN&affiliateCode=AFF7'), { waitUntil: 'domcontentloaded' });
      hovered = true;
      await page.getByRole('link', { name: 'Log in' }).hover();
      const url = new URL(await startedOnLogin);
      assert.equal(url.searchParams.get('affiliateCode'), 'AFF7');
      assert.deepEqual(ruleErrors, []);
      assert.ok(
        started.every((entry) => !entry.endsWith('(before any intent)')),
        `started without intent: ${started.join(', ')}`,
      );
      // The app moves between its pages itself: a prerendered page would go unused.
      await appCode.release();
      await appReady(page);
      assert.equal(await page.locator('script[type="speculationrules"]').count(), 0);
    } finally {
      await context.close();
    }
  });
});
