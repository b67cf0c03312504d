import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../scripts/lib/root.ts';
import { DATA_KEYWORDS, localizeSchema } from './schemaTexts.ts';
import zh from '../messages/schema-zh.json';

describe("the schemas' texts in Chinese", () => {
  it('replaces titles and descriptions, never a property that is named title', () => {
    const schema = {
      title: 'Props',
      properties: { title: { type: 'string', title: 'Title', description: 'The heading.' } },
      'x-presets': [{ name: 'a', title: 'Home banners', props: { title: 'Title' } }],
    };
    const texts = { Title: '标题', 'The heading.': '标题文字。', 'Home banners': '首页横幅' };
    expect(localizeSchema(schema, texts)).toEqual({
      title: 'Props',
      properties: { title: { type: 'string', title: '标题', description: '标题文字。' } },
      'x-presets': [{ name: 'a', title: '首页横幅', props: { title: 'Title' } }],
    });
  });

  it('has every title and description of schema/ (but the files’ own type names)', () => {
    const missing = new Set<string>();
    const walk = (node: unknown, key?: string, root = false): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item));
      if (!node || typeof node !== 'object') return;
      for (const [name, value] of Object.entries(node)) {
        const keyword = key !== 'properties' && key !== 'definitions';
        if (keyword && DATA_KEYWORDS.has(name)) continue;
        if (keyword && (name === 'description' || (name === 'title' && !root)) && typeof value === 'string') {
          if (!(value in zh)) missing.add(value);
        } else walk(value, name);
      }
    };
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.schema.json') ? [path.join(dir, e.name)] : [],
      );
    for (const file of files(path.join(projectRoot, 'schema'))) walk(JSON.parse(readFileSync(file, 'utf8')), undefined, true);
    expect([...missing]).toEqual([]);
  });
});
