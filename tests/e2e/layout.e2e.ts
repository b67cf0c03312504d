// Layout at phone widths, in Chromium against the reference API: the site header of every merchant fits
// from 320 to 430 px in each of its languages, for a visitor and a member; no floating button lies over a
// control of home or member home; and nothing of a third party floats over the game page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { projectCopy, root, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

const WIDTHS = [320, 360, 390, 412, 430];
const HEIGHT = 740;
let h: Harness;
let work: string;

before(async () => {
  // Home's popups are other features: switched off here, so what is measured is the page itself.
  work = projectCopy();
  for (const { code } of shippedMerchants()) {
    const file = path.join(work, 'merchants', `${code}.json`);
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    const template = JSON.parse(readFileSync(path.join(work, 'templates', `${merchant.pages.home.template}.json`), 'utf8'));
    merchant.pages.home.disabled = [...(merchant.pages.home.disabled ?? []), ...Object.keys(template.overlays ?? {})];
    writeFileSync(file, JSON.stringify(merchant, null, 2));
  }
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

const merchantFile = (code: string): { name: string; languages: { allowed: string[] } } =>
  JSON.parse(readFileSync(path.join(work, 'merchants', `${code}.json`), 'utf8'));

/** A core message as a language shows it. */
const coreMessage = (language: string, id: string): string => JSON.parse(readFileSync(path.join(root, 'src/i18n/messages', `${language}.json`), 'utf8'))[id];

/** The header's logo, a link home named by the merchant; the header is the one around it. */
const brand = (page: Page, merchantName: string) => page.getByRole('link', { name: merchantName, exact: true });

let members = 0;
/** A member with a live session: the page logs in by the token it is opened with. */
async function memberToken(merchantCode: string, username = `layout${++members}x${Date.now() % 10_000}`): Promise<string> {
  const created = await createMember(h.db, { merchantCode, username, password: 'pass-word-1' });
  await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
  return createSession(h.db, created.id, merchantCode, '127.0.0.1');
}

const withPhone = (run: (page: Page) => Promise<void>) =>
  h.withPhone(async (page) => {
    // The test runner's compiler names the helpers of functions the page runs with a helper of its own.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await run(page);
  });

/** Lets the page lay itself out again (a resize is applied before the next frame is drawn). */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * What is wrong with the header's layout, in words: a part (link, button, select, image) outside the
 * header or over another part, or a text cut (wider than its box, or a select's chosen name wider than
 * the select shows).
 */
function headerProblems(page: Page, merchantName: string): Promise<string[]> {
  return brand(page, merchantName).evaluate((logo) => {
    const header = logo.closest('header')!;
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? element.textContent?.trim()}"`;
    const shown = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const outer = header.getBoundingClientRect();
    if (header.scrollWidth > header.clientWidth) problems.push(`the header scrolls sideways (${header.scrollWidth} > ${header.clientWidth})`);
    const parts = [...header.querySelectorAll('a, button, select, img, input')].filter((part) => {
      const box = part.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    for (const part of parts) {
      const box = part.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5) {
        problems.push(`${name(part)} leaves the header`);
      }
    }
    parts.forEach((part, i) => {
      for (const other of parts.slice(i + 1)) {
        if (part.contains(other) || other.contains(part)) continue;
        const a = part.getBoundingClientRect();
        const b = other.getBoundingClientRect();
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        if (overlap) problems.push(`${name(part)} and ${name(other)} overlap`);
      }
    });
    for (const element of header.querySelectorAll('*')) {
      if (!shown(element) || !element.textContent?.trim()) continue;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth)
        problems.push(`${name(element)} is cut (${element.scrollWidth} > ${element.clientWidth})`);
      if (element instanceof HTMLSelectElement) {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
        // What a select shows of its chosen option: its box less its padding and the drop-down arrow.
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        if (text > room) problems.push(`${name(element)} shows "${element.selectedOptions[0]?.text}" cut (${Math.round(text)} > ${Math.round(room)})`);
      }
    }
    return problems;
  });
}

describe('site header', () => {
  for (const { code, host } of shippedMerchants()) {
    it(`${code}: never overlaps or cuts from 320 to 430 px, for a visitor and a member, in each of its languages`, async () => {
      const token = await memberToken(code);
      const { name, languages } = merchantFile(code);
      const problems: string[] = [];
      for (const role of ['visitor', 'member'] as const) {
        for (const language of languages.allowed) {
          await withPhone(async (page) => {
            await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
            const query = `language=${language}${role === 'member' ? `&token=${token}` : ''}`;
            await page.goto(h.at(host, `/m/home?${query}`));
            await brand(page, name).waitFor({ state: 'attached' });
            // Once the session is known the header names the member, else it offers registration.
            const account =
              role === 'member'
                ? page.getByRole('link', { name: /^layout/ })
                : page.getByRole('link', { name: coreMessage(language, 'nav.register'), exact: true });
            await account.waitFor();
            await page.evaluate(() => document.fonts.ready);
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: HEIGHT });
              await nextFrame(page);
              for (const problem of await headerProblems(page, name)) problems.push(`${role}, ${language}, ${width} px: ${problem}`);
            }
          });
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});

/**
 * The controls of the page whose middle a floating element covers, in words. Every visible control counts
 * (the floating buttons too: none may lie over another), except one that has scrolled under a bar as
 * wide as the window (the sticky header, a download bar), the page's chrome rather than a floating button,
 * and one whose middle is scrolled out of view inside a strip of cards.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll('a[href], button, select, input, textarea, summary, [role="button"]');
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x >= width || y >= height) continue;
      const hit = document.elementFromPoint(x, y);
      // The control itself, or (its middle scrolled out of a strip that clips it) the strip: not covered.
      if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
      let bar = false;
      for (let at: Element | null = hit; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if ((style.position === 'fixed' || style.position === 'sticky') && at.getBoundingClientRect().width >= width * 0.9) bar = true;
      }
      if (!bar) problems.push(`${name(hit)} lies over ${name(control)} at ${Math.round(x)},${Math.round(y)}`);
    }
    return problems;
  });
}

/** Once the mini-game's launcher (when there is one) has docked after the last change. */
async function floatingSettled(page: Page, miniGame: boolean) {
  await nextFrame(page);
  if (miniGame) await page.locator('[data-dock="settled"]').waitFor();
}

/** Scrolls to the end of the page and waits for whatever docks to settle there. */
async function toTheEnd(page: Page, miniGame: boolean) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await floatingSettled(page, miniGame);
}

describe('floating buttons', () => {
  for (const { code, host } of shippedMerchants()) {
    const merchant = JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8'));
    const miniGame = Boolean(merchant.whitelabel.LOTTMINIGAME3?.enabled || merchant.whitelabel.SEALOTTMINIGAME3?.enabled);
    const helpWidget = merchant.whitelabel.CBS3?.enabled && (merchant.customerServiceScriptOrigins?.length ?? 0) > 0;
    it(`${code}: none lies over a control of home or member home, at the top or the end of the page`, async () => {
      const token = await memberToken(code);
      const problems: string[] = [];
      for (const [width, height] of [
        [320, 640],
        [390, HEIGHT],
      ] as const) {
        for (const [who, pathname] of [
          ['visitor', '/m/home'],
          ['member', '/m/home'],
          ['member', '/m/member/home'],
        ] as const) {
          await withPhone(async (page) => {
            await page.setViewportSize({ width, height });
            await page.goto(h.at(host, `${pathname}?language=EN${who === 'member' ? `&token=${token}` : ''}`));
            const docked = who === 'member' && miniGame;
            // What floats comes once the page has settled: wait for each that this merchant shows.
            if (docked) await page.getByRole('button', { name: 'Mini-game', exact: true }).waitFor();
            if (helpWidget) await page.getByRole('button', { name: 'Help', exact: true }).waitFor();
            if (pathname === '/m/home') await page.getByRole('button', { name: /^Chat with customer service/ }).waitFor();
            else await page.getByRole('button', { name: 'Log out' }).waitFor();
            await floatingSettled(page, docked);
            for (const problem of await coveredControls(page)) problems.push(`${who} ${pathname}, ${width} px, top: ${problem}`);
            await toTheEnd(page, docked);
            for (const problem of await coveredControls(page)) problems.push(`${who} ${pathname}, ${width} px, end: ${problem}`);
          });
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});

describe('game page', () => {
  it("nothing of a third party floats over the game, and the bar's icon buttons leave the title its room", async () => {
    const token = await memberToken('royal88');
    await withPhone(async (page) => {
      await page.setViewportSize({ width: 320, height: HEIGHT });
      await page.goto(h.at('m.royal88.test', `/m/home?language=EN&token=${token}`));
      const help = page.getByRole('button', { name: 'Help', exact: true });
      await help.waitFor();
      await page
        .getByRole('link', { name: /^Mahjong Ways/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/m/game');
      await page.frameLocator('iframe[title="Game: Mahjong Ways"]').getByRole('heading', { name: 'Mahjong Ways' }).waitFor();
      await help.waitFor({ state: 'hidden' });

      const title = page.getByRole('heading', { name: 'Mahjong Ways', level: 1 });
      assert.ok(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), "the game's title is whole");
      for (const name of ['Back', 'Hide header', 'Full screen']) assert.equal(await page.getByRole('button', { name, exact: true }).innerText(), '');
      // Across the game, the topmost element is the game's frame.
      const frame = page.locator('iframe[title="Game: Mahjong Ways"]');
      const covered = await frame.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const points = [
          [0.5, 0.5],
          [0.1, 0.9],
          [0.9, 0.9],
          [0.1, 0.6],
          [0.9, 0.6],
        ] as const;
        return points
          .map(([fx, fy]) => document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy))
          .filter((hit) => hit !== element)
          .map((hit) => hit?.outerHTML.slice(0, 80) ?? 'nothing');
      });
      assert.deepEqual(covered, []);

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await help.waitFor();
    });
  });
});
