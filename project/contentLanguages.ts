// Home's lanes in every language a merchant allows: each lane title, game name and the name of each
// category its lanes show must be written in each allowed language, or players of that language read
// another one (a plain string counts as the default language only).
import type { LanguageCode, LocalizedText, MerchantFile } from '../src/config/types.generated.ts';
import { cardCategory, shownVendorType } from '../src/rules/gameCategories.ts';
import { textWrittenIn } from '../src/rules/localizedText.ts';
import { joinPointer } from './problems.ts';

export interface ContentLanguageProblem {
  /** JSON pointer inside the merchant file. */
  pointer: string;
  message: string;
}

type Merchant = Pick<MerchantFile, 'languages'> & { content: Pick<MerchantFile['content'], 'lanes' | 'categories'> };

export function contentLanguageProblems({ languages, content }: Merchant): ContentLanguageProblem[] {
  const problems: ContentLanguageProblem[] = [];
  const missingIn = (text: LocalizedText | undefined): LanguageCode[] =>
    languages.allowed.filter((language) => !textWrittenIn(text, language, languages.default));
  const check = (text: LocalizedText | undefined, pointer: string, what: string) => {
    const missing = missingIn(text);
    if (missing.length > 0) problems.push({ pointer, message: `${what} has no text in ${missing.join(', ')}, which languages.allowed lists` });
  };
  // Each category a lane shows, where it is first used: named once under its shown type (RNG and PVP as TCG).
  const used = new Map<string, string>();
  const use = (type: string | undefined, pointer: string) => {
    if (type && !used.has(shownVendorType(type))) used.set(shownVendorType(type), pointer);
  };
  content.lanes.forEach((lane, l) => {
    const lanePointer = joinPointer('/content/lanes', l);
    check(lane.title, joinPointer(lanePointer, 'title'), 'the lane title');
    lane.gameClassify?.forEach((c, i) => use(c.type, joinPointer(lanePointer, 'gameClassify', i, 'type')));
    lane.cards.forEach((card, c) => {
      const cardPointer = joinPointer(lanePointer, 'cards', c);
      check(card.displayName, joinPointer(cardPointer, 'displayName'), `the name of game "${card.gameId}"`);
      use(cardCategory(card, lane.gameClassify), joinPointer(cardPointer, card.gameType ? 'gameType' : 'accountTypeName'));
    });
  });
  for (const [type, usedAt] of used) {
    const name = content.categories?.[type];
    if (name === undefined) problems.push({ pointer: usedAt, message: `category ${type} has no name in content.categories; players would see none` });
    else check(name, joinPointer('/content/categories', type), `the name of category ${type}`);
  }
  return problems;
}
