// Waiting for the page to settle before starting work the player did not ask for.
import { whenFirstScreenLoaded } from './firstScreen.ts';

/** Runs `task` when the browser is next idle (within `timeoutMs` at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

const whenLoaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** A page's content is on screen once its main landmark is there and no longer shows a spinner. */
const mainShown = () => {
  const main = document.querySelector('main');
  return Boolean(main && main.childElementCount > 0 && !main.querySelector('[role="progressbar"]'));
};

/** Settles when the page's main content has replaced its loading spinner, or after `capMs` at the most. */
function whenMainShown(capMs: number): Promise<void> {
  if (mainShown()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (mainShown()) done();
    });
    const timer = setTimeout(done, capMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Settles once `content` has arrived, the document has loaded, the page's main content has been drawn
 * and the images in view have loaded: the moment after which extra work no longer delays what the player
 * came to see.
 */
export async function whenPageSettled(content: Promise<unknown>, capMs = 5000): Promise<void> {
  await content;
  await whenLoaded();
  await whenMainShown(capMs);
  await nextFrame();
  await whenFirstScreenLoaded();
  // The images that just loaded are painted in the frames that follow.
  await nextFrame();
  await nextFrame();
}

let idleOrTouched: Promise<void> | undefined;
let touchedEarlier = false;
let touched = () => {
  touchedEarlier = true;
};

/** Settles once the browser is first idle, or the player first scrolls, touches or types: one promise per page. */
export function whenIdleOrTouched(): Promise<void> {
  if (touchedEarlier) return Promise.resolve();
  idleOrTouched ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    const done = () => {
      cancel();
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    touched = done;
    const cancel = whenIdle(done);
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return idleOrTouched;
}

/** The player reached for the page before this code ran (a tap kept for the app): what waits for a touch goes now. */
export function touchedBeforeTheApp(): void {
  touched();
}
