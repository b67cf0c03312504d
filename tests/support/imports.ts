// The relative imports of a folder's product files (tests and fixtures left out), for the tests that hold
// the code's floors: the app's, the server's, and project/ apart from the CLI, server and studio.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The product source files under a folder: TypeScript, not tests, not fixtures, not declarations. */
export function productSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/[Ff]ixtures?\b/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every relative import of those files: the importing file, the specifier as written, and the absolute target. */
export function relativeImports(dir: string): { file: string; spec: string; target: string }[] {
  return productSources(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, spec]) => ({ file, spec, target: path.resolve(path.dirname(file), spec) })),
  );
}

/** The circles of imports among a folder's product files, each as "a.ts → b.ts → a.ts" (relative to the folder). */
export function importCircles(dir: string): string[] {
  const next = new Map<string, string[]>();
  for (const { file, target } of relativeImports(dir)) {
    if (target.startsWith(dir + path.sep)) next.set(file, [...(next.get(file) ?? []), target]);
  }
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(dir, f)).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const target of next.get(file) ?? []) visit(target, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of next.keys()) visit(file, []);
  return circles;
}
