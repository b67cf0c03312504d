import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntlWarmUp, type WorkerMaker } from './warmIntl.ts';

/** A worker that answers as told: 'warm' posts back, 'fail' raises an error, 'silent' never answers. */
function fakeWorker(behaviour: 'warm' | 'fail' | 'silent') {
  const sent: unknown[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: { preventDefault(): void }) => void) | null,
    terminated: false,
    postMessage(data: unknown) {
      sent.push(data);
      if (behaviour === 'warm') setTimeout(() => worker.onmessage?.({ data: 'warm' } as MessageEvent), 0);
      if (behaviour === 'fail') setTimeout(() => worker.onerror?.({ preventDefault() {} }), 0);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return { worker, sent, make: (() => worker) as unknown as WorkerMaker };
}

describe('startIntlWarmUp', () => {
  afterEach(() => vi.restoreAllMocks());

  const watchMainThread = () => ({
    numbers: vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf'),
    dates: vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf'),
  });

  it('leaves the locale lists to the worker when it answers, and lets it go', async () => {
    const { worker, sent, make } = fakeWorker('warm');
    const main = watchMainThread();
    await startIntlWarmUp('vi', make).settled();
    expect(sent).toEqual(['vi']);
    expect(worker.terminated).toBe(true);
    expect(main.numbers).not.toHaveBeenCalled();
    expect(main.dates).not.toHaveBeenCalled();
  });

  it.each([
    ['the worker fails', () => fakeWorker('fail').make],
    ['the worker never answers', () => fakeWorker('silent').make],
    [
      'no worker can start',
      (): WorkerMaker => () => {
        throw new Error('This browser runs no workers.');
      },
    ],
  ])('builds the lists on the page itself when %s', async (_, maker) => {
    const main = watchMainThread();
    await startIntlWarmUp('vi', maker()).settled(5);
    expect(main.numbers).toHaveBeenCalledExactlyOnceWith('vi');
    expect(main.dates).toHaveBeenCalledExactlyOnceWith('vi');
  });

  it('builds them once, however often it is waited for', async () => {
    const main = watchMainThread();
    const warmUp = startIntlWarmUp('en', fakeWorker('silent').make);
    await Promise.all([warmUp.settled(5), warmUp.settled(5)]);
    await warmUp.settled(5);
    expect(main.numbers).toHaveBeenCalledOnce();
  });

  it('does the work on the page between two task boundaries, never in the task that waited', async () => {
    const order: string[] = [];
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      order.push('lists built');
      return [];
    });
    const done = startIntlWarmUp('en', fakeWorker('fail').make)
      .settled(5)
      .then(() => order.push('settled'));
    setTimeout(() => order.push('a task queued meanwhile'), 0);
    await done;
    expect(order.at(-1)).toBe('settled');
    expect(order).toContain('lists built');
  });
});
