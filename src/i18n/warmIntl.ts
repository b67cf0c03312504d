// The first check of a locale against what the browser's Intl supports makes it list every locale it
// has, a long piece of work on a slow phone (about 100 ms with the CPU 4x slower), and react-intl makes
// it as its provider first renders, in the middle of hydration. The lists are built once per process,
// so a worker builds them on another thread while the page loads its code; where no worker runs, or it
// is late, the page builds them in a task of its own, which at least keeps hydration's tasks short.
import { nextTask } from '../platform/nextTask.ts';
import { touchIntl } from './touchIntl.ts';

/** How long the page waits for a late worker, once all else is ready, before doing the work itself. */
export const WORKER_GRACE_MS = 200;

export type WorkerMaker = () => Worker;

const makeWorker: WorkerMaker = () => {
  if (typeof Worker !== 'function') throw new Error('This browser runs no workers.');
  return new Worker(new URL('./intlWarmer.worker.ts', import.meta.url), { type: 'module' });
};

export interface IntlWarmUp {
  /**
   * Resolves once the lists are built: by the worker, waited for at most `graceMs` more, else by the
   * page itself between two task boundaries.
   */
  settled(graceMs?: number): Promise<void>;
}

/** Resolves true once a worker has built the lists, false when none can (none starts, or it fails). */
function warmInWorker(locale: string, make: WorkerMaker): Promise<boolean> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = make();
    } catch {
      resolve(false);
      return;
    }
    const finish = (warm: boolean) => {
      worker.terminate();
      resolve(warm);
    };
    worker.onmessage = () => finish(true);
    worker.onerror = (event) => {
      event.preventDefault();
      finish(false);
    };
    worker.postMessage(locale);
  });
}

/** Starts building the browser's locale lists on another thread, at once. */
export function startIntlWarmUp(locale: string, make: WorkerMaker = makeWorker): IntlWarmUp {
  const inWorker = warmInWorker(locale, make);
  let built: Promise<void> | undefined;
  const build = async (graceMs: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    });
    const warm = await Promise.race([inWorker, late]);
    clearTimeout(timer);
    if (warm) return;
    await nextTask();
    touchIntl(locale);
    await nextTask();
  };
  return {
    settled(graceMs = WORKER_GRACE_MS) {
      built ??= build(graceMs);
      return built;
    },
  };
}
