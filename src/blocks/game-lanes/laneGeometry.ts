// The size of a game card for the lane's width, as game-lanes.css lays it out: a square image inside
// 6 px of padding, then two lines of name (18 px each) and one of vendor (16 px), 2 px apart. A long lane
// is laid out from these figures before its cards render, so nothing moves when they do.

export const CARD_GAP_PX = 8;
const CARD_PADDING_PX = 6;
/** Everything in a card but its image, top to bottom. */
const CARD_TEXT_PX = 2 + 36 + 2 + 16;
/** A row-layout card's share of the lane's width. */
export const ROW_CARD_SHARE = 0.38;

/** A card's height for its width. */
export const cardHeight = (cardWidth: number): number => Math.max(0, cardWidth - 2 * CARD_PADDING_PX) + 2 * CARD_PADDING_PX + CARD_TEXT_PX;

/** A grid card's width: the lane's width shared by the columns, less the gaps. */
export const gridCardWidth = (laneWidth: number, columns: number): number => (laneWidth - CARD_GAP_PX * (columns - 1)) / columns;

export const gridRowHeight = (laneWidth: number, columns: number): number => cardHeight(gridCardWidth(laneWidth, columns));

export const rowCardWidth = (laneWidth: number): number => laneWidth * ROW_CARD_SHARE;
