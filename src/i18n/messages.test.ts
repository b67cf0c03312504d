// Every user-visible string exists in all twenty languages, with the same placeholders. The messages
// are read as "npm run gen" compiled them (which also proves each one is valid ICU).
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES } from './compiled/bundles.ts';
import { findBundles } from '../../scripts/gen/messages.ts';
import { LANGUAGES } from './languages.ts';

/** One bundle's messages in one language. */
const read = (bundle: string, code: string): Record<string, MessageFormatElement[]> => {
  const file = path.join(__dirname, 'compiled', bundle, `${code}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, MessageFormatElement[]>) : {};
};

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.plural || element.type === TYPE.select) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[]) placeholders(option.value, into);
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

describe('messages', () => {
  test.each(findBundles(path.join(__dirname, '../..')))('the $name bundle has one file per language and nothing else', ({ dir }) => {
    expect(
      readdirSync(path.join(__dirname, '../..', dir))
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  test('no message id is in two bundles (the later would hide the earlier)', () => {
    const owners = new Map<string, string[]>();
    for (const bundle of BUNDLES) {
      for (const id of Object.keys(read(bundle, 'EN'))) owners.set(id, [...(owners.get(id) ?? []), bundle]);
    }
    expect([...owners].filter(([, bundles]) => bundles.length > 1)).toEqual([]);
  });

  const pairs = LANGUAGES.filter((code) => code !== 'EN').flatMap((code) => BUNDLES.map((bundle) => [code, bundle] as const));
  describe.each(pairs)('%s %s', (code, bundle) => {
    const english = read(bundle, 'EN');
    const messages = read(bundle, code);
    test('has every message id of English and no other', () => {
      const missing = Object.keys(english).filter((id) => !(id in messages));
      const extra = Object.keys(messages).filter((id) => !(id in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    test('keeps the placeholders of each message', () => {
      const wrong = Object.keys(english).filter((id) => {
        if (!(id in messages)) return false;
        const expected = [...placeholders(english[id])].sort();
        return JSON.stringify([...placeholders(messages[id])].sort()) !== JSON.stringify(expected);
      });
      expect(wrong).toEqual([]);
    });
  });
});
