// The language a game is launched in (spec section 1): a lottery defaults to Vietnamese unless the
// player chose a language (rules/languageChoice.ts); a vendor game takes the one shown. Kept apart from
// the choice, which the first load needs, since only the launch page uses it.
import type { LanguageCode } from '../config/types.generated.ts';
import { DEFAULT_LANGUAGE, LOTTERY_LAUNCH_LANGUAGE } from '../i18n/languages.ts';

export type LaunchedGame = 'lottery' | 'vendor';

/**
 * The launch call's `language`: the one shown when the player chose it; otherwise a lottery's default,
 * Vietnamese, and for a vendor game the language shown (the merchant's default), else Chinese.
 */
export function launchLanguage(game: LaunchedGame, shown: LanguageCode | undefined, chosenByPlayer: boolean): LanguageCode {
  if (game === 'lottery') return chosenByPlayer && shown ? shown : LOTTERY_LAUNCH_LANGUAGE;
  return shown ?? DEFAULT_LANGUAGE;
}
