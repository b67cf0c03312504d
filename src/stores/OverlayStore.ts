// The one place that decides which overlay shows: one at a time, the highest priority first, the next
// after it closes. An overlay the player dismissed stays away for the rest of the page view, and
// leaving a page closes what belongs to it. Nothing opens a modal by itself: it asks here.
import { makeAutoObservable, observableShallow } from 'mobx';
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
}

export type OpenOptions = Partial<Pick<OverlayEntry, 'priority' | 'scope' | 'key' | 'oncePerPageView' | 'onClose'>>;

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
  /** Keys the player dismissed in this page view. */
  private readonly dismissed = new Set<string>();
  private nextId = 1;

  constructor() {
    // Props may hold live objects (a dialog's own store): entries are kept as given, not made observable.
    makeAutoObservable<OverlayStore, 'dismissed' | 'nextId'>(this, { entries: observableShallow, dismissed: false, nextId: false });
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
    this.remove((e) => e.scope === 'page');
  }

  private remove(match: (entry: OverlayEntry) => boolean): void {
    const gone = this.entries.filter(match);
    if (gone.length === 0) return;
    this.entries = this.entries.filter((e) => !match(e));
    this.pick();
    for (const entry of gone) entry.onClose?.();
  }

  private pick(): void {
    this.shownId = showingOverlay(this.entries, this.shownId)?.id;
  }
}
