// Every user-visible string exists in all twenty languages, with the same placeholders. The messages
// are read as "npm run gen" compiled them (which also proves each one is valid ICU).
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES } from './bundles.ts';
import { LANGUAGES } from './languages.ts';

const dir = path.join(__dirname, 'messages');
/** A language's messages across all bundles. */
const read = (code: string): Record<string, MessageFormatElement[]> =>
  Object.assign({}, ...BUNDLES.map((bundle) => {
    const file = path.join(__dirname, 'compiled', bundle, `${code}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, MessageFormatElement[]>) : {};
  }));
const english = read('EN');

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.plural || element.type === TYPE.select) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[]) placeholders(option.value, into);
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

describe('messages', () => {
  test('there is one file per language and nothing else', () => {
    expect(readdirSync(dir).map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((code) => code !== 'EN'))('%s', (code) => {
    const messages = read(code);
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
