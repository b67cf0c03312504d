// The games a merchant offers, as its file lists them: the cards of its lanes and the rooms its game
// banners open. The launch calls start only these.
import type { MerchantFile } from '../../src/config/types.generated.ts';

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

export function findGame(merchant: MerchantFile, code: string): OfferedGame | undefined {
  for (const lane of merchant.content.lanes) {
    const card = lane.cards.find((c) => c.gameId === code);
    if (!card) continue;
    const vendor = card.accountTypeName.toUpperCase();
    const category = card.gameType ?? lane.gameClassify?.find((c) => c.vendors.some((v) => v.toUpperCase() === vendor))?.type;
    return { code, name: card.displayName, vendor: card.accountTypeName, category, nodeId: card.nodeId, trial: card.trial ?? false };
  }
  const banner = merchant.content.banners.find((b) => b.linkageType === 'G' && (b.roomId ?? b.linkage) === code);
  if (banner) return { code, name: banner.alt, vendor: banner.vendor ?? '', category: banner.gameType, nodeId: banner.nodeId, trial: false };
  return undefined;
}
