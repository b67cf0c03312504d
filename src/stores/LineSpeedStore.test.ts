import { fetchDomainRoute } from '../api/calls.ts';
import { pingLine } from '../api/linePing.ts';
import { makeStores } from '../../tests/unit/fixtures.tsx';
import { LineSpeedStore } from './LineSpeedStore.ts';

vi.mock('../api/calls.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchDomainRoute: vi.fn() }));
vi.mock('../api/linePing.ts', () => ({ pingLine: vi.fn() }));

/** Each line's ping waits for the test to answer it, and rejects as fetch does when its signal aborts. */
function linesOnHold() {
  const pending = new Map<string, { answer: () => void; fail: () => void; signal: AbortSignal }>();
  vi.mocked(pingLine).mockImplementation(
    (origin, signal) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        pending.set(origin, { answer: resolve, fail: () => reject(new TypeError('Failed to fetch')), signal });
      }),
  );
  return pending;
}

const origins = (n: number) => Array.from({ length: n }, (_, i) => `https://l${i + 1}.example.test`);

function testStore(lines: string[]) {
  vi.mocked(fetchDomainRoute).mockResolvedValue({ lines });
  const leaveFor = vi.fn<(url: string) => void>();
  // random() near 1 keeps the merchant's order, so the rows are predictable.
  const store = new LineSpeedStore(makeStores(), { clock: () => Date.now(), random: () => 0.999, currentOrigin: 'https://l2.example.test', leaveFor });
  return { store, leaveFor, pending: linesOnHold() };
}

const stateOf = (store: LineSpeedStore) => store.rows.map((row) => (row.result.state === 'answered' ? `${row.result.ms} ms` : row.result.state));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('LineSpeedStore', () => {
  test('pings at most ten lines at once; the first to answer wins, the silent ones time out after 10 s', async () => {
    const { store, pending } = testStore(origins(12));
    const done = store.start();
    expect(store.phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.phase).toBe('testing');
    expect(store.rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pingLine).toHaveBeenCalledTimes(10);

    await vi.advanceTimersByTimeAsync(80);
    pending.get('https://l3.example.test')!.answer();
    await vi.advanceTimersByTimeAsync(40);
    pending.get('https://l1.example.test')!.answer();
    pending.get('https://l4.example.test')!.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.winner).toBe('https://l3.example.test');
    expect(store.chosen).toBe('https://l3.example.test');
    expect(stateOf(store).slice(0, 4)).toEqual(['120 ms', 'pending', '80 ms', 'failed']);

    await vi.advanceTimersByTimeAsync(9_879);
    expect(store.phase).toBe('testing');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(store.phase).toBe('done');
    expect(stateOf(store)).toEqual(['120 ms', 'timed-out', '80 ms', 'failed', ...Array(6).fill('timed-out')]);
    expect(pending.get('https://l2.example.test')!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('leaving stops the test: pings aborted, timer cleared, late answers ignored', async () => {
    const { store, pending } = testStore(origins(2));
    void store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    store.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect([...pending.values()].every((p) => p.signal.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(stateOf(store)).toEqual(['pending', 'pending']);
    expect(store.phase).toBe('idle');
  });

  test('leaving while the lines are fetched: nothing is pinged', async () => {
    const { store } = testStore(origins(2));
    void store.start();
    store.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(pingLine).not.toHaveBeenCalled();
    expect(store.rows).toEqual([]);
  });

  test('testing again drops the test under way', async () => {
    const { store, pending } = testStore(origins(2));
    void store.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = pending.get('https://l1.example.test')!;
    void store.start();
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stateOf(store)).toEqual(['pending', 'pending']);
    pending.get('https://l2.example.test')!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.winner).toBe('https://l2.example.test');
    expect(vi.getTimerCount()).toBe(1);
  });

  test('lines that cannot be fetched fail the test; trying again can succeed', async () => {
    const { store } = testStore(origins(1));
    vi.mocked(fetchDomainRoute).mockRejectedValueOnce(new Error('offline'));
    await store.start();
    expect(store.phase).toBe('failed');
    void store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.phase).toBe('testing');
  });

  test('no usable line: done at once, with nothing to choose', async () => {
    const { store } = testStore(['javascript:alert(1)']);
    await store.start();
    expect(store.phase).toBe('done');
    expect(store.chosen).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('the player may choose another line that answered; switching leads to the same page there', async () => {
    const { store, pending, leaveFor } = testStore(origins(3));
    localStorage.setItem('referralCode', 'REF9');
    void store.start();
    await vi.advanceTimersByTimeAsync(0);
    pending.get('https://l1.example.test')!.answer();
    await vi.advanceTimersByTimeAsync(50);
    pending.get('https://l2.example.test')!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.chosen).toBe('https://l1.example.test');
    store.choose('https://l3.example.test');
    expect(store.chosen).toBe('https://l1.example.test');
    store.choose('https://l2.example.test');
    expect(store.chosen).toBe('https://l2.example.test');
    expect(store.isCurrent('https://l2.example.test/')).toBe(true);
    expect(store.isCurrent('https://l1.example.test')).toBe(false);

    store.choose('https://l1.example.test');
    store.switchLine({ pathname: '/m/lineSpeedTest', search: '?affiliateCode=AF1&other=x', hash: '' });
    expect(leaveFor).toHaveBeenCalledWith('https://l1.example.test/m/lineSpeedTest?language=EN&affiliateCode=AF1&referralCode=REF9');
    expect(pending.get('https://l3.example.test')!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
