import { chatLanguage, intlLocale, LANGUAGES, normaliseLanguage, pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  test.each([
    { candidates: ['EN'], allowed: ['CN', 'EN'], expected: 'EN' },
    { candidates: ['en'], allowed: ['CN', 'EN'], expected: 'EN' },
    { candidates: ['pt_br'], allowed: ['PT-BR', 'EN'], expected: 'PT-BR' },
    { candidates: ['FR'], allowed: ['EN', 'VI'], expected: 'EN' },
    { candidates: ['JA', 'VI'], allowed: ['EN', 'VI'], expected: 'VI' },
    { candidates: ['XX', null, 'EN'], allowed: ['VI', 'EN'], expected: 'EN' },
    { candidates: [], allowed: ['TH', 'EN'], expected: 'TH' },
    { candidates: [undefined], allowed: [], expected: 'CN' },
    { candidates: ['TR'], allowed: [], expected: 'TR' },
  ] as const)('$candidates within $allowed is $expected', ({ candidates, allowed, expected }) => {
    expect(pickLanguage([...candidates], allowed)).toBe(expected);
  });
});

describe('language codes', () => {
  test('there are twenty, each with an Intl locale', () => {
    expect(LANGUAGES).toHaveLength(20);
    for (const code of LANGUAGES) expect(() => new Intl.Locale(intlLocale(code))).not.toThrow();
  });

  test.each([
    ['tw', 'TW'],
    ['pt-br', 'PT-BR'],
    ['', undefined],
    ['zz', undefined],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseLanguage(input)).toBe(expected);
  });

  test.each([
    ['TW', 'CN'],
    ['tw', 'CN'],
    ['CN', 'CN'],
    ['cn', 'CN'],
    ['vi', 'VI'],
    ['EN', 'EN'],
    ['pt-br', 'PT-BR'],
    ['PT-BR', 'PT-BR'],
  ] as const)('chat language of %s is %s', (code, expected) => {
    expect(chatLanguage(code)).toBe(expected);
  });
});
