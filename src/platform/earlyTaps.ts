// Taps made on the server's page before the app's code runs. An inline script of the page
// (server/render/earlyTapsScript.ts) keeps the last tap on each control, the last pick of each select
// and a form's submit, and holds them back (the browser's own action would be lost or, for a form,
// put its fields in the address); once the app has hydrated the page they are delivered here.

/**
 * What the inline script leaves on `window`: `count()` tells how many taps it holds, `take()` stops
 * holding them back (later taps reach the app directly) and hands over those kept.
 */
export const EARLY_TAPS_GLOBAL = 'wlEarlyTaps';

/** What the inline script keeps: the control (still the node React hydrated) and what was done to it. */
export type EarlyTap =
  | { kind: 'click'; el: HTMLElement }
  | { kind: 'submit'; el: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'change'; el: HTMLSelectElement; value: string };

type Holder = Record<string, { count(): number; take(): EarlyTap[] } | undefined>;

const holder = () => window as unknown as Holder;

/** How many taps the page holds for the app. */
export function earlyTapsHeld(): number {
  return holder()[EARLY_TAPS_GLOBAL]?.count() ?? 0;
}

/** Ends the holding back (later taps reach the app directly) and returns what was kept, oldest first. */
export function takeEarlyTaps(): EarlyTap[] {
  const taps = holder()[EARLY_TAPS_GLOBAL]?.take() ?? [];
  holder()[EARLY_TAPS_GLOBAL] = undefined;
  return taps;
}

/** Delivers kept taps to controls still on the page (a part drawn afresh has new ones, and is skipped). */
export function deliverEarlyTaps(taps: readonly EarlyTap[]): void {
  for (const tap of taps) {
    if (!tap.el.isConnected) continue;
    if (tap.kind === 'click') tap.el.click();
    else if (tap.kind === 'submit')
      tap.el.requestSubmit(tap.submitter?.isConnected && (tap.submitter as HTMLButtonElement).form === tap.el ? tap.submitter : undefined);
    else {
      // Hydration may have put the select back to the app's value: the pick is made again, as a change.
      tap.el.value = tap.value;
      tap.el.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
