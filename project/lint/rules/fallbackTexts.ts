// A banner's image and description and an announcement's title (the marquee's line) and content reach a
// player in their language, else in the merchant's default: a language that has neither gets a text in
// some other language, or none. Each such language is named, as players of it would be lost.
import type { LanguageCode, LocalizedText, MerchantFile } from '../../../src/config/types.generated.ts';
import { localizedText, textWrittenIn } from '../../../src/rules/localizedText.ts';
import { joinPointer } from '../../problems.ts';
import type { Finding, LintRule } from '../rule.ts';

/** The allowed languages with no text of their own where the default language has none either (none when it has). */
export function languagesWithoutFallback(text: LocalizedText, allowed: readonly LanguageCode[], merchantDefault: string): LanguageCode[] {
  if (textWrittenIn(text, merchantDefault, merchantDefault)) return [];
  return allowed.filter((language) => !textWrittenIn(text, language, merchantDefault));
}

/** A localized field of a merchant's content: where it is, what an operator calls it, and what it holds. */
interface LocalizedField {
  pointer: string;
  what: string;
  /** What one language's value is: a text, or an image. */
  noun: 'text' | 'image';
  text: LocalizedText;
}

function localizedFields(content: MerchantFile['content']): LocalizedField[] {
  const fields: LocalizedField[] = [];
  content.banners.forEach((banner, i) => {
    const pointer = joinPointer('/content/banners', i);
    const name = `banner ${i + 1} (${banner.groupName})`;
    fields.push({ pointer: joinPointer(pointer, 'url'), what: name, noun: 'image', text: banner.url });
    fields.push({ pointer: joinPointer(pointer, 'alt'), what: `${name}'s image description`, noun: 'text', text: banner.alt });
  });
  content.announcements.forEach((announcement, i) => {
    const pointer = joinPointer('/content/announcements', i);
    fields.push({
      pointer: joinPointer(pointer, 'title'),
      what: `announcement ${announcement.id}'s title (its line in the marquee)`,
      noun: 'text',
      text: announcement.title,
    });
    fields.push({ pointer: joinPointer(pointer, 'content'), what: `announcement ${announcement.id}'s content`, noun: 'text', text: announcement.content });
  });
  return fields;
}

/** "PT-BR (the default language), EN or ES". */
function named(languages: readonly string[], merchantDefault: string): string {
  const names = languages.map((language) => (language === merchantDefault ? `${language} (the default language)` : language));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export const fallbackTexts: LintRule = {
  id: 'no-fallback-text',
  severity: 'error',
  summary:
    "a banner's image or description, or an announcement's title (the marquee's line) or content, has no text in a language the merchant allows and none in its default language to fall back on",
  check(fleet) {
    return fleet.merchants.flatMap(({ file, data }) => {
      const { allowed, default: fallback } = data.languages;
      return localizedFields(data.content).flatMap(({ pointer, what, noun, text }): Finding[] => {
        const missing = languagesWithoutFallback(text, allowed, fallback);
        if (missing.length === 0) return [];
        const served = localizedText(text, missing[0], fallback);
        const servedFrom = typeof text === 'object' && served !== undefined ? Object.keys(text).find((language) => text[language] === served) : undefined;
        const instead = servedFrom ? `the ${servedFrom} ${noun}` : `no ${noun}`;
        return [
          {
            file,
            pointer,
            message: `${what} has no ${noun} in ${named(missing, fallback)}: players reading ${missing.length === 1 ? 'it' : 'those'} get ${instead}; write one in ${fallback} at least`,
          },
        ];
      });
    });
  },
};
