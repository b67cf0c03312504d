// The Firebase registration's `smsTemplate` (spec section 3): for a phone sign-in, the language of the
// SMS template the new member's messages are written with, which is the language the player signed in
// with. A social sign-in has no phone number to write to, so it names none.
import type { LanguageCode } from '../config/types.generated.ts';

/** The sign-in channel that goes through an SMS code. */
export const PHONE_CHANNEL = 'phone';

export function smsTemplate(channel: string, language: LanguageCode): LanguageCode | undefined {
  return channel === PHONE_CHANNEL ? language : undefined;
}
