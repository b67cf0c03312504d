// What the 5 s connectivity ping says about the line (spec sections 7, 8 and 9): no answer, or a browser
// that knows it is offline, is 'network_offline'; an answer that took longer than SLOW_PING_MS is an
// unstable line, 'network_slowly'; anything quicker is fine. A notice is shown when the line turns bad or
// turns from one bad kind to the other, not again while it stays so, and never over another notice.
import type { NoticeId } from '../api/failures.ts';

/** How often the line is tried while the page is visible, and how long one try may take. */
export const PING_INTERVAL_MS = 5_000;
/** An answer slower than this (well inside the 5 s time-out) is a line the player will feel. */
export const SLOW_PING_MS = 2_000;

export type LineState = 'fine' | 'slow' | 'offline';

export interface PingOutcome {
  /** navigator.onLine when the try ended. */
  online: boolean;
  /** Whether the ping answered. */
  answered: boolean;
  /** How long it took, in ms. */
  elapsedMs: number;
}

export function lineState({ online, answered, elapsedMs }: PingOutcome): LineState {
  if (!online || !answered) return 'offline';
  return elapsedMs > SLOW_PING_MS ? 'slow' : 'fine';
}

const NOTICES: Record<Exclude<LineState, 'fine'>, NoticeId> = { offline: 'network_offline', slow: 'network_slowly' };

/**
 * The notice a new state calls for, given the last one and whether a notice is on show: one on turning
 * bad or changing kind, none while it stays the same, none on recovering, none over another notice.
 */
export function lineNotice(previous: LineState, next: LineState, noticeShowing: boolean): NoticeId | undefined {
  if (next === 'fine' || next === previous || noticeShowing) return undefined;
  return NOTICES[next];
}
