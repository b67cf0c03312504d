// The entry pages as the server renders them, on every shipped merchant: the HTML a plain request gets
// (the merchant's head, home's first screen, the account forms, the data the render used, the language
// asked for or remembered by cookie, the branded shell of every other page) and what a browser without
// JavaScript shows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { within } from '@testing-library/dom';
import { devices } from 'playwright-core';
import type { LanguageCode } from '../../src/config/types.generated.ts';
import { intlLocale } from '../../src/i18n/languages.ts';
import { localizedText } from '../../src/rules/localizedText.ts';
import { startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';
import { accountMessages, coreMessages, firstCards, homeBanners, merchantFile, pageHtml, visitorLines } from './serverPages.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

describe("the server's HTML, without a browser", () => {
  for (const m of shippedMerchants()) {
    const file = merchantFile(m.code);
    const language = file.languages.default;
    const core = coreMessages(language);

    it(`${m.code}: home carries the merchant's head, the first screen and the data it used`, async () => {
      const { document, meta, root: page, data } = await pageHtml(h.port, m);

      assert.equal(document.documentElement.lang, intlLocale(language as LanguageCode));
      const title = file.templateParameters.pwa.title;
      assert.equal(document.title, title);
      assert.equal(meta('og:title'), title);
      assert.equal(meta('og:description'), localizedText(file.templateParameters.description, language, language) ?? file.name);
      const [firstBanner] = homeBanners(file);
      const ogImage = new URL(meta('og:image') ?? '');
      assert.equal(ogImage.protocol, 'https:', 'the shared image is an absolute address');
      assert.equal(ogImage.pathname, firstBanner.url, "the shared image is home's first banner");

      // The header, with the logo named by the merchant and a visitor's links.
      const logo = page.getByRole('img', { name: file.name });
      assert.ok(logo.closest('header'), 'the logo is in the header');
      assert.equal(logo.getAttribute('src'), file.templateParameters.image_logo);
      assert.ok(page.getByRole('link', { name: core['nav.login'] }).closest('header'));
      assert.ok(page.getByRole('link', { name: core['nav.register'] }).closest('header'));

      // The first banner: an image asked for first, its room kept before it arrives.
      const carousel = page.getByRole('region', { name: core['banner.label'] });
      const [banner] = within(carousel).getAllByRole('img');
      assert.equal(banner.getAttribute('src'), firstBanner.url);
      assert.equal(banner.getAttribute('fetchpriority'), 'high', 'React writes fetchPriority; HTML reads it as fetchpriority');
      assert.equal(banner.getAttribute('loading'), 'eager');
      const ratio = String(
        Object.values(data?.config.pages.home.blocks ?? {}).find((b) => b.type === 'banner-carousel')?.props.aspectRatio ?? '750/330',
      ).replace(/\s/g, '');
      const sized = banner.hasAttribute('width') && banner.hasAttribute('height');
      const boxed = banner.closest<HTMLElement>('[style*="aspect-ratio"]')?.style.aspectRatio.replace(/\s/g, '');
      assert.ok(
        sized || boxed === ratio,
        `the first banner's size is known before it loads (width/height, or its box's aspect-ratio ${ratio}; found ${boxed})`,
      );

      // The marquee with the visitors' announcements, the activity buttons, the lanes with their first cards.
      const marquee = page.getByRole('marquee', { name: core['marquee.label'] });
      for (const line of visitorLines(file, language)) assert.ok(marquee.textContent?.includes(line), `the marquee says "${line}"`);
      const activities = page.getByRole('navigation', { name: core['activities.label'] });
      assert.ok(within(activities).getAllByRole('button').length > 0, 'home shows activity buttons');
      const lanes = page.getByRole('region', { name: core['lanes.label'] });
      assert.deepEqual(
        within(lanes)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
        m.laneTitles,
      );
      firstCards(file, language).forEach((name, i) => {
        const [card] = within(within(lanes).getByRole('list', { name: m.laneTitles[i] })).getAllByRole('link');
        assert.ok(card.textContent?.includes(name), `lane "${m.laneTitles[i]}" starts with "${name}" (found "${card.textContent}")`);
      });

      // The footer.
      const footer = page.getByRole('navigation', { name: core['footer.label'] });
      assert.ok(footer.closest('footer'));
      assert.equal(within(footer).getByRole('link', { name: core['nav.home'] }).getAttribute('href'), '/m/home');
      assert.ok(page.getByRole('button', { name: core['footer.chat'] }).closest('footer'));

      // The data the render used, for the browser to take instead of asking again.
      assert.ok(data, 'the page carries its data');
      assert.equal(data.page, 'home');
      assert.equal(data.merchantCode, m.code);
      assert.equal(data.language, language);
      assert.equal(data.config.merchantCode, m.code);
      assert.equal(data.config.name, file.name);
      assert.ok(data.messages.core && 'lanes.label' in data.messages.core, 'the core messages are in the data');
      assert.deepEqual(
        data.content.banners?.filter((b) => b.groupName === 'm_banner').map((b) => b.url),
        homeBanners(file).map((b) => b.url),
      );
      assert.deepEqual(
        data.content.lanes?.map((lane) => lane.title),
        m.laneTitles,
      );
      assert.deepEqual(
        data.content.lanes?.map((lane) => lane.cards[0].displayName),
        firstCards(file, language),
      );
    });

    it(`${m.code}: login and register hold their forms, each field labelled`, async () => {
      const account = accountMessages(language);
      for (const [pathname, page, formName, submit] of [
        ['/m/login', 'login', core['page.login'], account['login.submit']],
        ['/m/register', 'register', core['page.register'], account['register.submit']],
      ] as const) {
        const { document, root: rendered, data } = await pageHtml(h.port, m, pathname);
        assert.equal(document.documentElement.lang, intlLocale(language as LanguageCode));
        const form = within(rendered.getByRole('form', { name: formName }));
        form.getByRole('textbox', { name: account['field.username'] });
        assert.equal(form.getByLabelText(account['field.password'], { selector: 'input' }).getAttribute('type'), 'password');
        form.getByRole('button', { name: submit });
        assert.equal(data?.page, page);
        assert.equal(data?.config.merchantCode, m.code);
      }
    });
  }

  it("?language=EN, or the wl_language cookie a player's pick left, gives the page in English", async () => {
    const english = coreMessages('EN');
    for (const m of shippedMerchants()) {
      for (const [how, pathname, headers] of [
        ['the query', '/m/home?language=EN', {}],
        ['the cookie', '/m/home', { cookie: 'theme=dark; wl_language=EN' }],
      ] as const) {
        const { answer, document, root: page, data } = await pageHtml(h.port, m, pathname, headers);
        assert.equal(document.documentElement.lang, 'en', `${m.code} by ${how}`);
        assert.equal(data?.language, 'EN');
        const lanes = page.getByRole('region', { name: english['lanes.label'] });
        assert.deepEqual(
          within(lanes)
            .getAllByRole('heading')
            .map((heading) => heading.textContent),
          m.laneTitlesIn('EN'),
          `${m.code} by ${how}`,
        );
        page.getByRole('link', { name: english['nav.login'] });
        page.getByRole('marquee', { name: english['marquee.label'] });
        assert.match(String(answer.headers.vary), /\bCookie\b/, 'a cache keeps the languages apart');
      }
    }
  });

  it('homes of every merchant in every language, asked at once, each carry their own merchant, language and content', async () => {
    const asked = shippedMerchants().flatMap((m) => merchantFile(m.code).languages.allowed.map((language) => ({ m, language })));
    const pages = await Promise.all(asked.map(({ m, language }) => pageHtml(h.port, m, `/m/home?language=${language}`)));
    pages.forEach(({ document, root: page, data }, i) => {
      const { m, language } = asked[i];
      const file = merchantFile(m.code);
      const which = `${m.code} in ${language}`;
      assert.equal(document.documentElement.lang, intlLocale(language as LanguageCode), which);
      assert.equal(data?.merchantCode, m.code, which);
      assert.equal(data?.language, language, which);
      const marquee = page.getByRole('marquee', { name: coreMessages(language)['marquee.label'] });
      for (const line of visitorLines(file, language)) assert.ok(marquee.textContent?.includes(line), `${which}: the marquee says "${line}"`);
      assert.deepEqual(
        data?.content.lanes?.map((lane) => lane.cards[0].displayName),
        firstCards(file, language),
        which,
      );
    });
  });

  it("a page that is not an entry page, or a link with a session token, gets the merchant's branded shell", async () => {
    for (const m of shippedMerchants()) {
      const file = merchantFile(m.code);
      for (const pathname of ['/m/deposit', '/m/home?token=0123456789abcdef0123456789abcdef']) {
        const { document, root: page, data } = await pageHtml(h.port, m, pathname);
        assert.equal(data, undefined, `${m.code} ${pathname} carries no rendered page`);
        page.getByRole('progressbar', { name: file.templateParameters.pwa.title });
        assert.equal(document.querySelector('meta[name="theme-color"]')?.getAttribute('content'), file.theme.primary);
        assert.match(document.head.innerHTML, new RegExp(`--wl-primary:${file.theme.primary}`), "the boot screen is in the merchant's colours");
      }
    }
  });
});

describe('without JavaScript', () => {
  for (const m of shippedMerchants()) {
    it(`${m.code}: home shows its banner, its lanes with their cards, and its text`, async () => {
      const file = merchantFile(m.code);
      const language = file.languages.default;
      const core = coreMessages(language);
      const context = await h.browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        // The load event waits for the page's images.
        await page.goto(h.at(m.host, '/m/home'), { waitUntil: 'load' });
        const banner = page.getByRole('region', { name: core['banner.label'] }).getByRole('img').first();
        await banner.waitFor({ state: 'visible' });
        assert.ok(
          await banner.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          'the first banner has loaded',
        );
        const box = await banner.boundingBox();
        assert.ok(box && box.width > 0 && box.height > 0, 'the first banner takes its room');

        const lanes = page.getByRole('region', { name: core['lanes.label'] });
        assert.deepEqual(await lanes.getByRole('heading', { level: 2 }).allTextContents(), m.laneTitles);
        const cards = firstCards(file, language);
        for (const [i, title] of m.laneTitles.entries()) {
          await lanes.getByRole('list', { name: title, exact: true }).getByRole('link').filter({ hasText: cards[i] }).first().waitFor({ state: 'visible' });
        }
        await page.getByRole('link', { name: core['nav.login'], exact: true }).waitFor({ state: 'visible' });
        await page.getByRole('marquee', { name: core['marquee.label'] }).getByText(visitorLines(file, language)[0]).first().waitFor({ state: 'visible' });
        await page
          .getByRole('navigation', { name: core['footer.label'] })
          .getByRole('link', { name: core['nav.home'], exact: true })
          .waitFor({ state: 'visible' });
      } finally {
        await context.close();
      }
    });
  }

  it("a link's language holds on the next page, reached before any code runs", async () => {
    const m = shippedMerchants().find((merchant) => merchantFile(merchant.code).languages.default !== 'EN')!;
    const english = coreMessages('EN');
    const account = accountMessages('EN');
    const context = await h.browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(h.at(m.host, '/m/inviteFriends?language=EN'));
      await page.getByRole('link', { name: english['nav.login'], exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/m/login' && !url.searchParams.has('language'));
      await page.getByRole('textbox', { name: account['field.username'], exact: true }).waitFor({ state: 'visible' });
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    } finally {
      await context.close();
    }
  });
});
