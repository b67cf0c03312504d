import type { RuntimeBlock } from '../config/types.generated.ts';
import type { WindowClock } from '../stores/WindowClock.ts';

/** The ids of `order` whose block there is and is shown now (its window, stores/WindowClock.ts), in order. */
export function shownOrder(clock: WindowClock, blocks: Readonly<Record<string, RuntimeBlock>>, order: readonly string[]): string[] {
  const present = order.filter((id) => blocks[id] !== undefined);
  const shown = new Set(clock.shown(present.map((id) => blocks[id])));
  return present.filter((id) => shown.has(blocks[id]));
}
