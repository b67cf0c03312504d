import { debounce } from './debounce.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test.each([
  { name: 'one call', calls: [0], runsAt: [300] },
  { name: 'a burst closer than the wait', calls: [0, 100, 250, 500], runsAt: [800] },
  { name: 'calls further apart than the wait', calls: [0, 400], runsAt: [300, 700] },
  { name: 'a call exactly the wait later', calls: [0, 300], runsAt: [300, 600] },
])('$name runs at $runsAt', ({ calls, runsAt }) => {
  const ran: number[] = [];
  const start = Date.now();
  const debounced = debounce(() => ran.push(Date.now() - start), 300);
  let at = 0;
  for (const time of calls) {
    vi.advanceTimersByTime(time - at);
    at = time;
    debounced();
  }
  vi.advanceTimersByTime(1_000);
  expect(ran).toEqual(runsAt);
});

test('cancel forgets the waiting call', () => {
  const task = vi.fn();
  const debounced = debounce(task, 300);
  debounced();
  debounced.cancel();
  vi.advanceTimersByTime(1_000);
  expect(task).not.toHaveBeenCalled();
});
