import { describe, expect, it } from 'vitest';
import { longestTasks, mainThreadTasks, markAtMs, type TraceEvent } from './traceTasks.ts';

const url = new URL('http://m.royal88.test:8080/m/home');
const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', pid: 1, tid: 7, ts, dur, ...extra });

describe('mainThreadTasks', () => {
  const events: TraceEvent[] = [
    x('RunTask', 0, 40_000), // the blank page before the navigation
    x('RunTask', 100_000, 20_000),
    x('ParseHTML', 101_000, 15_000, { args: { beginData: { url: 'http://m.royal88.test:8080/m/home?language=EN' } } }),
    x('RunTask', 200_000, 80_000),
    x('ThreadControllerImpl::RunTask', 200_000, 80_000),
    x('EvaluateScript', 201_000, 60_000, { args: { data: { url: 'http://m.royal88.test:8080/m/assets/index-abc.js' } } }),
    x('Layout', 262_000, 10_000),
    x('RunTask', 300_000, 5_000, { tid: 9 }),
  ];

  it("counts the page thread's top-level tasks from the one that parses the page, each once, with what it ran", () => {
    const tasks = mainThreadTasks(events, url);
    expect(tasks.map((t) => [t.ms, t.atMs])).toEqual([
      [20, 0],
      [80, 100],
    ]);
    expect(tasks[1].runs).toBe('EvaluateScript index-abc.js 60 ms, Layout 10 ms');
    expect(longestTasks(tasks, 1)[0].ms).toBe(80);
  });

  it("finds a performance mark of the page's process on the same clock as its tasks", () => {
    // Another tab's process marks first.
    const marked = [{ name: 'wl:ready', ph: 'R', pid: 2, tid: 7, ts: 120_000 }, ...events, { name: 'wl:ready', ph: 'R', pid: 1, tid: 7, ts: 250_000 }];
    expect(markAtMs(marked, url, 'wl:ready')).toBe(150);
    expect(markAtMs(events, url, 'wl:ready')).toBeUndefined();
  });

  it('says so when the trace holds no parse of the page', () => {
    expect(() => mainThreadTasks(events, new URL('http://m.royal88.test:8080/m/login'))).toThrow(/no parse of/);
  });
});
