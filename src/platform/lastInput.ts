// When the player last touched, scrolled or typed: page popups wait for a quiet moment after it.

const INPUT_EVENTS = ['pointerdown', 'touchstart', 'scroll', 'keydown'] as const;

let last: number | undefined;
let watching = false;

/** Starts listening (once per page); capture, so a scroll inside any element counts too. */
export function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const note = () => {
    last = performance.now();
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, note, { capture: true, passive: true });
}

/** The time of the last input on the `performance.now()` clock, or undefined before any. */
export const lastInputAt = (): number | undefined => last;
