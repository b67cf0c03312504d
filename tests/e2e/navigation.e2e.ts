import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

const host = 'm.royal88.test';

describe('route guard and query carrying', () => {
  it('member home without a token lands on the login page', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/member/home?language=EN'));
      await page.waitForURL((url) => url.pathname === '/m/login');
      await page.getByRole('button', { name: 'Back' }).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });

  it('invite friends is public', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/inviteFriends?language=EN'));
      await page.getByRole('button', { name: 'Back' }).waitFor({ state: 'visible' });
      assert.equal(new URL(page.url()).pathname, '/m/inviteFriends');
    } finally {
      await context.close();
    }
  });

  it('carried parameters survive navigation and others are dropped', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/home?affiliateCode=AFF1&fbclid=FB9&promo=summer&language=EN'));
      // The app carries them; the server's page, cached for every query, links without them.
      await appReady(page);
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/m/login');
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get('affiliateCode'), 'AFF1');
      assert.equal(query.get('fbclid'), 'FB9');
      assert.equal(query.get('promo'), null);
    } finally {
      await context.close();
    }
  });
});
