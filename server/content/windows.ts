// Content with a time window, as the API serves it: an item outside its window is not served, and one
// served carries its window as instants, so the app drops it when the window ends on a page left open.
// In the preview every item is served with its window, and the app judges them at the moment it shows
// (now, or the one an operator chose).
import type { MerchantFile, SiteConfig } from '../../src/config/types.generated.ts';
import { isActiveAt, type ActiveWindow } from '../../src/rules/activeWindow.ts';
import { absoluteWindow, merchantTimeZone } from '../../project/windowMoments.ts';

/** Each windowed item's window as instants, read once per item of a load. */
const resolved = new WeakMap<ActiveWindow, ActiveWindow>();

const hasWindow = (item: ActiveWindow) => item.activeFrom !== undefined || item.activeUntil !== undefined;

function windowOf(merchant: MerchantFile, item: ActiveWindow): ActiveWindow {
  let window = resolved.get(item);
  if (!window) {
    window = absoluteWindow(item, merchantTimeZone(merchant));
    resolved.set(item, window);
  }
  return window;
}

/**
 * The items shown at `at` (all of them when `at` is undefined, the preview's way), each windowed one with
 * its window as instants.
 */
export function shownContent<T extends ActiveWindow>(merchant: MerchantFile, items: readonly T[], at: number | undefined): T[] {
  return items.flatMap((item) => {
    if (!hasWindow(item)) return [item];
    const window = windowOf(merchant, item);
    if (at !== undefined && !isActiveAt(window, at)) return [];
    const { activeFrom: _from, activeUntil: _until, ...rest } = item;
    return [{ ...rest, ...window } as T];
  });
}

/** The window fields of an item already made shown (shownContent), to carry into what it is served as. */
export const windowFields = (item: ActiveWindow): ActiveWindow => ({
  ...(item.activeFrom ? { activeFrom: item.activeFrom } : {}),
  ...(item.activeUntil ? { activeUntil: item.activeUntil } : {}),
});

/** Every moment at which what a merchant's home shows changes: its content's windows and its page's, sorted. */
const boundaries = new WeakMap<MerchantFile, number[]>();
export function windowBoundaries(merchant: MerchantFile, config: SiteConfig): number[] {
  let known = boundaries.get(merchant);
  if (!known) {
    const { banners, announcements, lanes } = merchant.content;
    const content = [...banners, ...announcements, ...lanes].filter(hasWindow).map((item) => windowOf(merchant, item));
    const home = config.pages.home;
    const blocks = (list: SiteConfig['pages']['home']['blocks']): ActiveWindow[] =>
      Object.values(list).flatMap((block) => [block, ...blocks(block.blocks ?? {})]);
    const page = [...blocks(home.blocks), ...Object.values(home.overlays ?? {})];
    const moments = [...content, ...page].flatMap((w) => [w.activeFrom, w.activeUntil]).filter((m): m is string => m !== undefined);
    known = [...new Set(moments.map((m) => Date.parse(m)))].sort((a, b) => a - b);
    boundaries.set(merchant, known);
  }
  return known;
}

/**
 * Which stretch between two such moments `at` falls in, as a number: a page rendered in one stretch is
 * the same for any moment of it, so it is kept by this.
 */
export function windowStretch(merchant: MerchantFile, config: SiteConfig, at: number): number {
  const moments = windowBoundaries(merchant, config);
  let low = 0;
  let high = moments.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (moments[mid] <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}
