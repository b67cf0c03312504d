// The studio speaks English and Chinese: both say every message, and every message the code names exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBlockTypes, listOverlayTypes, readSchema } from '../../../project/schemas.ts';
import { projectRoot } from '../../../scripts/lib/root.ts';
import { SECTIONS } from '../state/StudioStore.ts';
import { PHONE_SIZES } from '../parts/phoneSizes.ts';
import { themeContrastPairs } from '../../../project/contrast.ts';
import en from './en.json';
import zh from './zh.json';

const appDir = path.join(projectRoot, 'studio', 'app');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [readFileSync(path.join(dir, e.name), 'utf8')]
        : [],
  );

describe("the studio's messages", () => {
  it('are the same ids in English and Chinese, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries({ ...en, ...zh }).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('hold every id the code names', () => {
    const named = new Set<string>();
    for (const text of sources(appDir)) for (const match of text.matchAll(/(?:\bid: |\bt\()'([a-zA-Z]+\.[\w.]+)'/g)) named.add(match[1]);
    for (const name of SECTIONS) named.add(`section.${name}`);
    for (const size of PHONE_SIZES) named.add(`preview.size.${size.name}`);
    for (const pair of themeContrastPairs({ primary: '#000', secondary: '#000', background: '#fff', surface: '#fff', text: '#000', logo: '/x.png' }))
      named.add(`contrast.${pair.id}`);
    for (const type of [...listBlockTypes(projectRoot), ...listOverlayTypes(projectRoot)]) named.add(`block.${type}`);
    for (const type of listBlockTypes(projectRoot)) named.add(`category.${String(readSchema(projectRoot, `blocks/${type}.schema.json`)['x-category'])}`);
    for (const label of ['edit', 'move', 'duplicate', 'hide', 'show', 'delete', 'add', 'reset']) named.add(`action.${label}`);
    expect([...named].filter((id) => !(id in en))).toEqual([]);
    expect(named.size).toBeGreaterThan(60);
  });
});
