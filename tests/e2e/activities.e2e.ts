// Promotions and activities in Chromium on a phone, against the reference API serving an editable copy
// of the merchants: every promotion type's go button lands on its target and hides for the member types
// spec section 2 excludes, a sign-in stays recorded, the reward centre says when it is off, and
// /m/activity without a promotion lists the running ones on every shipped merchant in its languages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PromotionType } from '../../src/config/types.generated.ts';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { runningPromotions } from '../../src/rules/promotionPhase.ts';
import { localize } from '../../server/content/announcements.ts';
import { recordDeposit } from '../../server/accounts/deposits.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { appReady, projectCopy, root, startHarness, type Harness } from './harness.ts';

const TARGETS: Record<PromotionType, string> = {
  LOGIN: '/m/activity/signIn',
  REGISTER: '/m/activity/noviceTask',
  SAVIOR: '/m/activity/rescue',
  DEPOSIT: '/m/voucherCenter',
  FIRST_DEPOSIT: '/m/voucherCenter',
  SECOND_DEPOSIT: '/m/voucherCenter',
  THIRD_DEPOSIT: '/m/voucherCenter',
  FOURTH_DEPOSIT: '/m/voucherCenter',
  FIFTH_DEPOSIT: '/m/voucherCenter',
  DEPOSIT_COUNT: '/m/voucherCenter',
  DEPOSIT_BET_BONUS: '/m/voucherCenter',
  REFERRAL: '/m/inviteFriends',
  MISSION: '/m/leaderBoard',
  UPGRADE_BONUS: '/m/member/benefits',
  APP_DOWNLOAD: 'https://dl.royal88.test/royal88.apk',
};
const TYPES = Object.keys(TARGETS) as PromotionType[];
const title = (type: PromotionType) => `${type} offer`;

let h: Harness;
before(async () => {
  const work = projectCopy();
  const edit = (code: string, change: (merchant: { content: { promotions: unknown[] }; whitelabel: Record<string, unknown> }) => void) => {
    const file = path.join(work, 'merchants', `${code}.json`);
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    change(merchant);
    writeFileSync(file, JSON.stringify(merchant, null, 2));
  };
  // royal88 runs one promotion of every type; sorte777's reward centre is off.
  edit('royal88', (m) => {
    m.content.promotions = TYPES.map((promotionType, i) => ({ id: 900 + i, promotionType, title: { EN: title(promotionType) }, enabled: true }));
  });
  edit('sorte777', (m) => {
    m.whitelabel.REWARDCENTER3 = { enabled: false };
  });
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

let serial = 0;
/** A royal88 member (or sorte777's) of `type`, past the first login; a deposit gives royal88's Bronze rank (AUTO: VIP benefits on). */
async function member(type: number, { deposit = false, merchantCode = 'royal88' } = {}) {
  const created = await createMember(h.db, { merchantCode, username: `act${type}${Date.now() % 100_000}${serial++}`, password: 'secret-pass-1' });
  await h.db.query('UPDATE members SET customer_type = $2, first_time_login = FALSE WHERE id = $1', [created.id, type]);
  if (deposit) await recordDeposit(h.db, created.id, 500, 'SUCCESS');
  return createSession(h.db, created.id, merchantCode, '127.0.0.1');
}

const royal = (pathname: string) => h.at('m.royal88.test', pathname);
const promotionList = (page: Page) => page.getByRole('list', { name: 'Promotions' });
const goButtons = (page: Page) => promotionList(page).getByRole('button', { name: /^Go to / });

/** The promotion types whose go button the reward centre shows, once its list is in. */
async function shownTypes(page: Page): Promise<string[]> {
  await promotionList(page)
    .getByRole('heading', { name: title('LOGIN') })
    .waitFor();
  const names = await goButtons(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Go to (.*) offer$/, '$1')).sort();
}

describe('go buttons', () => {
  it("each promotion type's go button lands on its target (type 0 member with VIP benefits)", async () => {
    const token = await member(0, { deposit: true });
    await h.withPhone(async (page) => {
      await page.context().route('https://dl.royal88.test/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'the app' }));
      await page.goto(royal(`/m/rewardCenter?language=EN&token=${token}`));
      assert.deepEqual(await shownTypes(page), [...TYPES].sort());
      for (const type of TYPES) {
        const go = promotionList(page).getByRole('button', { name: `Go to ${title(type)}` });
        if (type === 'APP_DOWNLOAD') {
          const [download] = await Promise.all([page.context().waitForEvent('page'), go.click()]);
          await download.waitForURL(TARGETS[type]);
          await download.close();
          assert.equal(new URL(page.url()).pathname, '/m/rewardCenter');
          continue;
        }
        await go.click();
        await page.waitForURL((url) => url.pathname === TARGETS[type]);
        await page.goBack();
        await promotionList(page).waitFor();
      }
    });
  });

  it('hides where the spec excludes the member: type 1 without VIP, type 2 with it, type 4', async () => {
    const everyType = [...TYPES].sort();
    const cases = [
      { token: await member(1), shown: everyType.filter((t) => t !== 'REFERRAL' && t !== 'UPGRADE_BONUS') },
      { token: await member(2, { deposit: true }), shown: everyType.filter((t) => t !== 'REFERRAL') },
      { token: await member(4, { deposit: true }), shown: [] },
    ];
    for (const { token, shown } of cases) {
      await h.withPhone(async (page) => {
        // The member info decides what shows: count once it is in.
        const info = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/info');
        await page.goto(royal(`/m/rewardCenter?language=EN&token=${token}`));
        await info;
        if (shown.length > 0)
          await promotionList(page)
            .getByRole('button', { name: `Go to ${title(shown[0] as PromotionType)}` })
            .waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await shownTypes(page), shown);
      });
    }
  });

  it("home's activity buttons obey the same rules: a visitor sees only the referral one", async () => {
    await h.withPhone(async (page) => {
      await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) => route.fulfill({ json: { success: true, value: [] } }));
      await page.goto(royal('/m/home?language=EN'));
      const activities = page.getByRole('navigation', { name: 'Activities' });
      await activities.getByRole('button', { name: title('REFERRAL') }).waitFor();
      assert.deepEqual(await activities.getByRole('button').allTextContents(), [title('REFERRAL')]);
    });
  });
});

describe('daily sign-in', () => {
  it('a member signs in on the calendar, and it stays signed after a reload', async () => {
    const token = await member(0);
    await h.withPhone(async (page) => {
      await page.goto(royal(`/m/activity/signIn?language=EN&token=${token}`));
      const today = page.getByRole('region', { name: "Today's reward" });
      await today.getByText('2 CNY').waitFor();
      await today.getByRole('button', { name: 'Sign in' }).click();
      await today.getByRole('status').getByText('Signed in! You received 2 CNY.').waitFor();
      await page.reload();
      await today.getByRole('button', { name: 'Signed in today' }).waitFor();
      assert.equal(await today.getByRole('button', { name: 'Signed in today' }).isDisabled(), true);
      const firstDay = page.getByRole('region', { name: 'This cycle' }).getByRole('listitem').first();
      assert.match(await firstDay.innerText(), /Day 1[\s\S]*Signed/);
      assert.equal(await firstDay.getAttribute('aria-current'), 'date');
    });
  });
});

describe('reward centre', () => {
  it('with the reward-centre flag off, the call is skipped and the page says so', async () => {
    const token = await member(0, { merchantCode: 'sorte777' });
    await h.withPhone(async (page) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('MCSFE_getMerchantAvailablePromotions')) asked.push(request.url());
      });
      await page.goto(h.at('m.sorte777.test', `/m/rewardCenter?language=EN&token=${token}`));
      await page.getByRole('alert').getByText('The reward centre is closed at the moment. Please check back later.').waitFor();
      await page.getByRole('link', { name: 'Home' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(asked, []);
    });
  });
});

describe('promotions list', () => {
  it('with the reward-centre flag off, /m/activity says there are no promotions on offer, without asking or alerting', async () => {
    const token = await member(0, { merchantCode: 'sorte777' });
    await h.withPhone(async (page) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('MCSFE_getMerchantAvailablePromotions')) asked.push(request.url());
      });
      await page.goto(h.at('m.sorte777.test', `/m/activity?language=EN&token=${token}`));
      await page.getByText('No promotions are on offer at the moment. Please check back later.').waitFor();
      await page.getByRole('link', { name: 'Home' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByRole('alert').count(), 0);
      assert.deepEqual(asked, []);
    });
  });

  it('an API answering reward_center_disabled reads the same', async () => {
    const token = await member(0);
    await h.withPhone(async (page) => {
      await page.route('**/wps/relay/MCSFE_getMerchantAvailablePromotions*', (route) =>
        route.fulfill({
          status: 400,
          json: { success: false, errorCode: 'reward_center_disabled', message: 'The reward centre is off for this merchant' },
        }),
      );
      const refused = page.waitForResponse((response) => response.url().includes('MCSFE_getMerchantAvailablePromotions'));
      await page.goto(royal(`/m/activity?language=EN&token=${token}`));
      await refused;
      await page.getByText('No promotions are on offer at the moment. Please check back later.').waitFor();
      assert.equal(await page.getByRole('alert').count(), 0);
    });
  });
});

describe('promotions list on the shipped merchants', () => {
  let shipped: Harness;
  before(async () => {
    shipped = await startHarness();
  });
  after(async () => {
    await shipped.close();
  });

  type Messages = Record<string, string>;
  const messages = (lang: string): Messages => ({
    ...JSON.parse(readFileSync(path.join(root, 'src/i18n/messages', `${lang}.json`), 'utf8')),
    ...JSON.parse(readFileSync(path.join(root, 'src/pages/activities/messages', `${lang}.json`), 'utf8')),
  });
  const merchantFile = (code: string): MerchantFile => JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8'));

  const cases = [
    { code: 'royal88', languages: ['CN', 'EN'] },
    { code: 'sorte777', languages: ['PT-BR', 'ES'] },
    { code: 'xoso68', languages: ['VI', 'EN'] },
  ];
  for (const { code, languages } of cases) {
    for (const lang of languages) {
      it(`${code} in ${lang}: the footer's Promotions lists the running ones, each leading to its details; an unknown id lists them under a notice`, async () => {
        const merchant = merchantFile(code);
        const text = messages(lang);
        const running = runningPromotions(merchant.content.promotions, {}, Date.now());
        const titles = running.map((p) => localize(p.title, lang, merchant.languages.default));
        const created = await createMember(shipped.db, { merchantCode: code, username: `list${Date.now() % 100_000}${serial++}`, password: 'secret-pass-1' });
        await shipped.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
        const token = await createSession(shipped.db, created.id, code, '127.0.0.1');
        const { context, page } = await shipped.newPhone();
        try {
          await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) => route.fulfill({ json: { success: true, value: [] } }));
          // The page's own popups (royal88's force download, its install prompt) are held back by the
          // session's popup cap (OverlayStore's SESSION_SHOWN_KEY): one opening under the tap would take it.
          await context.addInitScript(() => sessionStorage.setItem('wl.pagePopups.shown', '1000000'));
          await page.goto(shipped.at(`m.${code}.test`, `/m/home?language=${lang}&token=${token}`));
          // The tap comes once the app has the page and the member is known (the header names them): on a
          // slow machine home still moves while the session is checked, and a tap then may land elsewhere.
          await appReady(page);
          await page.getByRole('link', { name: created.username, exact: true }).first().waitFor();
          await page.getByRole('navigation', { name: text['footer.label'] }).getByRole('link', { name: text['nav.activity'] }).click();
          // The address, not a load event: the app moves within the page.
          await page.waitForURL((url) => url.pathname === '/m/activity' && !url.searchParams.has('id'), { waitUntil: 'commit' });
          const list = page.getByRole('list', { name: text['reward_center.list'] });
          await list.getByRole('heading', { name: titles[0] }).waitFor();
          assert.deepEqual(await list.getByRole('heading', { level: 2 }).allInnerTexts(), titles);
          // A type 0 member without a VIP rank: every go button but the upgrade bonus's.
          const goName = (title: string) => text['activity.go_to']!.replace('{title}', title);
          const withGo = running.filter((p) => p.promotionType !== 'UPGRADE_BONUS').map((p) => localize(p.title, lang, merchant.languages.default));
          await list.getByRole('button', { name: goName(withGo[0]!) }).waitFor();
          assert.deepEqual(await list.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))), withGo.map(goName));

          await list.getByRole('link', { name: titles[1] }).click();
          await page.waitForURL((url) => url.searchParams.get('id') === String(running[1]!.id), { waitUntil: 'commit' });
          await page.getByRole('heading', { level: 2, name: titles[1] }).waitFor();

          await page.goto(shipped.at(`m.${code}.test`, `/m/activity?id=999999&language=${lang}`));
          await page.getByRole('status').filter({ hasText: text['activity.not_found'] }).waitFor();
          await list.getByRole('heading', { name: titles[0] }).waitFor();
          assert.equal(await page.getByRole('alert').count(), 0);
        } finally {
          await context.close();
        }
      });
    }
  }
});
