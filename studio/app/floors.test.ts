// The studio's floors: main.tsx starts the shell (the page, its toolbar, lists and dialogs); the shell
// lays out the rooms (the block tree, the inspector, the preview, the releases), strangers to each other; the rooms
// share the parts (labels, icons) and stand on the state (the store, the files, the calls, the pure
// edits). A file imports its own floor or lower, and no files import each other round in a circle.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importCircles, relativeImports } from '../../tests/support/imports.ts';

const app = path.resolve(__dirname);

const FLOORS: Record<string, number> = { 'main.tsx': 5, shell: 4, tree: 3, inspector: 3, preview: 3, releases: 3, parts: 2, state: 1, messages: 0 };
const APART = [['tree', 'inspector', 'preview', 'releases']];

const partOf = (file: string) => path.relative(app, file).split(path.sep)[0];
const imports = relativeImports(app).filter(({ target }) => target.startsWith(app + path.sep));

test('every part of the studio has a floor', () => {
  const parts = readdirSync(app).filter((name) => !/\.(test\.tsx?|css|html)$|Fixtures\.tsx$/.test(name));
  expect(parts.filter((name) => !(name in FLOORS))).toEqual([]);
});

test('no file of the studio imports a floor above its own, nor a stranger on its floor', () => {
  const crossings = imports.filter(({ file, target }) => {
    const [from, to] = [partOf(file), partOf(target)];
    const upward = (FLOORS[to] ?? 0) > (FLOORS[from] ?? 0);
    const apart = APART.some((group) => group.includes(from) && group.includes(to) && from !== to);
    return upward || apart;
  });
  expect(crossings.map(({ file, spec }) => `${path.relative(app, file)} → ${spec}`)).toEqual([]);
});

test('no files of the studio import each other in a circle', () => {
  expect(importCircles(app)).toEqual([]);
});
