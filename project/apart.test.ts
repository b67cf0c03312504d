// project/ is what the CLI, the server and the studio share: it imports none of them, and the server
// reaches the CLI's code only through it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/[Ff]ixture/.test(entry.name) ? [full] : [];
  });
}

/** Imports of the product files under `from` that land in one of `forbidden` (top-level folders). */
function importsInto(from: string, forbidden: string[]): string[] {
  return sources(path.join(root, from)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map(([, spec]) => path.relative(root, path.resolve(path.dirname(file), spec)))
      .filter((target) => forbidden.includes(target.split(path.sep)[0]))
      .map((target) => `${path.relative(root, file)} → ${target}`));
}

test('project/ imports neither the CLI, the server nor the studio', () => {
  expect(importsInto('project', ['scripts', 'server', 'studio'])).toEqual([]);
});

test('the server and the studio reach no code of the CLI', () => {
  expect(importsInto('server', ['scripts'])).toEqual([]);
  expect(importsInto('studio', ['scripts'])).toEqual([]);
});
