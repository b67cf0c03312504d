import type { LanguageCode } from '../config/types.generated.ts';
import { playerLanguageChoice } from './languageChoice.ts';

describe('playerLanguageChoice', () => {
  const cases: [string, (string | null | undefined)[], LanguageCode[], LanguageCode | undefined][] = [
    ['no link and nothing stored: no choice', [null, null], ['EN', 'TH'], undefined],
    ['the stored choice', [null, 'TH'], ['EN', 'TH'], 'TH'],
    ['the link wins over the stored choice', ['en', 'TH'], ['EN', 'TH'], 'EN'],
    ['a choice the merchant does not offer is none', [null, 'VI'], ['EN', 'TH'], undefined],
    ['a foreign code is skipped for the next', ['xx', 'pt_br'], ['PT-BR'], 'PT-BR'],
    ['a merchant with no list takes any known code', [undefined, 'KO'], [], 'KO'],
  ];
  test.each(cases)('%s', (_name, choices, allowed, expected) => {
    expect(playerLanguageChoice(choices, allowed)).toBe(expected);
  });
});
