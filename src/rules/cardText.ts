// What a game card and a lane print beside a name: a label is shown only when it tells the player
// something, never an internal code (TCG, LOTT, VNL) and never the same words twice.
import { CATEGORY_ORDER } from './gameCategories.ts';

/** Codes of the product's own that a player never reads, whatever the data carries. */
const KNOWN_CODES = [...CATEGORY_ORDER, 'TCG', 'VIETNAM_LOTTO', 'SEA_LOTT', 'LOTTERY'];

/** Texts compared as a reader sees them: width forms, case and spacing do not make them differ. */
const normal = (text: string) => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

export interface LabelContext {
  /** The codes behind the item (vendor account type, category): a label equal to one is a code. */
  codes: readonly (string | undefined)[];
  /** What is already printed beside it (the card's name, the lane's title). */
  alreadyShown: readonly string[];
}

/** The label to print, or undefined when it is blank, a code, or repeats what is already shown. */
export function readableLabel(label: string | undefined, { codes, alreadyShown }: LabelContext): string | undefined {
  const text = label?.trim();
  if (!text) return undefined;
  // A code is matched as written (upper case): "Lottery" is a word, "LOTTERY" the code.
  const isCode = [...KNOWN_CODES, ...codes].some((code) => code !== undefined && code.trim() === text.normalize('NFKC'));
  if (isCode || alreadyShown.some((shown) => normal(shown) === normal(text))) return undefined;
  return text;
}

/** A card's subtitle: its category's name, unless that is a code or the card's own name again. */
export const cardSubtitle = (card: { displayName: string; categoryName?: string; accountTypeName: string; gameType?: string }): string | undefined =>
  readableLabel(card.categoryName, { codes: [card.accountTypeName, card.gameType], alreadyShown: [card.displayName] });
