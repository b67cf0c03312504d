// `wl shots` as an operator runs it: a small matrix of one merchant shot into PNGs and a contact sheet,
// then, after an edit to the merchant file, shot again and compared: the edited cells changed, the
// others unchanged, the new ones new and the ones left out gone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getByRole, queryByRole, within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { PNG } from 'pngjs';
import { projectCopy, root } from './harness.ts';

let work: string;
before(() => {
  work = projectCopy();
});
after(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Runs `wl shots` on the copy with the build the suite made. */
function shots(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/wl.mjs'), 'shots', 'sorte777', '--pages', 'home', '--viewports', 'small', '--no-build', '--project', work, ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { ...run, output: run.stdout + run.stderr };
}

const label = (language: string, member: string) => `sorte777 · ${language} · home · ${member} · small 360×740`;
const sheet = (dir: string) => new JSDOM(readFileSync(path.join(dir, 'index.html'), 'utf8')).window.document.body;

describe('wl shots', () => {
  it('shoots each cell into a named PNG and a contact sheet, then marks what an edit changed', () => {
    const first = path.join(work, 'shots-first');
    const run = shots('--languages', 'PT-BR,EN', '--out', first);
    assert.equal(run.status, 0, run.output);
    assert.match(run.stdout, /^1\/4 sorte777 · PT-BR · home · visitor · small 360×740: shot/m);
    assert.match(run.stdout, /^4 cells: 4 shot /m);
    assert.ok(run.stdout.trimEnd().endsWith(`Contact sheet: ${path.join(first, 'index.html')}`), run.stdout);
    for (const language of ['pt-br', 'en']) {
      for (const member of ['visitor', 'member']) {
        const png = PNG.sync.read(readFileSync(path.join(first, 'sorte777', language, `home-${member}-small.png`)));
        assert.deepEqual([png.width, png.height], [360, 740]);
      }
    }
    const body = sheet(first);
    for (const language of ['PT-BR', 'EN']) {
      const table = getByRole(body, 'table', { name: new RegExp(`^sorte777 in ${language}:`) });
      for (const member of ['visitor', 'member']) {
        const link = within(table).getByRole('link', { name: label(language, member) });
        assert.equal(link.getAttribute('href'), `sorte777/${language.toLowerCase()}/home-${member}-small.png`);
      }
    }
    assert.equal(queryByRole(body, 'heading', { name: /^Needs a look/ }), null, 'nothing failed');

    // The English title of home's first lane, in view on a small phone.
    const file = path.join(work, 'merchants/sorte777.json');
    const merchant = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(typeof merchant.content.lanes[0].title.EN, 'string', 'the first lane has an English title');
    merchant.content.lanes[0].title.EN = 'Slots of the week';
    writeFileSync(file, JSON.stringify(merchant, null, 2));

    // Members only, and Spanish too: the visitors' cells are gone and the Spanish one is new.
    const second = path.join(work, 'shots-second');
    const again = shots('--languages', 'PT-BR,EN,ES', '--members', 'member', '--out', second, '--compare', first);
    assert.equal(again.status, 0, again.output);
    assert.match(again.stdout, /^2\/3 sorte777 · EN · home · member · small 360×740: changed, [\d,]+ pixels differ/m);
    assert.match(
      again.stdout,
      new RegExp(`^3 cells: 1 changed, 1 new, 1 unchanged; 2 gone, compared with ${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm'),
    );
    assert.ok(existsSync(path.join(second, 'diff/sorte777/en/home-member-small.png')), 'the differences are drawn');
    assert.ok(existsSync(path.join(second, 'before/sorte777/en/home-member-small.png')), 'the earlier picture is kept beside them');

    const look = sheet(second).querySelector('.look') as HTMLElement;
    const items = [...look.querySelectorAll(':scope > li')].map((li) => [li.querySelector('h3')?.textContent, li.querySelector('.status strong')?.textContent]);
    assert.deepEqual(items, [
      [label('EN', 'member'), 'Changed:'],
      [label('ES', 'member'), 'New:'],
      [label('PT-BR', 'visitor'), 'Gone:'],
      [label('EN', 'visitor'), 'Gone:'],
    ]);
    const unchanged = getByRole(sheet(second), 'table', { name: /^sorte777 in PT-BR:/ });
    assert.match(unchanged.textContent ?? '', /Unchanged/);
  });
});
