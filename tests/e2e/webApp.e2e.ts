// The installed web app in Chromium: every shipped merchant is installable (DevTools' own check, in a
// profile that is not incognito, which Chromium never offers to install from); with the network cut a
// reload shows the offline page from the service worker; a new asset manifest brings the update alert,
// whose refresh loads the new version by the reload rule.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, type BrowserContext, type Page } from 'playwright-core';
import { MAX_WAIT_MS } from '../../scripts/build/offlinePage.ts';
import { chromiumArgs, chromiumPath, root, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

let h: Harness;
let profile: string;
let installed: BrowserContext;
const STEP_MS = 20_000;

before(async () => {
  h = await startHarness();
  profile = mkdtempSync(path.join(tmpdir(), 'wl-webapp-'));
  // Service workers and installing need a secure origin: the test domains are plain HTTP, so are named as such.
  const origins = shippedMerchants()
    .map((m) => new URL(h.at(m.host, '/')).origin)
    .join(',');
  installed = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--unsafely-treat-insecure-origin-as-secure=${origins}`],
    ...devices['Pixel 7'],
  });
  // Each step fails on its own, naming what it waited for, well before the test's time is up.
  installed.setDefaultTimeout(STEP_MS);
});
after(async () => {
  await installed.close();
  rmSync(profile, { recursive: true, force: true });
  await h.close();
});

interface Manifest {
  name: string;
  short_name: string;
  scope: string;
  start_url: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** The service worker's scope once it is active and controls the page. */
async function workerScope(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: STEP_MS });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** An image as the page gets it: its type, and its width and height from the PNG header. */
const imageIn = (page: Page, href: string) =>
  page.evaluate(async (url) => {
    const answer = await fetch(url);
    const header = new DataView(await answer.arrayBuffer());
    return { type: answer.headers.get('content-type'), size: `${header.getUint32(16)}x${header.getUint32(20)}` };
  }, href);

describe('installable web app', () => {
  for (const m of shippedMerchants()) {
    it(`${m.code}: the manifest names and icons it, launch images are linked, and Chromium finds nothing against installing it`, {
      timeout: 60_000,
    }, async () => {
      const file = JSON.parse(readFileSync(path.join(root, 'merchants', `${m.code}.json`), 'utf8'));
      const page = await installed.newPage();
      try {
        await page.goto(h.at(m.host, '/m/home'));
        assert.equal(await workerScope(page), h.at(m.host, '/m/'));
        const manifestUrl = await page.locator('link[rel="manifest"]').evaluate((l: HTMLLinkElement) => l.href);
        const manifest = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<Manifest>, manifestUrl);
        const { title, shortName } = file.templateParameters.pwa;
        assert.equal(manifest.name, title.length > 12 ? shortName : title);
        assert.deepEqual([manifest.short_name, manifest.scope, manifest.start_url], [shortName, '/m/', '/m/home']);
        for (const icon of manifest.icons) assert.deepEqual(await imageIn(page, icon.src), { type: 'image/png', size: icon.sizes });
        assert.deepEqual(
          manifest.icons.map((i) => i.sizes),
          ['192x192', '256x256', '384x384', '512x512'],
        );
        assert.equal(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'), file.templateParameters.apple_touch_icon);
        assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), file.theme.primary);
        const splashes = page.locator('link[rel="apple-touch-startup-image"]');
        assert.equal(await splashes.count(), 10);
        assert.deepEqual(await imageIn(page, (await splashes.last().getAttribute('href'))!), { type: 'image/png', size: '1290x2796' });
        const cdp = await installed.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors, []);
      } finally {
        await page.close();
      }
    });
  }

  it("with the network cut, a reload shows the offline page in the merchant's language and colours; back online, the site returns", {
    timeout: 90_000,
  }, async () => {
    const sorte = shippedMerchants().find((m) => m.code === 'sorte777')!;
    const page = await installed.newPage();
    try {
      await page.goto(h.at(sorte.host, '/m/home'));
      await workerScope(page);
      // Loaded once under the worker, the site config is in its cache for the offline page.
      await page.reload();
      await page.getByRole('heading', { name: sorte.laneTitles[0] }).waitFor();
      await installed.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Você está offline' }).waitFor();
      await page.getByText('Sorte 777 Cassino').waitFor();
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(7, 17, 43)');
      await page.getByRole('button', { name: 'Tentar novamente' }).waitFor();
      // The page reloads itself once the server answers again. Should the browser still fail the page
      // (the worker may learn it is online after the page does), the page waits its longest before the
      // next try rather than loop on reloads: allow for that wait.
      await installed.setOffline(false);
      await page.getByRole('heading', { name: sorte.laneTitles[0] }).waitFor({ timeout: MAX_WAIT_MS + 15_000 });
    } finally {
      await installed.setOffline(false);
      await page.close();
    }
  });
});

describe('update check', () => {
  it('a changed asset manifest shows the update alert; refresh on a page that is not a main page loads home', { timeout: 60_000 }, async () => {
    const { context, page } = await h.newPhone();
    try {
      const firstCheck = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/asset-manifest.json');
      await page.goto(h.at('m.xoso68.test', '/m/inviteFriends?language=EN&affiliateCode=aff68'));
      assert.equal((await firstCheck).status(), 200);
      assert.equal(await page.getByRole('alertdialog').count(), 0);
      await page.route('**/m/asset-manifest.json*', (route) =>
        route.fulfill({ json: { files: ['/m/assets/index-next.js'], entrypoints: ['/m/assets/index-next.js'] } }),
      );
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const alert = page.getByRole('alertdialog', { name: 'Update available' });
      await alert.getByText('Found new version, click refresh').waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === '/m/home'), alert.getByRole('button', { name: 'Refresh' }).click()]);
      assert.equal(new URL(page.url()).searchParams.get('affiliateCode'), 'aff68');
      assert.equal(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate), undefined);
    } finally {
      await context.close();
    }
  });
});
