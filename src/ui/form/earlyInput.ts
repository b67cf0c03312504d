// A form rendered on the server can be filled in before the app takes it over; React keeps what the
// player entered on screen but not in the form's state, which would put it back at the next render.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Once, as the app takes the input over: what the player entered since the page arrived becomes the state's. */
export function useEarlyInput<T>(ref: RefObject<HTMLInputElement | null>, read: (input: HTMLInputElement) => T, value: T, onChange: (value: T) => void): void {
  const latest = useRef({ read, onChange });
  latest.current = { read, onChange };
  const first = useRef(value);
  // A layout effect: its update is rendered at once, not at the low priority of the pass that hydrated
  // the form, so a submit made before the app ran (delivered after hydration) sends what was typed.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    const entered = latest.current.read(input);
    if (entered !== first.current) latest.current.onChange(entered);
  }, [ref]);
}
