// A merchant's text by language (schema content/localized-text): one string, or one per language code.
import type { LocalizedText } from '../config/types.generated.ts';

type Written = LocalizedText | null | undefined;

const byLanguage = (text: Exclude<Written, string | null | undefined>) => text as Record<string, string | undefined>;
const present = (value: string | undefined) => (value?.trim() ? value : undefined);

/** The text in `language`, else in the merchant's default, else the first one written; blank counts as none. */
export function localizedText(text: Written, language: string, merchantDefault: string): string | undefined {
  if (text === null || text === undefined) return undefined;
  if (typeof text === 'string') return present(text);
  const texts = byLanguage(text);
  return present(texts[language]) ?? present(texts[merchantDefault]) ?? Object.values(texts).map(present).find(Boolean);
}

/** The text only as written in `language`: a single string is taken to be in the merchant's default language. */
export function textWrittenIn(text: Written, language: string, merchantDefault: string): string | undefined {
  if (text === null || text === undefined) return undefined;
  if (typeof text === 'string') return language === merchantDefault ? present(text) : undefined;
  return present(byLanguage(text)[language]);
}
