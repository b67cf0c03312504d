// The app under its Content-Security-Policy in Chromium: home and a launched game load with no
// violation (every script, style, call and frame the app needs is allowed), and the page says so in its
// headers. A violation shows as a securitypolicyviolation event or a console message; both are counted.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createMember, createSession } from '../../server/accounts/members.ts';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectCopy, startHarness, type Harness } from './harness.ts';

const host = 'm.xoso68.test';
let h: Harness;
let root: string;

/** An image with script in it, as one might reach a merchant's images (wl validate refuses it; a copy of files may not be checked). */
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="document.documentElement.setAttribute('data-ran', 'onload')">
<script>document.documentElement.setAttribute('data-ran', localStorage.getItem('probe') ?? 'script');</script>
<rect width="10" height="10" fill="red"/></svg>`;

before(async () => {
  root = projectCopy();
  mkdirSync(path.join(root, 'merchants/assets/xoso68'), { recursive: true });
  writeFileSync(path.join(root, 'merchants/assets/xoso68/scripted.svg'), SCRIPTED_SVG);
  h = await startHarness({ root });
});
after(async () => {
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

/** Records every CSP violation the page (or its frames) reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

describe('content security policy', () => {
  it('home and a launched game load with no violation', async () => {
    const member = await createMember(h.db, { merchantCode: 'xoso68', username: `cspgamer${Date.now() % 100_000}`, password: 'right-pass-1' });
    await h.db.query('UPDATE members SET first_time_login = FALSE WHERE id = $1', [member.id]);
    const token = await createSession(h.db, member.id, 'xoso68', '127.0.0.1');
    const { context, page } = await h.newPhone();
    try {
      const violations = await watchViolations(page);
      const answer = await page.goto(h.at(host, `/m/home?token=${token}`));
      const headers = answer?.headers() ?? {};
      assert.match(headers['content-security-policy'] ?? '', /default-src 'self'/);
      assert.equal(headers['x-frame-options'], 'DENY');
      // The address holds a token: no referrer leaves the page.
      assert.equal(headers['referrer-policy'], 'no-referrer');

      const lane = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Xổ số miền Bắc' }) });
      // In the app, as a player goes: a new page load could outrun the server's check of the query token.
      await lane.getByRole('link', { name: /^Hà Nội/ }).click();
      // The URL, not the load event: that waits for the game's frame too, which the next line looks into.
      await page.waitForURL((url) => url.pathname === '/m/game', { waitUntil: 'commit' });
      await page.frameLocator('iframe').getByRole('heading', { name: 'Hà Nội' }).waitFor();
      assert.equal(violations.length, 0, violations.join('\n'));

      // And the policy holds: an injected inline script is refused, and the watch above sees it.
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
        // An inline script that may run runs as it is added; one the policy refuses is reported.
        document.head.append(script);
        if ((window as unknown as { __injected?: boolean }).__injected === true) return true;
        await refused;
        return false;
      });
      assert.equal(ran, false);
      assert.ok(
        violations.some((v) => v.startsWith('script-src')),
        violations.join('\n'),
      );
    } finally {
      await context.close();
    }
  });

  it('a merchant image opened as a document runs nothing and reads nothing of the site', async () => {
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at(host, '/m/home'));
      await page.evaluate(() => localStorage.setItem('probe', 'the saved session'));
      const answer = await page.goto(h.at(host, '/cdn/xoso68/scripted.svg'));
      assert.match(answer?.headers()['content-security-policy'] ?? '', /sandbox/);
      await page.locator('rect').waitFor({ state: 'attached' });
      // Neither its script nor its event attribute ran (either would have marked the document).
      assert.equal(await page.locator('svg').getAttribute('data-ran'), null);
    } finally {
      await context.close();
    }
  });
});
