import { lineNotice, lineState, SLOW_PING_MS, type LineState, type PingOutcome } from './connectivity.ts';

describe('lineState', () => {
  const cases: [string, PingOutcome, LineState][] = [
    ['a quick answer', { online: true, answered: true, elapsedMs: 120 }, 'fine'],
    ['an answer right at the threshold', { online: true, answered: true, elapsedMs: SLOW_PING_MS }, 'fine'],
    ['an answer past the threshold', { online: true, answered: true, elapsedMs: SLOW_PING_MS + 1 }, 'slow'],
    ['no answer (failed or timed out)', { online: true, answered: false, elapsedMs: 5000 }, 'offline'],
    ['the browser says offline, whatever answered', { online: false, answered: true, elapsedMs: 50 }, 'offline'],
  ];
  test.each(cases)('%s', (_name, outcome, expected) => {
    expect(lineState(outcome)).toBe(expected);
  });
});

describe('lineNotice', () => {
  const cases: [string, LineState, LineState, boolean, string | undefined][] = [
    ['fine to offline', 'fine', 'offline', false, 'network_offline'],
    ['fine to slow', 'fine', 'slow', false, 'network_slowly'],
    ['slow to offline', 'slow', 'offline', false, 'network_offline'],
    ['offline to slow', 'offline', 'slow', false, 'network_slowly'],
    ['still offline: no repeat', 'offline', 'offline', false, undefined],
    ['still slow: no repeat', 'slow', 'slow', false, undefined],
    ['back to fine: nothing', 'offline', 'fine', false, undefined],
    ['another notice on show: none stacked', 'fine', 'offline', true, undefined],
  ];
  test.each(cases)('%s', (_name, previous, next, showing, expected) => {
    expect(lineNotice(previous, next, showing)).toBe(expected);
  });
});
