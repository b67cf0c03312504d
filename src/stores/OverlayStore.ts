// The one place that decides which overlay shows: one at a time, the highest priority first, the next
// after it closes. An overlay the player dismissed stays away for the rest of the page view, and
// leaving a page closes what belongs to it. A page's declared popups are paced: a few per page view and
// per session (the template's caps), each only once the player has left the screen alone for a moment.
// Nothing opens a modal by itself: it asks here.
import { SESSION_SHOWN_KEY } from '../platform/heldPopups.ts';
import { makeAutoObservable, observableShallow } from 'mobx';
import { lastInputAt, watchInput } from '../platform/lastInput.ts';
import { sessionStore } from '../platform/storage.ts';
import { DEFAULT_OVERLAY_CAPS, quietWaitMs, withinOverlayCaps, type OverlayCaps } from '../rules/overlayPacing.ts';
import { REQUESTED_PRIORITY, type OverlayPropsByType, type OverlayType, type RequestedOverlayProps } from './overlayTypes.ts';

export interface OverlayEntry<T extends OverlayType = OverlayType> {
  id: number;
  type: T;
  props: OverlayPropsByType[T];
  priority: number;
  /** 'page' overlays close when the player leaves the page; 'app' ones wait for an answer anywhere. */
  scope: 'page' | 'app';
  /** A stable name: one entry per key. */
  key?: string;
  /** Once the player closes it, its key is not opened again in this page view (a page's declared popups). */
  oncePerPageView?: boolean;
  /** Told once the overlay is gone, however it went. */
  onClose?: () => void;
  /**
   * A popup the page declared (not an answer the product asks for): it counts against the template's
   * caps and opens only after a quiet moment.
   */
  paced?: boolean;
}

export type OpenOptions = Partial<Pick<OverlayEntry, 'priority' | 'scope' | 'key' | 'oncePerPageView' | 'onClose' | 'paced'>>;

/** What pacing reads from the outside world; tests hand in their own. */
export interface PacingSources {
  /** The clock input times are on. */
  now: () => number;
  /** When the player last touched, scrolled or typed, on that clock. */
  lastInputAt: () => number | undefined;
  /** The count of paced popups shown in this browser session, kept across page loads. */
  sessionShown: { get: () => number; set: (count: number) => void };
}

export { SESSION_SHOWN_KEY };

function browserSources(): PacingSources {
  watchInput();
  return {
    now: () => performance.now(),
    lastInputAt,
    sessionShown: {
      get: () => Number(sessionStore.get(SESSION_SHOWN_KEY) ?? 0) || 0,
      set: (count) => sessionStore.set(SESSION_SHOWN_KEY, String(count)),
    },
  };
}

/**
 * The entry to show: the one on show stays until it closes, unless the product asks for an answer of
 * higher priority (an 'app' overlay), which shows in its place until answered; otherwise the highest
 * priority, and among equals the one asked for first.
 */
export function showingOverlay(entries: readonly OverlayEntry[], shownId?: number): OverlayEntry | undefined {
  let best: OverlayEntry | undefined;
  for (const entry of entries) if (!best || entry.priority > best.priority || (entry.priority === best.priority && entry.id < best.id)) best = entry;
  const shown = entries.find((entry) => entry.id === shownId);
  if (!shown || !best || best === shown) return best;
  return best.scope === 'app' && best.priority > shown.priority ? best : shown;
}

export class OverlayStore {
  /** Overlays asked for and not closed yet; one of them shows. */
  entries: OverlayEntry[] = [];
  /** The entry on show. */
  shownId: number | undefined;
  /** The page view the page-scoped entries belong to (its pathname). */
  page: string | undefined;
  /** The current page's limits on its declared popups. */
  caps: OverlayCaps = DEFAULT_OVERLAY_CAPS;
  /** Paced popups shown in this page view. */
  shownInPageView = 0;
  /** Keys the player dismissed in this page view. */
  private readonly dismissed = new Set<string>();
  /** Paced entries already counted against the caps (one that comes back after an alert counts once). */
  private readonly counted = new Set<number>();
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;
  private readonly sources: PacingSources;

  constructor(sources: Partial<PacingSources> = {}) {
    this.sources = { ...browserSources(), ...sources };
    // Props may hold live objects (a dialog's own store): entries are kept as given, not made observable.
    makeAutoObservable<OverlayStore, 'dismissed' | 'counted' | 'quietTimer' | 'nextId' | 'sources'>(this, {
      entries: observableShallow,
      dismissed: false,
      counted: false,
      quietTimer: false,
      nextId: false,
      sources: false,
    });
  }

  /** The caps of the page whose popups are offered (its template's, defaults filled in). */
  setCaps(caps: OverlayCaps): void {
    this.caps = caps;
    this.pick();
  }

  get current(): OverlayEntry | undefined {
    return this.entries.find((entry) => entry.id === this.shownId);
  }

  /**
   * Asks for an overlay; returns its id, or undefined when its key was dismissed in this page view. An
   * entry with the same key is updated rather than added twice.
   */
  open<T extends OverlayType>(type: T, props: OverlayPropsByType[T], options: OpenOptions = {}): number | undefined {
    const { key } = options;
    if (key !== undefined && this.dismissed.has(key)) return undefined;
    const same = key === undefined ? undefined : this.entries.find((e) => e.key === key);
    if (same) {
      this.entries = this.entries.map((e) => (e === same ? { ...e, props } : e));
      return same.id;
    }
    const priority = options.priority ?? REQUESTED_PRIORITY[type as keyof RequestedOverlayProps] ?? 0;
    const entry: OverlayEntry = { ...options, id: this.nextId++, type, props, priority, scope: options.scope ?? 'app' };
    this.entries.push(entry);
    this.pick();
    return entry.id;
  }

  /** The player closed it: it goes (and a once-per-page-view one stays away until the next page view). */
  close(id: number): void {
    const entry = this.entries.find((e) => e.id === id);
    if (entry?.key !== undefined && entry.oncePerPageView) this.dismissed.add(entry.key);
    this.remove((e) => e.id === id);
  }

  /** Something new happened since the player closed it (a deposit, say): it may be offered again in this page view. */
  allowAgain(key: string): void {
    this.dismissed.delete(key);
  }

  /** It should no longer show (its rule stopped allowing it); it may be offered again. */
  withdraw(key: string): void {
    this.remove((e) => e.key === key);
  }

  isOpen(type: OverlayType): boolean {
    return this.entries.some((e) => e.type === type);
  }

  /** A route change: what belonged to the old page closes, and a new page view begins. */
  enterPage(page: string): void {
    if (page === this.page) return;
    this.page = page;
    this.dismissed.clear();
    this.shownInPageView = 0;
    this.remove((e) => e.scope === 'page');
  }

  private remove(match: (entry: OverlayEntry) => boolean): void {
    const gone = this.entries.filter(match);
    if (gone.length === 0) return;
    this.entries = this.entries.filter((e) => !match(e));
    this.pick();
    for (const entry of gone) entry.onClose?.();
  }

  /**
   * Puts the right entry on show. A paced entry not on show yet waits for a quiet moment (looked at again
   * when it comes) and, unless it showed before, for room under the caps; the others never wait.
   */
  private pick(): void {
    clearTimeout(this.quietTimer);
    this.quietTimer = undefined;
    const waitMs = quietWaitMs(this.sources.lastInputAt(), this.sources.now());
    const room = withinOverlayCaps({ pageView: this.shownInPageView, session: this.sources.sessionShown.get() }, this.caps);
    const allowedByCaps = (entry: OverlayEntry) => this.counted.has(entry.id) || room;
    const held = (entry: OverlayEntry) => entry.paced === true && entry.id !== this.shownId;
    const next = showingOverlay(
      this.entries.filter((e) => !held(e) || (waitMs === 0 && allowedByCaps(e))),
      this.shownId,
    );
    if (waitMs > 0 && this.entries.some((e) => held(e) && allowedByCaps(e))) {
      this.quietTimer = setTimeout(() => this.pick(), waitMs);
    }
    if (next?.paced && !this.counted.has(next.id)) {
      this.counted.add(next.id);
      this.shownInPageView += 1;
      this.sources.sessionShown.set(this.sources.sessionShown.get() + 1);
    }
    this.shownId = next?.id;
  }
}
