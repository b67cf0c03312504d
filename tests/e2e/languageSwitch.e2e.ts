// A language switch leaves nothing behind: after picking another language in home's header, the lanes,
// the activity tiles, the marquee and the banners' descriptions read exactly as a fresh load of home in
// that language does; on member home, the VIP card (rank and next rank, which the API names in the
// language asked) does too.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { recordDeposit } from '../../server/accounts/deposits.ts';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { appReady, root, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

const messages = (language: string) => JSON.parse(readFileSync(path.join(root, 'src/i18n/messages', `${language}.json`), 'utf8')) as Record<string, string>;

interface MerchantLanguages {
  allowed: string[];
  default: string;
}

const languagesOf = (code: string) =>
  (JSON.parse(readFileSync(path.join(root, 'merchants', `${code}.json`), 'utf8')) as { languages: MerchantLanguages }).languages;

/** What home says in its language-dependent parts, found by role and named in the page's language. */
async function homeTexts(page: Page, language: string) {
  const m = messages(language);
  const lanes = page.getByRole('region', { name: m['lanes.label'], exact: true });
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    laneTitles: await lanes.getByRole('heading').allTextContents(),
    lanes: await lanes.textContent(),
    tiles: await page.getByRole('navigation', { name: m['activities.label'], exact: true }).getByRole('button').allTextContents(),
    marquee: await page.getByRole('marquee', { name: m['marquee.label'], exact: true }).locator('p > span').allTextContents(),
    banners: await page
      .getByRole('region', { name: m['banner.label'], exact: true })
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt)),
  };
}

type HomeTexts = Awaited<ReturnType<typeof homeTexts>>;

/** Home has all it shows: its first lane, its first activity tile and a marquee line. */
async function homeShown(page: Page, language: string, expected?: HomeTexts): Promise<void> {
  const m = messages(language);
  const lanes = page.getByRole('region', { name: m['lanes.label'], exact: true });
  const tiles = page.getByRole('navigation', { name: m['activities.label'], exact: true });
  const marquee = page.getByRole('marquee', { name: m['marquee.label'], exact: true });
  if (expected) {
    await lanes.getByRole('heading', { name: expected.laneTitles[0], exact: true }).waitFor();
    await tiles.getByRole('button', { name: expected.tiles[0], exact: true }).waitFor();
    await marquee.getByText(expected.marquee[0], { exact: true }).first().waitFor({ state: 'attached' });
    await page
      .getByRole('region', { name: m['banner.label'], exact: true })
      .getByRole('img', { name: expected.banners[0], exact: true })
      .waitFor({ state: 'attached' });
  } else {
    await lanes.getByRole('heading').first().waitFor();
    await tiles.getByRole('button').first().waitFor();
    await marquee.locator('p > span').first().waitFor({ state: 'attached' });
  }
}

describe('switching language on home', () => {
  for (const m of shippedMerchants()) {
    const languages = languagesOf(m.code);
    const target = languages.allowed.find((l) => l !== languages.default)!;

    it(`${m.code}: ${languages.default} → ${target} reads as a fresh load in ${target}`, async () => {
      const fresh = await h.newPhone();
      const switched = await h.newPhone();
      try {
        await fresh.page.goto(h.at(m.host, `/m/home?language=${encodeURIComponent(target)}`));
        await homeShown(fresh.page, target);
        const expected = await homeTexts(fresh.page, target);
        assert.ok(
          expected.laneTitles.length > 0 && expected.tiles.length > 0 && expected.marquee.length > 0 && expected.banners.length > 0,
          'a fresh load shows lanes, tiles, a marquee and banners',
        );

        const { page } = switched;
        await page.goto(h.at(m.host, '/m/home'));
        await homeShown(page, languages.default);
        const before = await homeTexts(page, languages.default);
        // The server's page shows the select before the app's code runs, which alone acts on a choice.
        await appReady(page);
        assert.notDeepEqual(before.laneTitles, expected.laneTitles, 'the lanes differ between the two languages');
        assert.notDeepEqual(before.banners, expected.banners, "the banners' descriptions differ between the two languages");

        // The content calls the switch makes, answered in the new language.
        const answered = [
          '/wps/game/lanes',
          '/wps/relay/MCSFE_getListAnnouncements',
          '/wps/relay/MCSFE_getMerchantAvailablePromotions',
          '/wps/system/banners',
        ].map((call) => page.waitForResponse((r) => new URL(r.url()).pathname === call && r.request().headers().language === target));
        await page.getByRole('combobox', { name: messages(languages.default)['header.language'] }).selectOption(target);
        await Promise.all(answered);
        await homeShown(page, target, expected);
        assert.deepEqual(await homeTexts(page, target), expected);
      } finally {
        await fresh.context.close();
        await switched.context.close();
      }
    });
  }
});

const memberMessages = (language: string) =>
  JSON.parse(readFileSync(path.join(root, 'src/pages/member/messages', `${language}.json`), 'utf8')) as Record<string, string>;

const vipRegion = (page: Page, language: string) => page.getByRole('region', { name: memberMessages(language)['member.vip_title'], exact: true });

/** What member home's VIP card says: its text, and its progress bar's name (the next rank's). */
async function vipCard(page: Page, language: string): Promise<{ text: string; progress: string }> {
  const card = vipRegion(page, language);
  await card.locator('.wl-vip__badge').waitFor();
  const progress = (await card.getByRole('progressbar').getAttribute('aria-label')) ?? '';
  return { text: (await card.textContent()) ?? '', progress };
}

describe('switching language on member home', () => {
  it('royal88: EN → CN, the VIP card reads as a fresh load in CN', async () => {
    const created = await createMember(h.db, { merchantCode: 'royal88', username: `lang${Date.now() % 1_000_000}`, password: 'secret-pass-1' });
    await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [created.id]);
    await recordDeposit(h.db, created.id, 500, 'SUCCESS');
    const token = await createSession(h.db, created.id, 'royal88', '127.0.0.1');
    const fresh = await h.newPhone();
    const switched = await h.newPhone();
    try {
      await fresh.page.goto(h.at('m.royal88.test', `/m/member/home?language=CN&token=${token}`));
      await vipRegion(fresh.page, 'CN').getByRole('progressbar', { name: /白银/ }).waitFor();
      const expected = await vipCard(fresh.page, 'CN');
      assert.match(expected.text, /青铜/);

      const { page } = switched;
      await page.goto(h.at('m.royal88.test', `/m/member/home?language=EN&token=${token}`));
      await vipRegion(page, 'EN')
        .getByRole('progressbar', { name: /Silver/ })
        .waitFor();
      assert.match((await vipCard(page, 'EN')).text, /Bronze/);
      await page.getByRole('combobox', { name: messages('EN')['header.language'] }).selectOption('CN');
      const card = vipRegion(page, 'CN');
      await card.getByText('青铜', { exact: true }).waitFor();
      await card.getByRole('progressbar', { name: expected.progress, exact: true }).waitFor();
      assert.deepEqual(await vipCard(page, 'CN'), expected);
    } finally {
      await fresh.context.close();
      await switched.context.close();
    }
  });
});
