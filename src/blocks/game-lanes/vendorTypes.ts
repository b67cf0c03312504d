import type { GameCard, GameClassify } from '../../config/types.generated.ts';
import { byCategoryOrder, shownVendorType } from '../../rules/gameCategories.ts';

/**
 * The vendor types of a lane as shown: RNG and PVP merged into TCG (spec section 3), duplicates removed,
 * in category order.
 */
export function shownVendorTypes(classify: GameClassify[] | undefined): string[] {
  const types = [...new Set((classify ?? []).map((c) => shownVendorType(c.type)))];
  return byCategoryOrder(types, (type) => type);
}

/** A card's category: its own, else the lane's classify entry that lists its vendor. */
export function cardGameType(card: GameCard, classify: GameClassify[] | undefined): string | undefined {
  if (card.gameType) return card.gameType;
  const vendor = card.accountTypeName.toUpperCase();
  return classify?.find((c) => c.vendors.some((v) => v.toUpperCase() === vendor))?.type;
}
