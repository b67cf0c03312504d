// Error answers in the player's language: the texts come from the app's one catalogue of error codes
// (src/i18n/errors/messages/), so the API and the app say the same words for the same code. A request
// without a known Language, or a code the catalogue lacks, gets the English text the code was thrown with.
import { readFileSync } from 'node:fs';
import { errorMessageId } from '../../src/api/failures.ts';
import type { LanguageCode } from '../../src/config/types.generated.ts';
import { LANGUAGES, normaliseLanguage } from '../../src/i18n/languages.ts';

/** Texts by language, then by message id. */
export type ErrorCatalogue = ReadonlyMap<LanguageCode, Readonly<Record<string, string>>>;

/**
 * Codes whose message is part of the protocol, not words for the player: the app reads
 * `CUSTOMER_NOT_LOGIN` to log out (spec section 8), so it is never translated.
 */
const PROTOCOL_MESSAGES: ReadonlySet<string> = new Set(['customer.not.login']);

const CATALOGUE_DIR = new URL('../../src/i18n/errors/messages/', import.meta.url);

let loaded: ErrorCatalogue | undefined;

/** The catalogue, read once; the messages are plain text (a test checks), so they are sent as they are. */
export function errorCatalogue(): ErrorCatalogue {
  loaded ??= new Map(LANGUAGES.map((code) => [code, JSON.parse(readFileSync(new URL(`${code}.json`, CATALOGUE_DIR), 'utf8')) as Record<string, string>]));
  return loaded;
}

/** The message of an error answer: the catalogue's text in the request's language, else the English one given. */
export function errorText(errorCode: string, languageHeader: string | undefined, english: string, catalogue: ErrorCatalogue = errorCatalogue()): string {
  if (PROTOCOL_MESSAGES.has(errorCode)) return english;
  const language = normaliseLanguage(languageHeader);
  const id = errorMessageId(errorCode);
  if (!language || !id) return english;
  return catalogue.get(language)?.[id] ?? english;
}
