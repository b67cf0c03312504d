// The floors of docs/architecture.md: a folder of src/ imports only folders below it, and pages, overlays
// and floating features never import each other. Type-only imports count too: they couple the code all the same.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importCircles, productSources, relativeImports } from '../support/imports.ts';

const src = path.resolve(__dirname, '../../src');

/** Height of each top-level folder of src/; a folder may import its own height or lower. */
const FLOORS: Record<string, number> = {
  'main.tsx': 10,
  app: 9,
  pages: 8,
  overlays: 8,
  floating: 8,
  renderer: 7,
  blocks: 6,
  ui: 5,
  stores: 4,
  rules: 3,
  api: 1,
  i18n: 1,
  platform: 1,
  config: 1,
  styles: 1,
  types: 1,
};
/** Same height, but strangers to each other. */
const APART = [['pages', 'overlays', 'floating']];

const folderOf = (file: string) => path.relative(src, file).split(path.sep)[0];

function crossings(): string[] {
  const found: string[] = [];
  for (const { file, spec, target } of relativeImports(src)) {
    if (!target.startsWith(src + path.sep)) continue;
    const [from, to] = [folderOf(file), folderOf(target)];
    const upward = (FLOORS[to] ?? 0) > (FLOORS[from] ?? 0);
    const apart = APART.some((pair) => pair.includes(from) && pair.includes(to) && from !== to);
    if (upward || apart) found.push(`${path.relative(src, file)} → ${spec}`);
  }
  return found;
}

describe('floors', () => {
  test('every folder of src/ has a floor', () => {
    const folders = readdirSync(src).filter((name) => !name.endsWith('.d.ts'));
    expect(folders.filter((name) => !(name in FLOORS))).toEqual([]);
  });

  test('no file imports a floor above its own, and pages, overlays and floating features keep apart', () => {
    expect(crossings()).toEqual([]);
  });

  test('no files of src/ import each other in a circle, type imports included', () => {
    expect(importCircles(src)).toEqual([]);
  });

  test('app/ is the top floor only: the floating features live on their own floor, one folder each', () => {
    expect(FLOORS.floating).toBe(FLOORS.pages);
    expect(FLOORS.app).toBeGreaterThan(FLOORS.floating);
    const floating = readdirSync(path.join(src, 'floating'), { withFileTypes: true });
    expect(floating.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['mini-game', 'customer-service-script']),
    );
    const appFiles = productSources(path.join(src, 'app')).map((file) => path.relative(src, file));
    expect(appFiles.filter((file) => /mini-?game|floating|customer-?service/i.test(file))).toEqual([]);
  });
});
