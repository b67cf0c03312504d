import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/root.ts';
import { studioSchemas } from '../../server/schemaBundle.ts';
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

  /** The titles and descriptions of what the studio shows: its forms' schemas, with every $ref written in place. */
  const shownTexts = () => {
    const texts = new Set<string>();
    const walk = (node: unknown, key?: string, root = false): void => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item);
        return;
      }
      if (!node || typeof node !== 'object') return;
      for (const [name, value] of Object.entries(node)) {
        const keyword = key !== 'properties' && key !== 'definitions';
        if (keyword && DATA_KEYWORDS.has(name)) continue;
        // A title that is a type's name (BannerEntry, LocalizedText) names the type in the code, not a field.
        const typeName = name === 'title' && typeof value === 'string' && /^[A-Z][A-Za-z]+$/.test(value);
        if (keyword && (name === 'description' || (name === 'title' && !root && !typeName)) && typeof value === 'string') texts.add(value);
        else walk(value, name);
      }
    };
    const { merchant, template, blocks, overlays } = studioSchemas(projectRoot);
    for (const schema of [merchant, template, ...Object.values(blocks), ...Object.values(overlays)]) walk(schema, undefined, true);
    return texts;
  };

  it('has every title and description the studio shows (but the forms’ own type names)', () => {
    expect([...shownTexts()].filter((text) => !(text in zh))).toEqual([]);
  });

  it('has nothing else: the API’s wire schemas are never shown, so need no words', () => {
    const shown = shownTexts();
    expect(Object.keys(zh).filter((text) => !shown.has(text))).toEqual([]);
  });
});
