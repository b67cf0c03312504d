// What a lane says about its games' categories: their names, merged and ordered as the spec shows them.
import type { GameClassify } from '../../config/types.generated.ts';
import { byCategoryOrder, shownVendorType } from '../../rules/gameCategories.ts';
import { readableLabel } from '../../rules/cardText.ts';

/**
 * The vendor types of a lane as shown: RNG and PVP merged into TCG (spec section 3), duplicates removed,
 * in category order.
 */
export function shownVendorTypes(classify: readonly GameClassify[] | undefined): string[] {
  const types = [...new Set((classify ?? []).map((c) => shownVendorType(c.type)))];
  return byCategoryOrder(types, (type) => type);
}

/**
 * The names of a lane's categories, one per shown type in category order: a type without a name, a name
 * that is only a code, or one the lane's title (or an earlier name) already says, is left out.
 */
export function laneCategoryNames(title: string, classify: readonly GameClassify[] | undefined): string[] {
  const names: string[] = [];
  for (const type of shownVendorTypes(classify)) {
    const entries = (classify ?? []).filter((c) => shownVendorType(c.type) === type);
    const name = entries.map((c) => c.name).find((n) => n?.trim());
    const codes = [type, ...entries.flatMap((c) => [c.type, ...c.vendors])];
    const label = readableLabel(name, { codes, alreadyShown: [title, ...names] });
    if (label) names.push(label);
  }
  return names;
}
