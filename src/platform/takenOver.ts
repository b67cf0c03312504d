// When the app has taken the page over: its root has committed and no part of the server's page still
// waits to hydrate (blocks below the fold wait for the browser to be idle). Said on <html> as
// `data-app="ready"`, which tests that act at once wait for, and marked on the performance timeline
// (READY_MARK), where a trace of the load finds the moment (npm run bench -- tasks).

/** A performance mark set once, when the app has taken the page over. */
export const READY_MARK = 'wl:ready';

const waiting = new Set<string>();
let rootCommitted = false;
let hydrating = false;
let readyListeners: (() => void)[] = [];

function sayWhenReady(): void {
  if (!rootCommitted || waiting.size > 0) return;
  if (document.documentElement.dataset.app !== 'ready') performance.mark(READY_MARK);
  document.documentElement.dataset.app = 'ready';
  const listeners = readyListeners;
  readyListeners = [];
  for (const listener of listeners) listener();
}

/** Settles once the app has taken the page over. */
export function whenTakenOver(): Promise<void> {
  if (document.documentElement.dataset.app === 'ready') return Promise.resolve();
  return new Promise((resolve) => readyListeners.push(resolve));
}

/** The app starts hydrating the server's page (boot.tsx). */
export function hydrationStarts(): void {
  hydrating = true;
}

/**
 * Whether the app is hydrating the server's page and has not yet taken it over. Read outside React's
 * state on purpose: a value that changed once hydration ends would update the component reading it,
 * and an update reaching a boundary not yet hydrated makes React draw that boundary again.
 */
export function isHydrating(): boolean {
  return hydrating && document.documentElement.dataset.app !== 'ready';
}

/** A part of the server's page waits to hydrate. */
export function partWaits(id: string): void {
  waiting.add(id);
}

/** That part has hydrated. */
export function partTakenOver(id: string): void {
  waiting.delete(id);
  sayWhenReady();
}

/** The app's root has committed (hydrated the server's page, or drawn its own). */
export function rootTakenOver(): void {
  rootCommitted = true;
  sayWhenReady();
}
