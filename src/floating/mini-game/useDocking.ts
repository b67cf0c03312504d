// Keeps the mini-game's launcher docked clear of the page's controls while it rests where the app put
// it (rules/floatingDock.ts): again once a scroll settles, the window or the page's layout changes, or
// another page shows. A place the player chose (dragged or moved by keys, kept for the session) is theirs.

import { useEffect, type RefObject } from 'react';
import { inAction } from '../../stores/inAction.ts';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '../../platform/storage.ts';
import { dockPosition, type Box } from '../../rules/floatingDock.ts';
import { defaultPosition, type Size } from '../../rules/miniGame.ts';
import { POSITION_KEY, type MiniGameStore } from '../../stores/MiniGameStore.ts';

const CONTROLS = 'a[href], button, select, input, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
/** A scroll counts as settled once no scroll event came for this long (where `scrollend` is missing). */
const SCROLL_SETTLE_MS = 200;

/** The boxes of the controls in the window, other than the floating feature's own. */
function controlsInView(own: Element | null, viewport: Size): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (own?.contains(control) || control.closest('[hidden], [inert]')) continue;
    const { left, top, width, height } = control.getBoundingClientRect();
    if (width === 0 || height === 0 || left >= viewport.width || top >= viewport.height || left + width <= 0 || top + height <= 0) continue;
    boxes.push({ left, top, width, height });
  }
  return boxes;
}

/**
 * Docks the launcher (`box` big, inside `own`) while it shows, never while `pressed` (a drag in progress
 * is the player's). The launcher's `data-dock` says `pending` from a change until it is docked again,
 * then `settled`.
 */
export function useDocking(
  store: MiniGameStore,
  own: RefObject<HTMLElement | null>,
  launcher: RefObject<HTMLElement | null>,
  pressed: RefObject<boolean>,
  box: Size,
  hidden: boolean,
): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (hidden) return undefined;
    let timer: number | undefined;
    let frame: number | undefined;
    const mark = (state: 'pending' | 'settled') => launcher.current?.setAttribute('data-dock', state);
    const dock = () => {
      window.clearTimeout(timer);
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const chosen = sessionStore.getJson(POSITION_KEY) !== undefined;
      // An open panel stays by its launcher; the player's own place is kept as they left it.
      if (store.position && !store.open && !chosen && !pressed.current) {
        const next = dockPosition(defaultPosition(box, viewport), box, viewport, controlsInView(own.current, viewport));
        if (next.x !== store.position.x || next.y !== store.position.y) inAction('useDocking.dock', () => (store.position = next));
      }
      mark('settled');
    };
    const onScroll = () => {
      mark('pending');
      window.clearTimeout(timer);
      timer = window.setTimeout(dock, SCROLL_SETTLE_MS);
    };
    // After the page's next layout: a new page or the launcher's first place.
    mark('pending');
    frame = requestAnimationFrame(() => {
      frame = undefined;
      dock();
    });
    const layout = typeof ResizeObserver === 'function' ? new ResizeObserver(dock) : undefined;
    layout?.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', dock);
    window.addEventListener('resize', dock);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      layout?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', dock);
      window.removeEventListener('resize', dock);
    };
  }, [store, own, launcher, pressed, box, hidden, pathname]);
}
