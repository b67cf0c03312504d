import type { GameClassify } from '../../config/types.generated.ts';

const MERGED_INTO_TCG = ['RNG', 'PVP'];

/** The vendor types of a lane as shown: RNG and PVP are merged into TCG (spec section 3), duplicates removed. */
export function shownVendorTypes(classify: GameClassify[] | undefined): string[] {
  const types = (classify ?? []).map((c) => (MERGED_INTO_TCG.includes(c.type.toUpperCase()) ? 'TCG' : c.type.toUpperCase()));
  return [...new Set(types)];
}
