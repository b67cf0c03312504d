// Long start-up work is cut into tasks: between two, the browser may paint and take a tap.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task. `scheduler.yield()` where the browser has it (the rest of the work then goes
 * ahead of other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
