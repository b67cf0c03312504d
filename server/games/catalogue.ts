// The games a merchant offers, as its file lists them: the cards of its lanes and the rooms its game
// banners open. The launch calls start only these.
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { cardCategory } from '../../src/rules/gameCategories.ts';
import { localize } from '../content/announcements.ts';

export interface OfferedGame {
  code: string;
  name: string;
  vendor: string;
  /** Its category (RNG, LIVE, LOTT, SEA_LOTT, …), when the file tells. */
  category?: string;
  nodeId?: string;
  /** Whether it has a free demo. */
  trial: boolean;
}

/** Which lottery a category is launched as, if it is one. */
export function lotteryArea(category: string | undefined): 'vietnam' | 'sea' | 'vendor' | undefined {
  const upper = (category ?? '').toUpperCase();
  if (upper === 'LOTT' || upper === 'VIETNAM_LOTTO') return 'vietnam';
  if (upper === 'SEA_LOTT') return 'sea';
  if (upper === 'ELOTT' || upper === 'LOTTERY') return 'vendor';
  return undefined;
}

/** The game of that code, its name in `language` (else the merchant's default). */
export function findGame(merchant: MerchantFile, code: string, language?: string): OfferedGame | undefined {
  for (const lane of merchant.content.lanes) {
    const card = lane.cards.find((c) => c.gameId === code);
    if (!card) continue;
    const name = localize(card.displayName, language, merchant.languages.default);
    return { code, name, vendor: card.accountTypeName, category: cardCategory(card, lane.gameClassify), nodeId: card.nodeId, trial: card.trial ?? false };
  }
  const banner = merchant.content.banners.find((b) => b.linkageType === 'G' && (b.roomId ?? b.linkage) === code);
  if (banner)
    return {
      code,
      name: localize(banner.alt, language, merchant.languages.default),
      vendor: banner.vendor ?? '',
      category: banner.gameType,
      nodeId: banner.nodeId,
      trial: false,
    };
  return undefined;
}
