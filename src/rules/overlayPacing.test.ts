import { DEFAULT_OVERLAY_CAPS, overlayCaps, overlayCapsProblem, quietWaitMs, withinOverlayCaps } from './overlayPacing.ts';

describe('quietWaitMs', () => {
  test.each([
    { name: 'never touched: at once', last: undefined, now: 500, wait: 0 },
    { name: 'touched just now: the whole quiet time', last: 10_000, now: 10_000, wait: 1500 },
    { name: 'touched 1 s ago: half a second more', last: 10_000, now: 11_000, wait: 500 },
    { name: 'touched 1.499 s ago: still waiting', last: 10_000, now: 11_499, wait: 1 },
    { name: 'touched exactly 1.5 s ago: now', last: 10_000, now: 11_500, wait: 0 },
    { name: 'touched long ago: now', last: 10_000, now: 60_000, wait: 0 },
  ])('$name', ({ last, now, wait }) => {
    expect(quietWaitMs(last, now)).toBe(wait);
  });

  test('another quiet time', () => {
    expect(quietWaitMs(1000, 1200, 500)).toBe(300);
  });
});

describe('withinOverlayCaps', () => {
  const caps = { perPageView: 2, perSession: 3 };
  test.each([
    { name: 'none shown yet', pageView: 0, session: 0, allowed: true },
    { name: 'one shown on this page', pageView: 1, session: 1, allowed: true },
    { name: 'the page view is full', pageView: 2, session: 2, allowed: false },
    { name: 'a new page view, the session has room', pageView: 0, session: 2, allowed: true },
    { name: 'a new page view, the session is full', pageView: 0, session: 3, allowed: false },
    { name: 'both full', pageView: 2, session: 5, allowed: false },
  ])('$name: $allowed', ({ pageView, session, allowed }) => {
    expect(withinOverlayCaps({ pageView, session }, caps)).toBe(allowed);
  });

  test('a cap of 0 allows none', () => {
    expect(withinOverlayCaps({ pageView: 0, session: 0 }, { perPageView: 0, perSession: 4 })).toBe(false);
  });
});

describe('overlayCaps', () => {
  test.each([
    { declared: undefined, caps: DEFAULT_OVERLAY_CAPS },
    { declared: {}, caps: { perPageView: 2, perSession: 4 } },
    { declared: { perPageView: 1 }, caps: { perPageView: 1, perSession: 4 } },
    { declared: { perPageView: 3, perSession: 6 }, caps: { perPageView: 3, perSession: 6 } },
  ])('$declared → $caps', ({ declared, caps }) => {
    expect(overlayCaps(declared)).toEqual(caps);
  });
});

describe('overlayCapsProblem', () => {
  test.each([
    { caps: { perPageView: 2, perSession: 4 }, problem: false },
    { caps: { perPageView: 4, perSession: 4 }, problem: false },
    { caps: { perPageView: 0, perSession: 0 }, problem: false },
    { caps: { perPageView: 5, perSession: 4 }, problem: true },
  ])('$caps: a problem $problem', ({ caps, problem }) => {
    expect(overlayCapsProblem(caps) !== undefined).toBe(problem);
  });
});
