// `wl prerender` writes, for a reverse proxy with no Node behind it, the very pages the server answers:
// each merchant's entry pages in each of its languages under each host name, and its branded shell.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderedNames, runPrerender, type PrerenderedPage } from '../../scripts/commands/prerender.ts';
import type { LanguageCode } from '../../src/config/types.generated.ts';
import { root, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';
import { get, merchantFile } from './serverPages.ts';

const PAGES: Record<Exclude<PrerenderedPage, 'shell'>, string> = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  inviteFriends: '/m/inviteFriends',
};

let h: Harness;
let out: string;
before(async () => {
  h = await startHarness();
  out = path.join(mkdtempSync(path.join(tmpdir(), 'wl-prerender-')), 'pages');
});
after(async () => {
  await h.close();
  rmSync(path.dirname(out), { recursive: true, force: true });
});

describe('wl prerender', () => {
  it("writes every merchant's entry pages per host and language as the server answers them, and its shell", async () => {
    assert.equal(await runPrerender({ out }), 0, 'every page rendered');
    for (const m of shippedMerchants()) {
      const file = merchantFile(m.code);
      const defaultLanguage = file.languages.default as LanguageCode;
      for (const host of (JSON.parse(readFileSync(path.join(root, 'merchants', `${m.code}.json`), 'utf8')) as { domains: string[] }).domains) {
        for (const language of file.languages.allowed as LanguageCode[]) {
          for (const [page, pathname] of Object.entries(PAGES)) {
            const [named, unnamed] = prerenderedNames({ host, page: page as PrerenderedPage, language, defaultLanguage }).map((name) => path.join(out, name));
            const written = readFileSync(named, 'utf8');
            const served = await get(h.port, host, `${pathname}?language=${language}`);
            assert.equal(written, served.body, `${named} is what ${host}${pathname} answers in ${language}`);
            assert.match(written, /id="wl-first-screen"/);
            if (unnamed) assert.equal(readFileSync(unnamed, 'utf8'), written, `${unnamed} is the default language's`);
            assert.ok(existsSync(`${named}.br`) && existsSync(`${named}.gz`), `${named} has its compressed copies`);
          }
          const [shell] = prerenderedNames({ host, page: 'shell', language, defaultLanguage });
          assert.match(readFileSync(path.join(out, shell), 'utf8'), /class="wl-boot"/, `${shell} is the branded shell`);
        }
      }
    }
    assert.match(readFileSync(path.join(out, 'csp-hashes.txt'), 'utf8'), /'sha256-[A-Za-z0-9+/=]+'/);
  });
});
