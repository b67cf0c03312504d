import { after, before, describe, it } from 'node:test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectCopy, startHarness, type Harness } from './harness.ts';

// The preview watches a copy of the project's configs, so editing them here never touches the real files.
let h: Harness;
let work: string;
before(async () => {
  work = projectCopy();
  h = await startHarness({ root: work, preview: true, defaultMerchant: 'royal88' });
});
after(async () => { await h.close(); });

describe('wl preview', () => {
  it('shows an edited merchant file in the open page, and a bad edit over the last good page', async () => {
    const file = path.join(work, 'merchants/royal88.json');
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    const { context, page } = await h.newPhone();
    try {
      await page.goto(h.at('localhost', '/m/home'));
      // The marquee shows the titles of the visitors' announcements, in the page's language.
      await page.getByRole('marquee').getByText(merchant.content.announcements[0].title.CN).waitFor({ state: 'visible' });

      merchant.content.announcements[0].title = 'Edited announcement for the preview';
      writeFileSync(file, JSON.stringify(merchant, null, 2));
      await page.getByRole('marquee').getByText('Edited announcement for the preview').waitFor({ state: 'visible', timeout: 5000 });

      writeFileSync(file, JSON.stringify(merchant, null, 2).replace('"CBS3": {', '"CBS3": { "enabled": "yes", "x":'));
      await page.getByRole('alert').filter({ hasText: 'royal88.json' }).waitFor({ state: 'visible', timeout: 5000 });
      await page.getByRole('marquee').getByText('Edited announcement for the preview').waitFor({ state: 'visible' });

      writeFileSync(file, JSON.stringify(merchant, null, 2));
      await page.getByRole('alert').filter({ hasText: 'royal88.json' }).waitFor({ state: 'detached', timeout: 5000 });
    } finally {
      await context.close();
    }
  });
});
