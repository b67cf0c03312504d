// How often a page's declared popups may interrupt: caps per page view and per browser session, and a
// quiet moment (no touch, scroll or key press) before one opens, so a popup never lands under a finger.

/** How long the player must leave the screen alone before a page popup opens. */
export const QUIET_MS = 1500;

/** The template's limits on its declared popups. */
export interface OverlayCaps {
  /** Popups shown at most in one page view. */
  perPageView: number;
  /** Popups shown at most in one browser session, all page views together. */
  perSession: number;
}

/** The caps of a template that names none; the template schema's defaults are written from these. */
export const DEFAULT_OVERLAY_CAPS: OverlayCaps = { perPageView: 2, perSession: 4 };

/** A template popup's priority when it names none; the template schema's default is written from this. */
export const DEFAULT_OVERLAY_PRIORITY = 50;

/** A template's caps with the defaults filled in. */
export const overlayCaps = (declared: Partial<OverlayCaps> | undefined): OverlayCaps => ({ ...DEFAULT_OVERLAY_CAPS, ...declared });

/**
 * How much longer a popup must wait for the player to leave the screen alone: 0 when it may open now.
 * `lastInputAt` is undefined while the player has not touched anything.
 */
export function quietWaitMs(lastInputAt: number | undefined, now: number, quietMs: number = QUIET_MS): number {
  if (lastInputAt === undefined) return 0;
  return Math.max(0, lastInputAt + quietMs - now);
}

/** Whether one more popup may show, given how many already showed in this page view and this session. */
export function withinOverlayCaps(shown: { pageView: number; session: number }, caps: OverlayCaps): boolean {
  return shown.pageView < caps.perPageView && shown.session < caps.perSession;
}

/** What is wrong with a template's caps, if anything: a page view cannot show more than a whole session. */
export function overlayCapsProblem(caps: OverlayCaps): string | undefined {
  if (caps.perPageView > caps.perSession) {
    return `perPageView (${caps.perPageView}) exceeds perSession (${caps.perSession}): a page view cannot show more popups than the whole session`;
  }
  return undefined;
}
