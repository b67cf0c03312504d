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

/**
 * What a mark keeps of one announcement shown: its id, the key no language changes, and the fingerprint
 * of its words in each language the player read it in.
 */
export interface SeenAnnouncement {
  id: number;
  /** Language code → fingerprint of the title and text as served in it. */
  read: Record<string, string>;
}

/** The fingerprint of an item's words as served in one language: a changed title or text changes it. */
export const wordsHash = (item: Announcement): string => shortHash(`${item.title}\u0000${item.content}`);

/**
 * What closing marks: the items shown by id, each with the fingerprint of its words in `language`
 * beside those kept for other languages before.
 */
export function markSeen(items: readonly Announcement[], language: string, before: readonly SeenAnnouncement[] = []): SeenAnnouncement[] {
  const readBefore = (id: number) => Object.assign({}, ...before.filter((seen) => seen.id === id).map((seen) => seen.read)) as Record<string, string>;
  return items.map((item) => ({ id: item.id, read: { ...readBefore(item.id), [language]: wordsHash(item) } }));
}

/**
 * Whether `items`, served in `language`, are what a mark holds: the same announcements in the same order,
 * none of whose words changed in a language the player read them in. An item read in another language
 * only counts as read, so a switch of language shows nothing again.
 */
export function sameAsSeen(items: readonly Announcement[], language: string, seen: readonly SeenAnnouncement[]): boolean {
  return (
    items.length === seen.length &&
    items.every((item, i) => {
      if (seen[i].id !== item.id) return false;
      const read = seen[i].read?.[language];
      return read === undefined || read === wordsHash(item);
    })
  );
}

/** What closing the popup with the box ticked keeps (local storage). */
export interface HiddenPopup {
  /** What was shown. */
  seen: SeenAnnouncement[];
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
  /** What was shown. */
  seen: SeenAnnouncement[];
}

/** A mark as kept before marks were by id: fingerprints of each item's id and words in the language then shown. */
export type OldMark<T> = Omit<T, 'seen'> & { hashes: string[] };

const oldHashes = (items: readonly Announcement[]): string[] => items.map((item) => shortHash(`${item.id}\u0000${item.title}\u0000${item.content}`));

export const isOldMark = <T extends { seen: SeenAnnouncement[] }>(mark: T | OldMark<T>): mark is OldMark<T> => !Array.isArray((mark as T).seen);

/**
 * A mark kept before marks were by id, as one by id: of `items` read in `language` when its fingerprints
 * are theirs, else of nothing that still shows (the content changed, so the popup is due again).
 */
export function upgradeMark<T extends { seen: SeenAnnouncement[] }>(mark: T | OldMark<T>, items: readonly Announcement[], language: string): T {
  if (!isOldMark(mark)) return mark;
  const { hashes, ...rest } = mark;
  const same = Array.isArray(hashes) && hashes.join() === oldHashes(items).join();
  return { ...rest, seen: same ? markSeen(items, language) : [] } as unknown as T;
}

/**
 * Whether the popup should show (spec section 4): there is something to show, and neither the player's
 * tick nor a close in this browser session holds it back. A tick for today holds it back until the next
 * local midnight after it, 'never' for good, both across sessions; a close without a tick for the rest of
 * the session. Each only while the content is what was closed, in whichever language it was read.
 */
export function announcementPopupDue({
  items,
  language,
  closed,
  hidden,
  now,
}: {
  items: readonly Announcement[];
  /** The language the items were served in. */
  language: string;
  closed?: ClosedPopup | undefined;
  hidden: HiddenPopup | undefined;
  now: number;
}): boolean {
  if (items.length === 0) return false;
  if (hidden && sameAsSeen(items, language, hidden.seen)) return hidden.mode === 'today' && now >= nextLocalMidnight(hidden.hiddenAt);
  return !(closed && sameAsSeen(items, language, closed.seen));
}

/** Visitors get the popup a second after the list arrives, members at once. */
export const updateDelayMs = (loggedIn: boolean): number => (loggedIn ? 0 : 1000);

/** Where an activity item's 'go to activity' leads. */
export function activityTarget(loggedIn: boolean, guestTarget: 'login' | 'register'): string {
  if (loggedIn) return PATHS.rewardCenter;
  return guestTarget === 'register' ? PATHS.register : PATHS.login;
}
