import type { JsonSchema } from '../../schemaTypes.ts';
import { isLocalizedFile, isLocalizedSchema, languagesShown, switchedValue, withLanguageText, type LocalizedValue } from './localizedValue.ts';

const LANGUAGES = { allowed: ['EN', 'VI', 'CN'], default: 'VI' };
const text: JsonSchema = { oneOf: [{ type: 'string' }, { type: 'object', propertyNames: { enum: ['EN', 'VI'] }, additionalProperties: { type: 'string' } }] };
const file: JsonSchema = {
  oneOf: [
    { type: 'string', pattern: '^/', 'x-asset': true },
    { type: 'object', propertyNames: { enum: ['EN'] }, additionalProperties: { type: 'string', 'x-asset': true } },
  ],
};

test.each<[string, JsonSchema, boolean, boolean]>([
  ['a text or texts by language', text, true, false],
  ['a file or files by language', file, true, true],
  ['a plain text', { type: 'string' }, false, false],
  ['other alternatives', { oneOf: [{ type: 'null' }, { type: 'object' }] }, false, false],
])('%s: localized %s, a file %s', (_name, schema, localized, asset) => {
  expect(isLocalizedSchema(schema)).toBe(localized);
  expect(isLocalizedFile(schema)).toBe(asset);
});

test.each<[string, LocalizedValue | undefined, string[]]>([
  ['one text: the default first, then the others allowed', 'Chào', ['VI', 'EN', 'CN']],
  ['texts: the same order, whatever the order written', { CN: '你好', EN: 'Hi' }, ['VI', 'EN', 'CN']],
  ['a language not allowed comes last, to be seen and taken out', { VI: 'Chào', TH: 'สวัสดี' }, ['VI', 'EN', 'CN', 'TH']],
])('languagesShown: %s', (_name, value, shown) => {
  expect(languagesShown(value, LANGUAGES)).toEqual(shown);
});

test.each<[string, LocalizedValue | undefined, string, string, Record<string, string>]>([
  ['a language written', { VI: 'Chào' }, 'EN', 'Hi', { VI: 'Chào', EN: 'Hi' }],
  ['a language changed', { VI: 'Chào', EN: 'Hi' }, 'EN', 'Hello', { VI: 'Chào', EN: 'Hello' }],
  ['a language emptied is taken out, so it falls back', { VI: 'Chào', EN: 'Hi' }, 'EN', '', { VI: 'Chào' }],
  ['spaces are kept as written (the check calls a blank text none)', { VI: 'Chào' }, 'EN', ' ', { VI: 'Chào', EN: ' ' }],
])('withLanguageText: %s', (_name, value, language, written, result) => {
  expect(withLanguageText(value, language, written)).toEqual(result);
});

test.each<[string, LocalizedValue | undefined, boolean, LocalizedValue]>([
  ["one text becomes the default language's", 'Chào', true, { VI: 'Chào' }],
  ['nothing yet becomes an empty default', undefined, true, { VI: '' }],
  ['texts stay texts', { EN: 'Hi' }, true, { EN: 'Hi' }],
  ["texts become the default's for all", { EN: 'Hi', VI: 'Chào' }, false, 'Chào'],
  ['without the default, the first written', { EN: 'Hi', CN: '你好' }, false, 'Hi'],
  ['one text stays', 'Chào', false, 'Chào'],
])('switchedValue: %s', (_name, value, byLanguage, result) => {
  expect(switchedValue(value, byLanguage, 'VI')).toEqual(result);
});
