// project/ is what the CLI, the server and the studio share: it imports none of them, and the server
// reaches the CLI's code only through it.
import path from 'node:path';
import { importCircles, relativeImports } from '../tests/support/imports.ts';

const root = path.resolve(__dirname, '..');

/** Imports of the product files under `from` that land in one of `forbidden` (top-level folders). */
const importsInto = (from: string, forbidden: string[]) =>
  relativeImports(path.join(root, from))
    .map(({ file, target }) => [path.relative(root, file), path.relative(root, target)])
    .filter(([, target]) => forbidden.includes(target.split(path.sep)[0]))
    .map(([file, target]) => `${file} → ${target}`);

test('project/ imports neither the CLI, the server nor the studio', () => {
  expect(importsInto('project', ['scripts', 'server', 'studio'])).toEqual([]);
});

test('the server and the studio reach no code of the CLI', () => {
  expect(importsInto('server', ['scripts'])).toEqual([]);
  expect(importsInto('studio', ['scripts'])).toEqual([]);
});

test('no files of project/ or scripts/ import each other in a circle', () => {
  expect([...importCircles(path.join(root, 'project')), ...importCircles(path.join(root, 'scripts'))]).toEqual([]);
});
