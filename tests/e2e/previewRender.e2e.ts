// The preview renders the entry pages too: an operator's edit is served on the next request, and a bad
// edit keeps the last good page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { within } from '@testing-library/dom';
import path from 'node:path';
import { createServer, type RunningServer } from '../../server/index.ts';
import { projectCopy, root, suiteDatabase } from './harness.ts';
import { coreMessages, get, inLanguage, merchantFile, parsePage } from './serverPages.ts';

describe('the preview, after an edit', () => {
  let work: string;
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof suiteDatabase>>;
  before(async () => {
    work = projectCopy();
    database = await suiteDatabase();
    server = await createServer({
      root: work,
      port: 0,
      preview: true,
      defaultMerchant: 'royal88',
      distDir: path.join(root, 'dist'),
      dataDir: 'memory',
      databaseUrl: database.databaseUrl,
      quiet: true,
    });
    // As the harness does: the database opens in the background; pages are asked for once it has.
    await server.db.query('SELECT 1');
  });
  after(async () => {
    await server.close();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the edited merchant and template on the next request, and the last good page after a bad edit', async () => {
    const merchantPath = path.join(work, 'merchants/royal88.json');
    const templatePath = path.join(work, 'templates/casino-home.json');
    const good = merchantFile('royal88', work);
    const language = good.languages.default;
    const page = async () => {
      const answer = await get(server.port, 'm.royal88.test', '/m/home');
      assert.equal(answer.status, 200);
      return parsePage(answer.body);
    };
    const laneTitles = (rendered: ReturnType<typeof parsePage>) =>
      within(rendered.root.getByRole('region', { name: coreMessages(language)['lanes.label'] }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    // The second lane's list, which the edits leave named as it was.
    const secondLane = (rendered: ReturnType<typeof parsePage>) =>
      rendered.root.getByRole('list', { name: inLanguage(good, good.content.lanes[1].title, language) });

    const events = await previewEvents(server.port);
    try {
      // Cached before the edit.
      const first = await page();
      assert.ok(first.data, 'the preview renders home');
      first.root.getByRole('img', { name: good.name });
      assert.equal(laneTitles(first)[0], inLanguage(good, good.content.lanes[0].title, language));
      assert.equal(secondLane(first).style.gridTemplateColumns, 'repeat(2, minmax(0, 1fr))');
      assert.equal((await page()).data?.config.name, good.name);

      const edited = JSON.parse(readFileSync(merchantPath, 'utf8'));
      edited.name = 'Royal 88 Edited';
      edited.content.lanes[0].title = { ...edited.content.lanes[0].title, [language]: 'Edited lane' };
      writeFileSync(merchantPath, JSON.stringify(edited, null, 2));
      await events.next('config');
      const renamed = await page();
      assert.ok(renamed.data, 'the edited page is rendered too');
      assert.equal(renamed.data.config.name, 'Royal 88 Edited');
      renamed.root.getByRole('img', { name: 'Royal 88 Edited' });
      assert.equal(laneTitles(renamed)[0], 'Edited lane');

      // A template edit is a new project as well.
      const template = JSON.parse(readFileSync(templatePath, 'utf8'));
      template.blocks.lanes.props.columns = 3;
      writeFileSync(templatePath, JSON.stringify(template, null, 2));
      await events.next('config');
      const relaid = await page();
      assert.equal(secondLane(relaid).style.gridTemplateColumns, 'repeat(3, minmax(0, 1fr))');
      assert.equal(laneTitles(relaid)[0], 'Edited lane');

      // A bad edit: the last good page keeps being served, rendered.
      writeFileSync(merchantPath, JSON.stringify(edited, null, 2).replace('"CBS3": {', '"CBS3": { "enabled": "yes", "x":'));
      await events.next('config-error');
      const kept = await page();
      assert.ok(kept.data, 'still the rendered page');
      assert.equal(kept.data.config.name, 'Royal 88 Edited');
      kept.root.getByRole('img', { name: 'Royal 88 Edited' });
      assert.equal(laneTitles(kept)[0], 'Edited lane');
      assert.equal(secondLane(kept).style.gridTemplateColumns, 'repeat(3, minmax(0, 1fr))');
    } finally {
      events.close();
    }
  });
});

/** The preview's server-sent events, read as they come. */
async function previewEvents(port: number) {
  const aborted = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/__preview/events`, { signal: aborted.signal });
  assert.equal(response.status, 200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** The next event of that name (the ones before it are passed over). */
    async next(name: 'config' | 'config-error'): Promise<unknown> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (fields.event === name) return JSON.parse(fields.data);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the event stream ended before a "${name}" event`);
        buffer += value;
      }
    },
    close: () => aborted.abort(),
  };
}
