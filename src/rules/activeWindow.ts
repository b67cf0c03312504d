// Content with a time window (activeFrom, activeUntil) is shown from its start, inclusive, to its end,
// exclusive. The browser gets both bounds as absolute instants (the server resolves a local time in the
// merchant's time zone, project/windowMoments.ts), so it only compares clocks.

export interface ActiveWindow {
  /** When the item starts being shown, an ISO 8601 instant; always when absent. */
  activeFrom?: string;
  /** When it stops being shown (that moment excluded), an ISO 8601 instant; never when absent. */
  activeUntil?: string;
}

const bound = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text));

/** Whether an item is shown at a moment (milliseconds since the epoch). */
export function isActiveAt(item: ActiveWindow, at: number): boolean {
  const from = bound(item.activeFrom);
  const until = bound(item.activeUntil);
  return (from === undefined || !(at < from)) && (until === undefined || at < until);
}

/** The items shown at a moment, in their order. */
export function activeAt<T extends ActiveWindow>(items: readonly T[], at: number): T[] {
  return items.some((item) => item.activeFrom !== undefined || item.activeUntil !== undefined) ? items.filter((item) => isActiveAt(item, at)) : [...items];
}

/** The first moment after `at` when what is shown of these items changes; undefined when none will. */
export function nextWindowChange(items: Iterable<ActiveWindow>, at: number): number | undefined {
  let next: number | undefined;
  for (const item of items) {
    for (const moment of [bound(item.activeFrom), bound(item.activeUntil)]) {
      if (moment !== undefined && moment > at && (next === undefined || moment < next)) next = moment;
    }
  }
  return next;
}
