// Banner descriptions, announcements and promotions in every language the merchant allows: a text missing in
// one shows players of that language the default language's instead (a text the default lacks too is an
// error of fallbackTexts.ts; lanes and game names, which must be complete, are checked with the merchant
// itself, in project/contentLanguages.ts). A text in a language not allowed is never shown.
import type { LocalizedText } from '../../../src/config/types.generated.ts';
import { textWrittenIn } from '../../../src/rules/localizedText.ts';
import { joinPointer } from '../../problems.ts';
import type { Finding, LintRule } from '../rule.ts';

export const missingTranslations: LintRule = {
  id: 'missing-translation',
  severity: 'warning',
  summary: "a banner's description, an announcement's or a promotion's text is missing in a language the merchant allows, or written in one it does not",
  check(fleet) {
    return fleet.merchants.flatMap(({ file, data }) => {
      const { allowed, default: fallback } = data.languages;
      const findings: Finding[] = [];
      const check = (text: LocalizedText | undefined, pointer: string, what: string) => {
        if (text === undefined) return;
        const missing = allowed.filter((language) => !textWrittenIn(text, language, fallback));
        if (missing.length > 0 && textWrittenIn(text, fallback, fallback))
          findings.push({
            file,
            pointer,
            message: `${what} has no text in ${missing.join(', ')}: players reading ${missing.length === 1 ? 'it' : 'those'} get the ${fallback} text`,
          });
        if (typeof text === 'object') {
          const stray = Object.keys(text).filter((language) => !(allowed as string[]).includes(language));
          if (stray.length > 0)
            findings.push({
              file,
              pointer: joinPointer(pointer, stray[0]),
              message: `${what} is written in ${stray.join(', ')}, which languages.allowed does not list: no player sees it`,
            });
        }
      };
      data.content.banners.forEach((b, i) => check(b.alt, joinPointer('/content/banners', i, 'alt'), `banner ${i + 1} (${b.groupName})'s image description`));
      (data.content.announcements ?? []).forEach((a, i) => {
        const pointer = joinPointer('/content/announcements', i);
        check(a.title, joinPointer(pointer, 'title'), `announcement ${a.id}'s title`);
        check(a.content, joinPointer(pointer, 'content'), `announcement ${a.id}'s content`);
      });
      data.content.promotions.forEach((p, i) => {
        const pointer = joinPointer('/content/promotions', i);
        check(p.title, joinPointer(pointer, 'title'), `promotion ${p.id}'s title`);
        check(p.rules, joinPointer(pointer, 'rules'), `promotion ${p.id}'s rules`);
      });
      return findings;
    });
  },
};
