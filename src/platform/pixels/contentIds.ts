/** The content id deposit events carry, for the pixels and the tracking-event call alike (spec section 9). */
export const DEPOSIT_CONTENT_ID = 99;
