// While a button floats over the page (chat, mini-game, the customer-service widget), the page keeps a
// zone free at its bottom (`--wl-floating-reserve` in styles/base.css, with the safe-area inset), so
// scrolling to the end always brings the last content out from under the buttons parked there.
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
