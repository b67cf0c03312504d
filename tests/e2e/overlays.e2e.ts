// Popups on home, in Chromium on a phone, against the reference API serving an editable copy of the
// merchants: who sees what, when it comes back, in which order, and that server HTML cannot run code.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from 'playwright-core';
import { projectCopy, startHarness, type Harness } from './harness.ts';

let h: Harness;
let work: string;

type Merchant = {
  pages: { home: { props?: Record<string, Record<string, unknown>> } };
  content: { announcements: { id: number; title: unknown; content: unknown; execution: string; promotionType?: string }[] };
};
function editMerchant(code: string, edit: (merchant: Merchant) => void): void {
  const file = path.join(work, 'merchants', `${code}.json`);
  const merchant = JSON.parse(readFileSync(file, 'utf8')) as Merchant;
  edit(merchant);
  writeFileSync(file, JSON.stringify(merchant, null, 2));
}

before(async () => {
  work = projectCopy();
  // The save-image popups of xoso68 become due soon after the announcements (20 s by default).
  editMerchant('xoso68', (m) => {
    m.pages.home.props = { ...m.pages.home.props, popup1: { group: 'm_popup1', delayMs: 2500 }, popup2: { group: 'm_popup2', delayMs: 2500 } };
  });
  // sorte777 gets an announcement that tries to run code.
  editMerchant('sorte777', (m) => {
    m.content.announcements.unshift({
      id: 799, execution: 'B', title: 'Hostile',
      content: '<p>Hi<img src="/nothing.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned=3">tap</a></p>',
    });
  });
  h = await startHarness({ root: work });
});
after(async () => { await h.close(); });

/** A phone in Vietnam's time zone; `at` fixes the page's clock (timers still run). */
async function phone(run: (page: Page) => Promise<void>, at?: string) {
  const context = await h.browser.newContext({ ...devices['Pixel 7'], timezoneId: 'Asia/Ho_Chi_Minh' });
  const page = await context.newPage();
  // Counts the modals open at once, for the whole visit.
  await page.addInitScript(() => {
    const w = window as unknown as { maxModals: number };
    w.maxModals = 0;
    new MutationObserver(() => {
      w.maxModals = Math.max(w.maxModals, document.querySelectorAll('[aria-modal="true"]').length);
    }).observe(document, { subtree: true, childList: true });
  });
  if (at) await page.clock.setFixedTime(new Date(at));
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

const popup = (page: Page) => page.getByRole('dialog');
const popupTitled = (page: Page, name: string) => page.getByRole('dialog', { name });
const closeButton = (page: Page) => popup(page).getByRole('button', { name: 'Close' });
const xoso = (pathname: string) => h.at('m.xoso68.test', pathname);

describe('announcement popup', () => {
  it('a visitor sees the visitors\' items (B), not the members\' (A)', async () => {
    await phone(async (page) => {
      await page.goto(xoso('/m/home?language=EN'));
      await popupTitled(page, '50% deposit bonus').waitFor();
      await popup(page).getByText('1 of 2').waitFor();
      await popup(page).getByRole('button', { name: 'Next announcement' }).click();
      await popupTitled(page, 'Draw results time').waitFor();
      await popup(page).getByRole('button', { name: 'Next announcement' }).click();
      await popupTitled(page, '50% deposit bonus').waitFor();
      assert.equal(await page.getByText('Weekly leaderboard').count(), 0);
    });
  });

  it('hidden for today, it comes back after the next local midnight', async () => {
    let hidden = '';
    await phone(async (page) => {
      await page.goto(xoso('/m/home?language=EN'));
      await popup(page).getByRole('checkbox', { name: 'Do not show again today' }).check();
      await closeButton(page).click();
      await popup(page).waitFor({ state: 'detached' });
      hidden = await page.evaluate(() => localStorage.getItem('wl.announcementPopup.xoso68') ?? '');
      assert.match(hidden, /"mode":"today"/);
    }, '2026-11-23T20:00:00+07:00');
    const again = async (at: string, shows: boolean) => phone(async (page) => {
      // The same browser: what the player ticked is in its local storage.
      await page.goto(xoso('/m/home?language=EN'));
      await page.evaluate((value) => localStorage.setItem('wl.announcementPopup.xoso68', value), hidden);
      await page.reload();
      if (shows) await popup(page).waitFor();
      else {
        await page.getByRole('marquee').waitFor();
        await page.waitForTimeout(4000);
        assert.equal(await page.getByRole('dialog', { name: /bonus|Draw/ }).count(), 0);
      }
    }, at);
    await again('2026-11-23T23:59:00+07:00', false);
    await again('2026-11-24T00:00:05+07:00', true);
  });

  it('hidden for today, it comes back at once when the announcements change', async () => {
    await phone(async (page) => {
      await page.goto(xoso('/m/home?language=EN'));
      await popup(page).getByRole('checkbox', { name: 'Do not show again today' }).check();
      await closeButton(page).click();
      await popup(page).waitFor({ state: 'detached' });
      editMerchant('xoso68', (m) => {
        m.content.announcements[1].content = { EN: '<p>Results now at 18:30.</p>' };
      });
      await h.reload();
      await page.reload();
      await popupTitled(page, '50% deposit bonus').waitFor();
    });
  });

  it('with force-read on, closing first shows the last item', async () => {
    await phone(async (page) => {
      await page.goto(h.at('m.royal88.test', '/m/home?language=EN'));
      await popupTitled(page, 'Spring festival offer').waitFor();
      await closeButton(page).click();
      await popupTitled(page, 'Scheduled maintenance').waitFor();
      await closeButton(page).click();
      await popup(page).waitFor({ state: 'detached' });
    });
  });

  it('a script or an onerror handler in its HTML never runs, and a javascript: link leads nowhere', async () => {
    await phone(async (page) => {
      await page.goto(h.at('m.sorte777.test', '/m/home?language=EN'));
      await popupTitled(page, 'Hostile').waitFor();
      const link = popup(page).getByText('tap');
      assert.equal(await link.getAttribute('href'), null);
      await link.click();
      await page.waitForTimeout(500);
      assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
      assert.equal(await popup(page).locator('script').count(), 0);
    });
  });

  it('an /m/activity link inside navigates in the app, carrying the tracking query', async () => {
    await phone(async (page) => {
      await page.goto(xoso('/m/home?language=EN&affiliateCode=AF1'));
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await popup(page).getByRole('link', { name: 'promotion page' }).click();
      // A visitor lands on the login page the member-only activity page sends them to, in the same document.
      await page.waitForURL((url) => url.pathname === '/m/login');
      assert.equal(new URL(page.url()).searchParams.get('affiliateCode'), 'AF1');
      assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
      await popup(page).waitFor({ state: 'detached' });
    });
  });
});

describe('several popups', () => {
  it('show one after the other in priority order, never two at once', async () => {
    await phone(async (page) => {
      await page.goto(xoso('/m/home?language=EN'));
      await popupTitled(page, '50% deposit bonus').waitFor();
      // The save-image popups are due meanwhile; they wait their turn.
      await page.waitForTimeout(3500);
      await closeButton(page).click();
      await popupTitled(page, 'Keep this picture').getByRole('img', { name: 'Kết quả xổ số miền Bắc lúc 18:15' }).waitFor();
      await closeButton(page).click();
      await popupTitled(page, 'Keep this picture').getByRole('img', { name: 'Nạp tiền tặng 50% mỗi ngày' }).waitFor();
      await closeButton(page).click();
      await popup(page).waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => (window as unknown as { maxModals: number }).maxModals), 1);
    });
  });
});

describe('modal', () => {
  it('traps focus, closes on Escape and gives focus back to what opened it', async () => {
    await phone(async (page) => {
      await page.goto(h.at('m.royal88.test', '/m/register?language=EN'));
      await page.getByRole('tab', { name: 'Mobile number' }).click();
      const opener = page.getByRole('button', { name: 'Country code +86' });
      await opener.click();
      const sheet = page.getByRole('dialog', { name: 'Choose a country code' });
      await sheet.waitFor();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        assert.equal(await sheet.evaluate((el) => el.contains(document.activeElement)), true, `focus left the dialog after ${i + 1} presses`);
      }
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true);
    });
  });
});
