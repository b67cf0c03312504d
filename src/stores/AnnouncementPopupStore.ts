// The announcement and activity popup (spec section 4): which items this player sees, when the popup is
// due, the carousel on show, and what closing it keeps. Hidden → shown → closing → hidden.
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { AnnouncementPopupProps } from '../config/types.generated.ts';
import { localStore, sessionStore } from '../platform/storage.ts';
import {
  announcementPopupDue, announcementsFor, contentHashes, updateDelayMs, type ClosedPopup, type HiddenPopup,
} from '../rules/announcements.ts';
import type { RootStore } from './RootStore.ts';

/** After a login or logout, the list is asked for again this much later. */
export const LIST_REFRESH_MS = 500;
export const AUTOPLAY_MS = 5000;

export type PopupPhase = 'hidden' | 'shown' | 'closing';

export class AnnouncementPopupStore {
  phase: PopupPhase = 'hidden';
  /** The slide on show. */
  index = 0;
  /** The 'do not show today' (or 'never show again') box. */
  ticked = false;
  /** The update delay has passed since the list arrived, so the popup may show. */
  settled = false;
  /** What the player ticked last time, as kept in local storage. */
  hidden: HiddenPopup | undefined;
  /** What the player closed in this browser session without ticking (session storage). */
  closedInSession: ClosedPopup | undefined;
  /** The clock at the last check (the midnight rule reads it). */
  checkedAt = Date.now();
  props: AnnouncementPopupProps = {};
  private autoplayTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly root: RootStore, private readonly now: () => number = () => Date.now()) {
    this.hidden = localStore.getJson<HiddenPopup>(this.storageKey);
    this.closedInSession = sessionStore.getJson<ClosedPopup>(this.storageKey);
    makeAutoObservable<AnnouncementPopupStore, 'root' | 'now' | 'autoplayTimer'>(this, { root: false, now: false, autoplayTimer: false });
  }

  private get storageKey(): string {
    return `wl.announcementPopup.${this.root.site.merchantCode}`;
  }

  private get loggedIn(): boolean {
    return this.root.session.isLoggedIn;
  }

  /** The items of this player: A for members, B for visitors, F also on a member's first login. */
  get items() {
    const all = this.root.content.announcements.value ?? [];
    return announcementsFor(all, this.root.session.audience);
  }

  get due(): boolean {
    return this.settled && announcementPopupDue({ items: this.items, closed: this.closedInSession, hidden: this.hidden, now: this.checkedAt });
  }

  get isLast(): boolean {
    return this.index >= this.items.length - 1;
  }

  /**
   * Starts watching for the popup's moment: the list is fetched, and the popup may show once the update
   * delay has passed (1 s for visitors, at once for members); a login or logout asks for the list again.
   * Returns what stops it all.
   */
  start(props: AnnouncementPopupProps): () => void {
    this.props = props;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const settle = () => later(updateDelayMs(this.loggedIn), () => this.settle());
    void this.root.content.announcements.ensure().then(settle);
    const onSession = reaction(() => this.loggedIn, () => {
      runInAction(() => (this.settled = false));
      later(LIST_REFRESH_MS, () => void this.root.content.announcements.reload().then(settle));
    });
    return () => {
      onSession();
      for (const timer of timers) clearTimeout(timer);
      this.stopAutoplay();
      runInAction(() => (this.settled = false));
    };
  }

  private settle(): void {
    this.checkedAt = this.now();
    this.settled = true;
  }

  show(): void {
    this.phase = 'shown';
    this.index = 0;
    this.ticked = false;
  }

  goTo(index: number): void {
    const count = this.items.length;
    if (count > 0) this.index = ((index % count) + count) % count;
  }

  next(): void {
    this.goTo(this.index + 1);
  }

  previous(): void {
    this.goTo(this.index - 1);
  }

  setTicked(ticked: boolean): void {
    this.ticked = ticked;
  }

  /**
   * Asked before the popup closes: with force-read on and slides still unseen, it moves to the last slide
   * and stays open; otherwise the closing slide starts.
   */
  requestClose(): boolean {
    if (this.props.forceRead && !this.isLast) {
      this.index = this.items.length - 1;
      return false;
    }
    this.phase = 'closing';
    this.stopAutoplay();
    return true;
  }

  /**
   * The popup is gone. When the player closed it, what was shown stays away: for the rest of the browser
   * session, or with the box ticked until the next local midnight ('never': until the content changes).
   * Gone for another reason (a withdrawal, the player left the page), it may come back.
   */
  closed(): void {
    const byPlayer = this.phase === 'closing';
    this.phase = 'hidden';
    if (!byPlayer) return;
    const hashes = contentHashes(this.items);
    if (this.ticked) {
      this.hidden = { hashes, hiddenAt: this.now(), mode: this.props.dismissMode ?? 'today' };
      localStore.setJson(this.storageKey, this.hidden);
      this.ticked = false;
      return;
    }
    this.closedInSession = { show: false, hashes };
    sessionStore.setJson(this.storageKey, this.closedInSession);
  }

  /** Moves on every few seconds while the popup shows; the component starts it and stops it. */
  startAutoplay(): void {
    this.stopAutoplay();
    const ms = this.props.autoplayMs ?? AUTOPLAY_MS;
    if (ms > 0 && this.items.length > 1) this.autoplayTimer = setInterval(() => this.next(), ms);
  }

  stopAutoplay(): void {
    if (this.autoplayTimer) clearInterval(this.autoplayTimer);
    this.autoplayTimer = undefined;
  }

  /** On logout: the member's list and slide go; what the player ticked stays with the browser. */
  clear(): void {
    this.stopAutoplay();
    this.phase = 'hidden';
    this.index = 0;
    this.ticked = false;
  }
}
