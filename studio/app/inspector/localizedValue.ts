// A text (or an image) written for every language at once, or one per language code: how the studio's
// per-language field reads such a value and what each edit makes of it.
import type { JsonSchema } from '../../schemaTypes.ts';

export type LocalizedValue = string | Record<string, string>;

/** The merchant's languages: those it allows, and the one every other falls back on. */
export interface MerchantLanguages {
  allowed: readonly string[];
  default: string;
}

/** A schema of one text or texts by language (content/localized-text, content/localized-file), as the studio receives it. */
export function isLocalizedSchema(schema: JsonSchema): boolean {
  const options = schema.oneOf;
  if (!Array.isArray(options) || options.length !== 2) return false;
  const [one, byLanguage] = options as JsonSchema[];
  return one.type === 'string' && byLanguage.type === 'object' && typeof byLanguage.propertyNames === 'object';
}

/** Whether each language's value names one of the merchant's files (an image) rather than a text. */
export const isLocalizedFile = (schema: JsonSchema): boolean => (schema.oneOf as JsonSchema[] | undefined)?.[0]?.['x-asset'] === true;

/** The languages a value shows fields for: the default first, the others allowed, then any written that are not. */
export function languagesShown(value: LocalizedValue | undefined, languages: MerchantLanguages): string[] {
  const written = typeof value === 'object' ? Object.keys(value) : [];
  const ordered = [languages.default, ...languages.allowed.filter((language) => language !== languages.default)];
  return [...ordered, ...written.filter((language) => !ordered.includes(language))];
}

/** The value with one language's text set; an emptied field takes the language out, so it falls back. */
export function withLanguageText(value: LocalizedValue | undefined, language: string, text: string): Record<string, string> {
  const texts = typeof value === 'object' ? { ...value } : {};
  if (text === '') delete texts[language];
  else texts[language] = text;
  return texts;
}

/**
 * The value as one text for every language, or as texts by language: one text becomes the default
 * language's; texts become the default's (else the first written) for all.
 */
export function switchedValue(value: LocalizedValue | undefined, byLanguage: boolean, merchantDefault: string): LocalizedValue {
  if (byLanguage) return typeof value === 'object' ? value : { [merchantDefault]: value ?? '' };
  if (typeof value !== 'object') return value ?? '';
  return value[merchantDefault] ?? Object.values(value)[0] ?? '';
}
