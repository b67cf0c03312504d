import type { LocalizedText } from '../config/types.generated.ts';
import { localizedText, textWrittenIn } from './localizedText.ts';

type Row = { name: string; text: LocalizedText | undefined; language: string; result: string | undefined };

const byLanguage: LocalizedText = { CN: '维护中', EN: 'Down for upgrades' };

test.each<Row>([
  { name: 'nothing written', text: undefined, language: 'EN', result: undefined },
  { name: 'one string, whatever the language', text: 'Back at noon', language: 'VI', result: 'Back at noon' },
  { name: 'a blank string', text: '  ', language: 'EN', result: undefined },
  { name: "the player's language", text: byLanguage, language: 'EN', result: 'Down for upgrades' },
  { name: "another language: the merchant's default", text: byLanguage, language: 'TW', result: '维护中' },
  { name: 'neither: the first written', text: { EN: 'Down for upgrades', VI: 'Bảo trì' }, language: 'TW', result: 'Down for upgrades' },
  { name: "the player's blank: the default", text: { CN: '维护中', TW: '' }, language: 'TW', result: '维护中' },
])('localizedText: $name', ({ text, language, result }) => {
  expect(localizedText(text, language, 'CN')).toBe(result);
});

test.each<Row>([
  { name: 'nothing written', text: undefined, language: 'EN', result: undefined },
  { name: 'written in English', text: byLanguage, language: 'EN', result: 'Down for upgrades' },
  { name: 'not written in English', text: { CN: '维护中' }, language: 'EN', result: undefined },
  { name: "one string, asked in the merchant's default", text: 'Back at noon', language: 'CN', result: 'Back at noon' },
  { name: 'one string, asked in another language', text: 'Back at noon', language: 'EN', result: undefined },
])('textWrittenIn: $name', ({ text, language, result }) => {
  expect(textWrittenIn(text, language, 'CN')).toBe(result);
});
