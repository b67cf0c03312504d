// Files older than the schema's version keep serving (read migrated in memory) while `wl validate`'s
// load names them for `wl migrate`; a render is answered from one load throughout.
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
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

test("a render's API calls are answered from the load it renders from, even after a reload", async () => {
  project = scratchProject();
  const { root } = project;
  const live = await LiveProject.open({ root, preview: false, renderKey: 'render-key' });
  // As Node gives a request's headers: by lower-case name.
  const request = (headers: Record<string, string>) =>
    ({
      headers: Object.fromEntries(Object.entries({ host: 'm.sorte777.test', merchant: 'sorte777', ...headers }).map(([k, v]) => [k.toLowerCase(), v])),
    }) as unknown as IncomingMessage;
  // Held, as a render in flight holds the load it renders from.
  const first = live.current;
  const before = live.renderHeaders(first);

  const edit = (rel: string, from: string, to: string) => {
    const file = path.join(root, rel);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(from);
    writeFileSync(file, text.replace(from, to));
  };
  edit('merchants/sorte777.json', '"name": "Sorte 777 Cassino"', '"name": "Renamed"');
  edit('templates/samba-home.json', '"speed": 70', '"speed": 90');
  expect((await live.reload()).ok).toBe(true);

  const old = live.merchantFor(request(before));
  expect(old.name).toBe('Sorte 777 Cassino');
  // Its site config is built from that load's templates too, not the ones served now.
  expect(JSON.stringify(live.siteConfig(old))).toContain('"speed":70');
  expect(live.projectOf(old)).toBe(first);

  const now = live.merchantFor(request(live.renderHeaders(live.current)));
  expect(now.name).toBe('Renamed');
  expect(JSON.stringify(live.siteConfig(now))).toContain('"speed":90');
  // Only the server's own render may name a load: anyone else is answered from the one served.
  expect(live.merchantFor(request({ 'X-Render-Project': before['X-Render-Project'] })).name).toBe('Renamed');
  // A load no longer held answers nothing, so a render fails rather than mixing two.
  expect(() => live.merchantFor(request({ ...before, 'X-Render-Project': '999' }))).toThrow();
});

test('documents held beside the project served answer the render that names them, and never replace what is served', async () => {
  project = scratchProject();
  const { root } = project;
  const live = await LiveProject.open({ root, preview: false, renderKey: 'render-key' });
  const file = path.join(root, 'merchants/sorte777.json');
  const text = readFileSync(file, 'utf8').replace('"name": "Sorte 777 Cassino"', '"name": "Held"');
  const documents = { merchantFiles: [file], templateFiles: [path.join(root, 'templates/samba-home.json')], texts: new Map([[file, text]]) };
  const held = await live.hold(documents);
  if (!('project' in held)) throw new Error('the documents did not load');
  const request = (headers: Record<string, string>) =>
    ({
      headers: { host: 'm.sorte777.test', merchant: 'sorte777', ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) },
    }) as unknown as IncomingMessage;

  const merchant = live.merchantFor(request(live.renderHeaders(held.project)));
  expect(merchant.name).toBe('Held');
  expect(live.projectOf(merchant)).toBe(held.project);
  expect(live.merchantFor(request({})).name).toBe('Sorte 777 Cassino');
  // Documents with a problem are not held: the problem is said.
  const broken = await live.hold({ ...documents, texts: new Map([[file, text.replace('"name": "Held"', '"name": 7')]]) });
  expect('problems' in broken && broken.problems.map((p) => p.pointer)).toEqual(['/name']);
});
