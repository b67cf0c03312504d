import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h.close();
});

describe('home page of every shipped merchant', () => {
  for (const m of shippedMerchants()) {
    it(`${m.code} shows its banners, lanes and theme colour`, async () => {
      const { context, page } = await h.newPhone();
      try {
        await page.goto(h.at(m.host, '/m/home'));
        const first = m.banners.find((b) => b.groupName === 'm_banner');
        assert.ok(first, 'merchant has a home banner');
        await page.getByRole('img', { name: first.alt }).first().waitFor({ state: 'visible' });
        for (const title of m.laneTitles) {
          await page.getByRole('heading', { name: title }).waitFor({ state: 'visible' });
        }
        const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--wl-primary').trim().toLowerCase());
        assert.equal(primary, m.primary);
        const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
        assert.ok(themeColor, 'theme-color meta is set');
      } finally {
        await context.close();
      }
    });
  }

  it('an unknown host gets a page saying the site is not set up', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at('nobody.test', '/m/home'));
      await page.getByRole('heading', { name: /not set up/i }).waitFor({ state: 'visible' });
      await page.getByText('nobody.test').first().waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });
});
