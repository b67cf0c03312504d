import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the tasks already queued, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});
