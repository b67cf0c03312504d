// Runs a task once a burst of calls has gone quiet for `waitMs`: the last call of the burst counts.
export interface Debounced {
  (): void;
  /** Forgets a call still waiting. */
  cancel(): void;
}

export function debounce(task: () => void, waitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      task();
    }, waitMs);
  };
  return Object.assign(call, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}
