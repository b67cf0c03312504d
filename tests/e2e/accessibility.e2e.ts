// axe-core (WCAG 2.1 A and AA) on every registered page of every shipped merchant, as a visitor and,
// where a page needs a session, as a member; and on home with its announcement popup open.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { pageRegistry } from '../../src/pages/registry.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { SESSION_SHOWN_KEY } from '../../src/stores/OverlayStore.ts';
import { RequestTracker } from '../../scripts/lib/shots/requestTracker.ts';
import { appReady, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's WCAG 2.1 AA violations, one line each with the elements at fault. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script element: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, WCAG_21_AA);
  return found.map((v: Violation) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Settles once the app has the page and its requests are answered, with none started over an idle
 * period and two frames after: what the page fetched is drawn (an answer often asks for more).
 */
async function settled(page: Page, requests: RequestTracker): Promise<void> {
  await appReady(page);
  for (let started = -1; started !== requests.started || requests.inFlight > 0; ) {
    await requests.none(30_000);
    started = requests.started;
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(done)), { timeout: 1000 })));
  }
}

/** Every path a player can open, once per page (the first of a page's paths). */
const pages = Object.entries(pageRegistry).map(([name, page]) => ({ name, path: page.paths[0] as string, member: page.guard !== 'public' }));

for (const merchant of shippedMerchants()) {
  describe(`accessibility of ${merchant.code}`, () => {
    let token = '';
    before(async () => {
      const member = await createMember(h.db, { merchantCode: merchant.code, username: `axe${merchant.code}`.slice(0, 16), password: 'secret-123' });
      await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [member.id]);
      token = await createSession(h.db, member.id, merchant.code, '127.0.0.1');
    });

    it('every page has no WCAG 2.1 AA violation', async () => {
      const { context, page } = await h.newPhone();
      const requests = new RequestTracker(page);
      const problems: string[] = [];
      try {
        // Popups are checked on their own below; here one opening as axe runs would be judged mid-fade. The
        // session has shown its share of page popups (OverlayStore's pacing), whatever content arrives with the page.
        await context.addInitScript(`sessionStorage.setItem(${JSON.stringify(SESSION_SHOWN_KEY)}, '99')`);
        for (const { name, path, member } of pages) {
          const query = member ? `?token=${token}` : '';
          await page.goto(h.at(merchant.host, `${path}${query}`));
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await settled(page, requests);
          for (const line of await violations(page)) problems.push(`${name} ${path}: ${line}`);
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, []);
    });

    it('home with its announcement popup open has no WCAG 2.1 AA violation', async () => {
      const { context, page } = await h.newPhone();
      try {
        await page.goto(h.at(merchant.host, '/m/home'));
        await page.getByRole('dialog').waitFor();
        // Colours are judged once the popup has slid in (mid-slide, its text is still fading in).
        await page.waitForFunction(() => {
          const modal = document.querySelector('.wl-modal');
          const slides = modal
            ?.getAnimations({ subtree: true })
            .filter((animation) => /^wl-(modal|sheet)-/.test((animation as CSSAnimation).animationName ?? ''));
          return slides?.every((animation) => animation.playState !== 'running');
        });
        assert.deepEqual(await violations(page), []);
      } finally {
        await context.close();
      }
    });
  });
}
