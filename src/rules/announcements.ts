// The announcement popup's rules (spec section 4): who sees which item, and when the popup is due again.
import type { Announcement } from '../config/types.generated.ts';
import { shortHash } from '../platform/shortHash.ts';
import { PATHS } from './paths.ts';

export interface Audience {
  loggedIn: boolean;
  /** A member on their first login also sees the F items. */
  firstTimeLogin: boolean;
}

/** Whoever has not logged in. */
export const VISITORS: Audience = { loggedIn: false, firstTimeLogin: false };

/** A items for members, B for visitors, F also for members on their first login. */
export function announcementsFor(items: readonly Announcement[], { loggedIn, firstTimeLogin }: Audience): Announcement[] {
  return items.filter((item) => (loggedIn ? item.execution === 'A' || (item.execution === 'F' && firstTimeLogin) : item.execution === 'B'));
}

/** One fingerprint per item: a changed title or text, or a new item, changes the list of them. */
export const contentHashes = (items: readonly Announcement[]): string[] =>
  items.map((item) => shortHash(`${item.id}\u0000${item.title}\u0000${item.content}`));

/** What closing the popup with the box ticked keeps (local storage). */
export interface HiddenPopup {
  /** The fingerprints of what was shown. */
  hashes: string[];
  /** When it was closed (ms). */
  hiddenAt: number;
  /** 'today': back after the next local midnight; 'never': back only when the content changes. */
  mode: 'today' | 'never';
}

/** The first local midnight after a moment. */
export function nextLocalMidnight(time: number): number {
  const date = new Date(time);
  date.setHours(24, 0, 0, 0);
  return date.getTime();
}

/** What closing the popup keeps for the browser session, box ticked or not: show=false for what was shown. */
export interface ClosedPopup {
  show: false;
  /** The fingerprints of what was shown. */
  hashes: string[];
}

const sameHashes = (a: readonly string[], b: readonly string[]): boolean => a.join() === b.join();

/**
 * Whether the popup should show (spec section 4): there is something to show, and neither the player's
 * tick nor a close in this browser session holds it back. A tick for today holds it back until the next
 * local midnight after it, 'never' for good, both across sessions; a close without a tick for the rest of
 * the session. Each only while the content is what was closed.
 */
export function announcementPopupDue({ items, closed, hidden, now }: {
  items: readonly Announcement[];
  closed?: ClosedPopup | undefined;
  hidden: HiddenPopup | undefined;
  now: number;
}): boolean {
  if (items.length === 0) return false;
  const hashes = contentHashes(items);
  if (hidden && sameHashes(hashes, hidden.hashes)) return hidden.mode === 'today' && now >= nextLocalMidnight(hidden.hiddenAt);
  return !(closed && sameHashes(hashes, closed.hashes));
}

/** Visitors get the popup a second after the list arrives, members at once. */
export const updateDelayMs = (loggedIn: boolean): number => (loggedIn ? 0 : 1000);

/** Where an activity item's 'go to activity' leads. */
export function activityTarget(loggedIn: boolean, guestTarget: 'login' | 'register'): string {
  if (loggedIn) return PATHS.rewardCenter;
  return guestTarget === 'register' ? PATHS.register : PATHS.login;
}
