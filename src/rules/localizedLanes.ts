// Home's lanes as a player receives them (schema content/game-lane-entry → content/game-lane): titles,
// game names and category names in the player's language, by the rule of localizedText.ts.
import type { GameCategoryNames, GameLane, GameLaneEntry } from '../config/types.generated.ts';
import { cardCategory, shownVendorType } from './gameCategories.ts';
import { localizedText } from './localizedText.ts';

/** The merchant's lanes in `language`, else its default, else the first written; categories named when the merchant names them. */
export function lanesIn(entries: readonly GameLaneEntry[], categories: GameCategoryNames | undefined, language: string, merchantDefault: string): GameLane[] {
  const text = (written: GameLaneEntry['title'] | undefined) => localizedText(written, language, merchantDefault);
  // A category is named under the type players see: RNG and PVP both as TCG.
  const categoryName = (type: string | undefined) => (type ? text(categories?.[shownVendorType(type)]) : undefined);
  return entries.map((entry) => ({
    title: text(entry.title) ?? '',
    ...(entry.gameCount !== undefined ? { gameCount: entry.gameCount } : {}),
    ...(entry.gameClassify
      ? { gameClassify: entry.gameClassify.map((c) => withOptional({ type: c.type, vendors: c.vendors }, 'name', categoryName(c.type))) }
      : {}),
    cards: entry.cards.map((card) =>
      withOptional({ ...card, displayName: text(card.displayName) ?? '' }, 'categoryName', categoryName(cardCategory(card, entry.gameClassify))),
    ),
    // A window the server made instants of (server/content/windows.ts) travels on.
    ...(entry.activeFrom ? { activeFrom: entry.activeFrom } : {}),
    ...(entry.activeUntil ? { activeUntil: entry.activeUntil } : {}),
  }));
}

/** The object with `key` set only when there is a value, so an answer carries no empty fields. */
function withOptional<T extends object, K extends string>(base: T, key: K, value: string | undefined): T & Partial<Record<K, string>> {
  return value === undefined ? base : { ...base, [key]: value };
}
