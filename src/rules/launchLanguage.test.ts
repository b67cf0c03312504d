import type { LanguageCode } from '../config/types.generated.ts';
import { launchLanguage, type LaunchedGame } from './launchLanguage.ts';

describe('launchLanguage', () => {
  const cases: [string, LaunchedGame, LanguageCode | undefined, boolean, LanguageCode][] = [
    ['a lottery, the merchant default shown: Vietnamese', 'lottery', 'EN', false, 'VI'],
    ['a lottery, the player chose Thai: Thai', 'lottery', 'TH', true, 'TH'],
    ['a lottery, the player chose Vietnamese', 'lottery', 'VI', true, 'VI'],
    ['a lottery with no language known: Vietnamese', 'lottery', undefined, true, 'VI'],
    ['a vendor game speaks the language shown, chosen or not', 'vendor', 'EN', false, 'EN'],
    ['a vendor game with a choice', 'vendor', 'TH', true, 'TH'],
    ['a vendor game with no language known: Chinese', 'vendor', undefined, false, 'CN'],
  ];
  test.each(cases)('%s', (_name, game, shown, chosen, expected) => {
    expect(launchLanguage(game, shown, chosen)).toBe(expected);
  });
});
