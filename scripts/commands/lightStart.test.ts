// The long-running commands read and check their options before they load the server, the studio or the
// bundler: a mistyped port or merchant is said in half a second, not after two of loading. A static
// import of one of those at a command's top would load it first.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HEAVY = [/\/server\/index\.ts$/, /\/server\/operations\/logger\.ts$/, /\/studio\/server\//, /^vite$/, /\/gen\//, /^\.\/build\.ts$/];
const COMMANDS = ['preview.ts', 'serve.ts', 'studio.ts'];

/** The modules a file imports statically for their values (type-only imports load nothing). */
function staticImports(file: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
  return [...source.matchAll(/^import (?!type )[^'"]*?from '([^']+)';$/gms)].map((match) => match[1]!);
}

test.each(COMMANDS)('%s loads the server, the studio and the bundler only once its options are read', (file) => {
  const imported = staticImports(file);
  expect(imported.length).toBeGreaterThan(2);
  expect(imported.filter((name) => HEAVY.some((heavy) => heavy.test(name)))).toEqual([]);
});
