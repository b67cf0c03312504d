// While a button floats over the page (chat, mini-game, the customer-service widget), the page keeps a
// zone free at its bottom (`--wl-floating-reserve` in styles/base.css, with the safe-area inset), so
// scrolling to the end always brings the last content out from under the buttons parked there; while a
// game is on show, nothing floats over it at all.
import { useEffect } from 'react';

/** The attribute on <html> that turns the reserve on. */
export const FLOATING_ATTRIBUTE = 'data-wl-floating';

let holders = 0;

/** Keeps the reserve while any caller shows something floating; the last to stop gives it back. */
export function useFloatingReserve(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    holders += 1;
    document.documentElement.setAttribute(FLOATING_ATTRIBUTE, '');
    return () => {
      holders -= 1;
      if (holders === 0) document.documentElement.removeAttribute(FLOATING_ATTRIBUTE);
    };
  }, [shown]);
}

/** The attribute on <html> while a game is on show: whatever a third party added to the page is hidden. */
export const GAME_ATTRIBUTE = 'data-wl-game';

/**
 * Marks the page as showing a game while the caller is mounted. A customer-service widget or any other
 * script's element lives outside the app's root, where styles/base.css hides it under this attribute.
 */
export function useGameOnShow(): void {
  useEffect(() => {
    document.documentElement.setAttribute(GAME_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(GAME_ATTRIBUTE);
  }, []);
}
