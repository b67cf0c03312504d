// Game categories (spec sections 3 and 9): how they are ordered, which are lotteries, and how vendor
// types are shown (RNG and PVP together as TCG).

/** The categories in their order; each one's ordinal is 100 times its place, from 100. */
export const CATEGORY_ORDER = ['RNG', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'ESPORTS'] as const;
export const CATEGORY_STEP = 100;

/** Vendor types shown as one: RNG and PVP games are both TCG's own tables and slots. */
const MERGED_INTO_TCG = ['RNG', 'PVP'];

const baseOrdinal = (type: (typeof CATEGORY_ORDER)[number]) => (CATEGORY_ORDER.indexOf(type) + 1) * CATEGORY_STEP;

/**
 * A category's ordinal, or undefined for one the product does not know. SEA_LOTT sits just after ELOTT
 * (+5), VIETNAM_LOTTO just after LOTT (+1), and the merged TCG where RNG is.
 */
export function categoryOrdinal(type: string): number | undefined {
  const upper = type.trim().toUpperCase();
  if (upper === 'SEA_LOTT') return baseOrdinal('ELOTT') + 5;
  if (upper === 'VIETNAM_LOTTO') return baseOrdinal('LOTT') + 1;
  if (upper === 'TCG') return baseOrdinal('RNG');
  const index = (CATEGORY_ORDER as readonly string[]).indexOf(upper);
  return index < 0 ? undefined : (index + 1) * CATEGORY_STEP;
}

/** Sorts by ordinal; unknown categories go last, in the order they came. */
export function byCategoryOrder<T>(items: readonly T[], typeOf: (item: T) => string): T[] {
  const rank = (item: T) => categoryOrdinal(typeOf(item)) ?? Number.MAX_SAFE_INTEGER;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((e) => e.item);
}

/** The vendor type as shown: RNG and PVP merged into TCG, upper case. */
export function shownVendorType(type: string): string {
  const upper = type.trim().toUpperCase();
  return MERGED_INTO_TCG.includes(upper) ? 'TCG' : upper;
}

/**
 * Which lottery a category launches: the Vietnam lottery (LOTT, VIETNAM_LOTTO), its South-east-Asia
 * variant (SEA_LOTT), or a vendor's own e-lottery (ELOTT, LOTTERY), launched like any vendor game.
 */
export type LotteryKind = 'vietnam' | 'sea' | 'vendor';

export function lotteryKind(type: string | undefined): LotteryKind | undefined {
  switch ((type ?? '').trim().toUpperCase()) {
    case 'LOTT':
    case 'VIETNAM_LOTTO':
      return 'vietnam';
    case 'SEA_LOTT':
      return 'sea';
    case 'ELOTT':
    case 'LOTTERY':
      return 'vendor';
    default:
      return undefined;
  }
}

export const isLottery = (type: string | undefined): boolean => lotteryKind(type) !== undefined;

/** Where a game's category is written: on the game itself, or in its lane's entry listing its vendor. */
interface ClassifiedGame {
  accountTypeName: string;
  gameType?: string;
}

/** A game's category: its own, else the lane's classify entry that lists its vendor (in any case). */
export function cardCategory(card: ClassifiedGame, classify: readonly { type: string; vendors: readonly string[] }[] | undefined): string | undefined {
  if (card.gameType) return card.gameType;
  const vendor = card.accountTypeName.toUpperCase();
  return classify?.find((c) => c.vendors.some((v) => v.toUpperCase() === vendor))?.type;
}
