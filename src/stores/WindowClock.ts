// The moment content windows are judged at in the browser (rules/activeWindow.ts). It moves only when
// what is shown changes: each list asked for sets a wake-up at its next window change, so a banner whose
// window ends while the page is open goes, and one whose window opens comes, without any polling.
import { action, makeObservable, observable } from 'mobx';
import { activeAt, nextWindowChange, type ActiveWindow } from '../rules/activeWindow.ts';

/** setTimeout's longest wait; a change further off is reached by waking at this and looking again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export class WindowClock {
  /** The moment windows are judged at (milliseconds since the epoch), observed. */
  now: number;
  private readonly shift: number;
  private wakeAt = Number.POSITIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `previewAt`: the moment an operator previews (the clock runs on from it); now when absent. */
  constructor(
    previewAt?: number,
    private readonly wallClock: () => number = Date.now,
  ) {
    this.shift = previewAt === undefined ? 0 : previewAt - wallClock();
    this.now = this.read();
    makeObservable<WindowClock, 'tick'>(this, { now: observable, tick: action });
  }

  /** The items shown now, in their order; reading them makes the reader follow the clock. */
  shown<T extends ActiveWindow>(items: readonly T[]): T[] {
    const now = this.now;
    const next = nextWindowChange(items, now);
    if (next !== undefined) this.wakeBy(next);
    return activeAt(items, now);
  }

  /** Stops the wake-up (a page's stores being dropped). */
  dispose(): void {
    clearTimeout(this.timer);
    this.wakeAt = Number.POSITIVE_INFINITY;
  }

  private read(): number {
    return this.wallClock() + this.shift;
  }

  private wakeBy(moment: number): void {
    // A page rendered on the server is drawn once: nothing there waits for a window.
    if (typeof window === 'undefined' || moment >= this.wakeAt) return;
    clearTimeout(this.timer);
    this.wakeAt = moment;
    this.timer = setTimeout(() => this.tick(), Math.min(LONGEST_TIMER_MS, Math.max(0, moment - this.read())));
  }

  private tick(): void {
    this.wakeAt = Number.POSITIVE_INFINITY;
    this.now = this.read();
  }
}
