// Status pages and the line-speed test in Chromium on a phone, against the reference API serving an
// editable copy of the merchants: an operator's file edit puts a merchant into maintenance or a region
// block, undoing it brings the site back, and the line-speed page picks the line that answers first.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from 'playwright-core';
import { projectCopy, startHarness, type Harness } from './harness.ts';
import { shippedMerchants } from './merchants.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let h: Harness;
let work: string;
const shipped = new Map<string, string>();

const fileOf = (code: string) => path.join(work, 'merchants', `${code}.json`);
// biome-ignore lint/suspicious/noExplicitAny: an edit reaches anywhere in the file, as an operator's does
function editMerchant(code: string, edit: (merchant: Record<string, any>) => void): void {
  const merchant = JSON.parse(shipped.get(code)!);
  edit(merchant);
  writeFileSync(fileOf(code), JSON.stringify(merchant, null, 2));
}

before(async () => {
  work = projectCopy();
  for (const code of ['royal88', 'sorte777']) shipped.set(code, readFileSync(fileOf(code), 'utf8'));
  h = await startHarness({ root: work });
});
after(async () => {
  await h.close();
});

/** A phone in Vietnam's time zone, so the zone the end time names is known. */
async function phone(run: (page: Page) => Promise<void>) {
  const context = await h.browser.newContext({ ...devices['Pixel 7'], timezoneId: 'Asia/Ho_Chi_Minh' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script element: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: unknown) => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return found.map((v) => v.id);
}

const royal88 = shippedMerchants().find((m) => m.code === 'royal88')!;
const sorte777 = shippedMerchants().find((m) => m.code === 'sorte777')!;

describe('status pages after a merchant-file edit', () => {
  it('maintenance and access denied in three languages each, nothing of the site behind; undone, the site is back', async () => {
    editMerchant('royal88', (m) => {
      m.maintenance = {
        enabled: true,
        end: '2099-06-01T05:00:00Z',
        description: { CN: '游戏大厅升级中。', TW: '遊戲大廳升級中。', EN: 'The game lobby is being upgraded.' },
      };
    });
    // sorte777 refuses Brazil, and this machine's address is in Brazil by its own table.
    editMerchant('sorte777', (m) => {
      m.regionRestriction = { blockedCountries: ['BR'], countryByIp: { '127.0.0.0/8': 'BR' } };
    });
    await h.reload();

    await phone(async (page) => {
      const maintenance = [
        { language: 'CN', heading: '系统维护中', description: '游戏大厅升级中。', english: true },
        { language: 'TW', heading: '系統維護中', description: '遊戲大廳升級中。', english: true },
        { language: 'EN', heading: 'Under maintenance', description: 'The game lobby is being upgraded.', english: false },
      ];
      for (const { language, heading, description, english } of maintenance) {
        await page.goto(h.at(royal88.host, `/m/home?language=${language}`));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(description).waitFor();
        assert.equal(await page.getByRole('img', { name: 'Royal 88' }).count(), 1);
        assert.equal(await page.getByRole('link', { name: language === 'EN' ? 'Contact us' : language === 'TW' ? '聯絡我們' : '联系我们' }).count(), 1);
        assert.equal(await page.getByRole('heading', { name: royal88.laneTitlesIn(language)[0] }).count(), 0, 'home does not render behind it');
        if (english) {
          const beneath = page.locator('main [lang="en"]');
          await beneath.getByText('The game lobby is being upgraded.').waitFor();
          assert.match(await beneath.locator('time').innerText(), /Indochina Time/);
        } else {
          assert.equal(await page.locator('main [lang="en"]').count(), 0);
        }
      }
      assert.deepEqual(await axeViolations(page), []);

      const denied = [
        { language: 'PT-BR', heading: 'Acesso negado', english: true },
        { language: 'ES', heading: 'Acceso denegado', english: true },
        { language: 'EN', heading: 'Access denied', english: false },
      ];
      for (const { language, heading, english } of denied) {
        await page.goto(h.at(sorte777.host, `/m/login?language=${language}`));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText('127.0.0.1').waitFor();
        assert.equal(await page.getByRole('textbox').count(), 0, 'the login form does not render behind it');
        assert.equal(await page.locator('main [lang="en"]').getByText('Access denied').count(), english ? 1 : 0);
      }
      assert.deepEqual(await axeViolations(page), []);

      // The operator lifts both; a reload shows the sites again.
      writeFileSync(fileOf('royal88'), shipped.get('royal88')!);
      writeFileSync(fileOf('sorte777'), shipped.get('sorte777')!);
      await h.reload();
      await page.goto(h.at(royal88.host, '/m/home?language=EN'));
      await page.getByRole('heading', { name: royal88.laneTitlesIn('EN')[0] }).waitFor();
      await page.goto(h.at(sorte777.host, '/m/login?language=EN'));
      await page.getByRole('textbox').first().waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Access denied' }).count(), 0);
    });
  });
});

describe('line-speed test', () => {
  it('picks the line that answers first and switches to it, carrying the query', async () => {
    const slow = royal88.host;
    const fast = royal88.host.replace(/^m\./, '');
    editMerchant('royal88', (m) => {
      m.lines = [slow, fast];
      m.lineSpeedTest = { pingDelayMs: { [slow]: 4000 } };
    });
    await h.reload();
    await phone(async (page) => {
      await page.goto(h.at(slow, '/m/lineSpeedTest?language=EN&affiliateCode=AF7&x=1'));
      await page.getByRole('heading', { level: 1, name: 'Line speed test' }).waitFor();
      await page.getByText('Line 2 answered first').waitFor();
      const fastLine = page.getByRole('radio', { name: new RegExp(`^Line 2 ${fast.replace(/\./g, '\\.')}:\\d+ \\d+ ms Fastest$`) });
      assert.equal(await fastLine.isChecked(), true);
      assert.equal(await page.getByRole('radio', { name: /^Line 1 .*Current line$/ }).count(), 1);
      assert.deepEqual(await axeViolations(page), []);
      await page.getByRole('button', { name: 'Switch line' }).click();
      await page.waitForURL(`http://${fast}:${h.port}/m/lineSpeedTest?language=EN&affiliateCode=AF7`);
      // On the new line, that line is the current one.
      await page.getByRole('radio', { name: new RegExp(`^Line 2 ${fast.replace(/\./g, '\\.')}:\\d+ .*Current line$`) }).waitFor();
    });
  });
});
