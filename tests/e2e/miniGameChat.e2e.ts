// The floating mini-game and the customer-service chat, in Chromium on a phone, against the reference API:
// xoso68 runs the v1 mini-game; royal88 has chat with its customer-service script from its own origin.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { postAgentMessage } from '../../server/chat/messages.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { root, startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

/** A member an operator set up, with a live session: the page logs in by the token in its query. */
async function member(merchantCode: string, username: string) {
  const created = await createMember(h.db, { merchantCode, username, password: 'pass-word-1' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  return { id: created.id, token: await createSession(h.db, created.id, merchantCode, '127.0.0.1') };
}

/** Presses the launcher at its middle, moves the pointer by (dx, dy) and lets go; returns where it ended. */
async function drag(page: Page, target: Locator, dx: number, dy: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
  return (await target.boundingBox())!;
}

/**
 * Scrolled to the end of the page, the page's last control (floating buttons and fixed bars aside) is
 * not covered: at its centre and across it (a grid of points clear of rounded ends) the topmost element is
 * the control itself. Answers what lies over it instead, or null.
 */
async function lastControlCovering(page: Page): Promise<string | null> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // No named helpers inside: the page runs this function's own text.
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('#root a[href], #root button, #root select, #root input, #root textarea')].filter((control) => {
      if (control.matches(':disabled') || control.getClientRects().length === 0) return false;
      for (let at: Element | null = control; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return false;
      return true;
    });
    const last = controls.at(-1);
    if (!last) return 'no control';
    const box = last.getBoundingClientRect();
    const inset = Math.min(box.height, box.width) / 2;
    for (const x of [box.left + box.width / 2, box.left + inset, box.right - inset]) {
      for (const y of [box.top + box.height / 2, box.top + 2, box.bottom - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === last || last.contains(hit))) continue;
        return `${[hit, last]
          .map((element) => (element ? `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"` : 'nothing'))
          .join(' lies over ')} at ${Math.round(x)},${Math.round(y)}`;
      }
    }
    return null;
  });
}

const near = (actual: number, expected: number, what: string) => assert.ok(Math.abs(actual - expected) < 1, `${what}: ${actual} is not ${expected}`);

describe('mini-game', () => {
  it('never loads for a visitor; a member drags it only within the window, and a short move is a click', async () => {
    await h.withPhone(async (page) => {
      const scriptRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/mini-game/')) scriptRequests.push(request.url());
      });
      await page.goto(h.at('m.xoso68.test', '/m/home?language=EN'));
      // The visitors' announcement shows once the page is idle, as the mini-game would have.
      await page.getByRole('dialog').waitFor();
      assert.deepEqual(scriptRequests, []);

      const { token } = await member('xoso68', 'dragger1');
      await page.goto(h.at('m.xoso68.test', `/m/member/home?language=EN&token=${token}`));
      const launcher = page.getByRole('button', { name: 'Mini-game', exact: true });
      await launcher.waitFor();
      const { width, height } = page.viewportSize()!;
      const margin = width * 0.02;

      const topLeft = await drag(page, launcher, -2000, -3000);
      near(topLeft.x, margin, 'left');
      near(topLeft.y, margin, 'top');
      const bottomRight = await drag(page, launcher, 3000, 4000);
      near(bottomRight.x + bottomRight.width, width - margin, 'right');
      near(bottomRight.y + bottomRight.height, height - margin, 'bottom');
      const moved = await drag(page, launcher, -150, -300);
      near(moved.x, bottomRight.x - 150, 'x after a drag');
      near(moved.y, bottomRight.y - 300, 'y after a drag');
      assert.equal(await launcher.getAttribute('aria-expanded'), 'false');

      const still = await drag(page, launcher, 1, 1);
      near(still.x, moved.x, 'x after a short move');
      assert.equal(await launcher.getAttribute('aria-expanded'), 'true');
      const panel = page.getByRole('region', { name: 'Mini-game' });
      await panel.getByRole('heading', { name: 'Lucky draw' }).waitFor();
      for (const n of ['02', '09', '17']) await panel.getByRole('button', { name: n }).click();
      await panel.getByRole('button', { name: 'Draw' }).click();
      assert.match(await panel.getByRole('status').innerText(), /^Drawn: (\d\d, ){4}\d\d · /);

      await panel.getByRole('button', { name: 'Close the mini-game' }).click();
      // Parked in a bottom corner, the launcher leaves member home's last control clear once scrolled to.
      await drag(page, launcher, 3000, 4000);
      assert.equal(await lastControlCovering(page), null);

      assert.deepEqual(
        scriptRequests.map((url) => new URL(url).pathname),
        ['/mini-game/v1/minigame.js'],
      );
      assert.equal(await page.locator('script[src$="/mini-game/v1/minigame.js"]').count(), 1);
    });
  });
});

describe('customer-service chat', () => {
  it('the badge counts unread agent messages, and the button opens the launched chat with the right query', async () => {
    const { id, token } = await member('royal88', 'chatty1');
    await postAgentMessage(h.db, id, 'Your withdrawal is on its way.');
    const royal = JSON.parse(readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8')) as { name: string; theme: { headerColor: string } };
    await h.withPhone(async (page) => {
      await page.goto(h.at('m.royal88.test', `/m/home?language=EN&token=${token}`));
      // The welcome and the agent's message.
      const chat = page.getByRole('button', { name: 'Chat with customer service, 2 unread messages' });
      await chat.waitFor();
      assert.equal(await chat.innerText(), '2');
      // The operator's customer-service script, from an origin royal88 allows ('self').
      await page.getByRole('button', { name: 'Help' }).waitFor();
      // A member sees the members' announcements first.
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await chat.click();
      await page.waitForURL((url) => url.pathname === '/demo-chat/');
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get('b2c'), '1');
      assert.equal(query.get('title'), royal.name);
      assert.equal(query.get('language'), 'EN');
      assert.equal(query.get('headerColor'), royal.theme.headerColor);
      const back = new URL(query.get('backUrl')!);
      assert.equal(back.pathname, '/m/home');
      assert.equal(back.searchParams.get('token'), null);
      assert.ok(!page.url().includes(token), 'the chat address never carries the session token');
      await page.getByRole('heading', { name: royal.name }).waitFor();
      await page.getByRole('log', { name: 'Conversation' }).getByText('Your withdrawal is on its way.').waitFor();

      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === '/m/home');
      await page.getByRole('button', { name: 'Chat with customer service', exact: true }).waitFor();
      // The chat button and the operator's help button float over home: the page keeps room beneath them.
      await page.getByRole('button', { name: 'Help' }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await lastControlCovering(page), null);
    });
  });
});
