import { autorun } from 'mobx';
import { WindowClock } from './WindowClock.ts';

const START = Date.parse('2026-12-24T00:00:00Z');
const items = [
  { id: 'always' },
  { id: 'first hour', activeUntil: '2026-12-24T01:00:00Z' },
  { id: 'from the second hour', activeFrom: '2026-12-24T01:00:00Z', activeUntil: '2026-12-24T02:00:00Z' },
];

describe('WindowClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('shows what is in its window, and wakes its readers when a window opens or ends on a page left open', () => {
    const clock = new WindowClock();
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(clock.shown(items).map((i) => i.id)));
    vi.advanceTimersByTime(60 * 60 * 1000 - 1);
    expect(seen).toEqual([['always', 'first hour']]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(seen).toEqual([['always', 'first hour'], ['always', 'from the second hour'], ['always']]);
    // Nothing is left to wait for.
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('runs from the moment an operator previews', () => {
    const clock = new WindowClock(Date.parse('2026-12-24T01:30:00Z'));
    expect(clock.shown(items).map((i) => i.id)).toEqual(['always', 'from the second hour']);
    clock.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no wake-up for items without windows', () => {
    const clock = new WindowClock();
    const plain: { id: string; activeFrom?: string }[] = [{ id: 'a' }, { id: 'b' }];
    expect(clock.shown(plain)).toEqual(plain);
    expect(vi.getTimerCount()).toBe(0);
  });
});
