// Files older than the schema's version keep serving (read migrated in memory) while `wl validate`'s
// load names them for `wl migrate`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../../project/project.ts';
import { LiveProject } from './project.ts';
import { scratchProject } from '../../tests/server/support.ts';

let project: ReturnType<typeof scratchProject> | undefined;
afterEach(() => project?.remove());

/** Takes the version line out of a file, as it was before files had versions. */
function unversion(root: string, rel: string): void {
  const file = path.join(root, rel);
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(/\n {2}"schemaVersion": \d+,/);
  writeFileSync(file, text.replace(/\n {2}"schemaVersion": \d+,/, ''));
}

test('a merchant and a template without a version are served, and the check names them', async () => {
  project = scratchProject();
  const { root } = project;
  unversion(root, 'merchants/royal88.json');
  unversion(root, 'templates/casino-home.json');
  const live = await LiveProject.open({ root, preview: false });
  expect(live.problems).toEqual([]);
  expect(live.current.merchants.map((m) => m.data.merchantCode)).toContain('royal88');
  expect(live.current.templates.has('casino-home')).toBe(true);

  const checked = await loadProject(root);
  expect(checked.problems.map((p) => `${path.relative(root, p.file)}:${p.line}:${p.column} ${p.pointer}`).sort()).toEqual([
    'merchants/royal88.json:1:1 /',
    'templates/casino-home.json:1:1 /',
  ]);
  for (const problem of checked.problems) expect(problem.message).toMatch(/run "wl migrate"/);
});

test('a mistake in an old file is named at its own line', async () => {
  project = scratchProject();
  const { root } = project;
  unversion(root, 'merchants/royal88.json');
  const file = path.join(root, 'merchants/royal88.json');
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((line) => /"maxCloseTimes": \d+/.test(line));
  lines[at] = lines[at].replace(/"maxCloseTimes": \d+/, '"maxCloseTimes": "three"');
  writeFileSync(file, lines.join('\n'));
  const live = await LiveProject.open({ root, preview: false });
  expect(live.problems.map((p) => `${p.line} ${p.pointer}`)).toEqual([`${at + 1} /whitelabel/A2HS3/maxCloseTimes`]);
});
