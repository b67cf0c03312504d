// The announcement and activity popup (spec section 4): which items this player sees, when the popup is
// due, the carousel on show, and what closing it keeps. Hidden → shown → closing → hidden.
import { makeAutoObservable, reaction } from 'mobx';
import { inAction } from './inAction.ts';
import { OVERLAY_DEFAULTS, type OverlayPropsByType } from '../config/types.generated.ts';
import { localStore, sessionStore } from '../platform/storage.ts';
import {
  announcementPopupDue,
  announcementsFor,
  isOldMark,
  markSeen,
  updateDelayMs,
  upgradeMark,
  type ClosedPopup,
  type HiddenPopup,
  type OldMark,
} from '../rules/announcements.ts';
import type { RootStore } from './RootStore.ts';

/** After a login or logout, the list is asked for again this much later. */
export const LIST_REFRESH_MS = 500;

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
  /** The language the announcements on hand were served in (after a switch, the old one until the new list lands). */
  itemsLanguage: string;
  props: OverlayPropsByType['announcement-popup'] = OVERLAY_DEFAULTS['announcement-popup'];
  private autoplayTimer: ReturnType<typeof setInterval> | undefined;
  /** Marks kept in the older form, made marks by id once the list they were of is on hand. */
  private oldMarks: { hidden?: OldMark<HiddenPopup>; closed?: OldMark<ClosedPopup> } = {};

  constructor(
    private readonly root: RootStore,
    private readonly now: () => number = () => Date.now(),
  ) {
    const hidden = localStore.getJson<HiddenPopup | OldMark<HiddenPopup>>(this.storageKey);
    const closed = sessionStore.getJson<ClosedPopup | OldMark<ClosedPopup>>(this.storageKey);
    if (hidden) {
      if (isOldMark(hidden)) this.oldMarks.hidden = hidden;
      else this.hidden = hidden;
    }
    if (closed) {
      if (isOldMark(closed)) this.oldMarks.closed = closed;
      else this.closedInSession = closed;
    }
    this.itemsLanguage = root.i18n.language;
    makeAutoObservable<AnnouncementPopupStore, 'root' | 'now' | 'autoplayTimer' | 'oldMarks'>(this, {
      root: false,
      now: false,
      autoplayTimer: false,
      oldMarks: false,
    });
  }

  private get storageKey(): string {
    return `wl.announcementPopup.${this.root.site.merchantCode}`;
  }

  private get loggedIn(): boolean {
    return this.root.session.isLoggedIn;
  }

  /** The items of this player: A for members, B for visitors, F also on a member's first login. */
  get items() {
    return announcementsFor(this.root.content.shownAnnouncements, this.root.session.audience);
  }

  get due(): boolean {
    return (
      this.settled &&
      announcementPopupDue({ items: this.items, language: this.itemsLanguage, closed: this.closedInSession, hidden: this.hidden, now: this.checkedAt })
    );
  }

  get isLast(): boolean {
    return this.index >= this.items.length - 1;
  }

  /**
   * Starts watching for the popup's moment: the list is fetched, and the popup may show once the update
   * delay has passed (1 s for visitors, at once for members); a login or logout asks for the list again.
   * Returns what stops it all.
   */
  start(props: OverlayPropsByType['announcement-popup']): () => void {
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
    this.itemsLanguage = this.root.i18n.language;
    void this.root.content.announcements.ensure().then(settle);
    const onSession = reaction(
      () => this.loggedIn,
      () => {
        inAction('AnnouncementPopupStore.start', () => (this.settled = false));
        later(LIST_REFRESH_MS, () => void this.root.content.announcements.reload().then(settle));
      },
    );
    // A list lands in the language shown when it was asked for: a switch asks again, and an older answer never lands.
    const onList = reaction(
      () => this.root.content.announcements.value,
      () => inAction('AnnouncementPopupStore.start', () => (this.itemsLanguage = this.root.i18n.language)),
    );
    return () => {
      onSession();
      onList();
      for (const timer of timers) clearTimeout(timer);
      this.stopAutoplay();
      inAction('AnnouncementPopupStore.start', () => (this.settled = false));
    };
  }

  private settle(): void {
    this.upgradeOldMarks();
    this.checkedAt = this.now();
    this.settled = true;
  }

  /** Marks kept in the older form become marks by id, kept so, so that a later switch of language keeps them. */
  private upgradeOldMarks(): void {
    const { hidden, closed } = this.oldMarks;
    this.oldMarks = {};
    if (hidden) {
      this.hidden = upgradeMark(hidden, this.items, this.itemsLanguage);
      localStore.setJson(this.storageKey, this.hidden);
    }
    if (closed) {
      this.closedInSession = upgradeMark(closed, this.items, this.itemsLanguage);
      sessionStore.setJson(this.storageKey, this.closedInSession);
    }
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
    // Marked by id: what was read in one language stays read in the others.
    const seen = markSeen(this.items, this.itemsLanguage, [...(this.hidden?.seen ?? []), ...(this.closedInSession?.seen ?? [])]);
    if (this.ticked) {
      this.hidden = { seen, hiddenAt: this.now(), mode: this.props.dismissMode };
      localStore.setJson(this.storageKey, this.hidden);
      this.ticked = false;
      return;
    }
    this.closedInSession = { show: false, seen };
    sessionStore.setJson(this.storageKey, this.closedInSession);
  }

  /** Moves on every few seconds while the popup shows; the component starts it and stops it. */
  startAutoplay(): void {
    this.stopAutoplay();
    const ms = this.props.autoplayMs;
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
