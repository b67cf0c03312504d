// Whether the language a page speaks is the player's choice or the merchant's default (spec section 1);
// rules/launchLanguage.ts decides from it what a lottery is launched in.
import type { LanguageCode } from '../config/types.generated.ts';
import { normaliseLanguage } from '../i18n/languages.ts';

/**
 * The player's own choice among `choices` (the link's `language`, then the one stored when they picked it),
 * when the merchant offers it; undefined when they chose none, and the merchant's default speaks.
 */
export function playerLanguageChoice(choices: (string | null | undefined)[], allowed: readonly LanguageCode[]): LanguageCode | undefined {
  for (const choice of choices) {
    const code = normaliseLanguage(choice);
    if (code && (allowed.length === 0 || allowed.includes(code))) return code;
  }
  return undefined;
}
