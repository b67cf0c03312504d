import type { LeaderBoard } from '../../src/config/types.generated.ts';
import { maskUserName, periodBounds, rankEntries, serveBoard } from './leaderBoard.ts';

test.each([
  { name: 'dragon888', masked: 'dr***8' },
  { name: 'abcd', masked: 'ab***d' },
  { name: 'abc', masked: 'a***' },
  { name: 'a', masked: 'a***' },
  { name: '', masked: '***' },
  { name: '王小明先生', masked: '王小***生' },
])('$name is shown as $masked', ({ name, masked }) => {
  expect(maskUserName(name)).toBe(masked);
});

test.each([
  {
    scores: [10, 30, 20],
    ranks: [
      [30, 1],
      [20, 2],
      [10, 3],
    ],
  },
  {
    scores: [5, 9, 9, 1],
    ranks: [
      [9, 1],
      [9, 1],
      [5, 3],
      [1, 4],
    ],
  },
  {
    scores: [0, 0],
    ranks: [
      [0, 1],
      [0, 1],
    ],
  },
  { scores: [], ranks: [] },
])('scores $scores rank as $ranks', ({ scores, ranks }) => {
  expect(rankEntries(scores.map((score, i) => ({ userName: `p${i}`, score }))).map((e) => [e.score, e.rank])).toEqual(ranks);
});

test.each([
  { period: 'week', now: '2026-11-26T15:00:00Z', starts: '2026-11-23T00:00:00.000Z', ends: '2026-11-30T00:00:00.000Z' },
  { period: 'week', now: '2026-11-23T00:00:00Z', starts: '2026-11-23T00:00:00.000Z', ends: '2026-11-30T00:00:00.000Z' },
  { period: 'week', now: '2026-11-29T23:59:59Z', starts: '2026-11-23T00:00:00.000Z', ends: '2026-11-30T00:00:00.000Z' },
  { period: 'week', now: '2027-01-01T08:00:00Z', starts: '2026-12-28T00:00:00.000Z', ends: '2027-01-04T00:00:00.000Z' },
  { period: 'month', now: '2026-12-31T23:00:00Z', starts: '2026-12-01T00:00:00.000Z', ends: '2027-01-01T00:00:00.000Z' },
  { period: 'all', now: '2026-12-31T23:00:00Z', starts: null, ends: null },
] as const)('a $period around $now runs from $starts', ({ period, now, starts, ends }) => {
  const bounds = periodBounds(period, new Date(now));
  expect([bounds.startsAt?.toISOString() ?? null, bounds.endsAt?.toISOString() ?? null]).toEqual([starts, ends]);
});

describe('serveBoard', () => {
  const board: LeaderBoard = {
    title: 'Week',
    metric: 'depositTotal',
    size: 3,
    entries: [
      { userName: 'alpha1', score: 500 },
      { userName: 'bravo22', score: 300 },
      { userName: 'charlie', score: 100 },
      { userName: 'delta', score: 50 },
    ],
  };

  test('a visitor sees the top names masked and no row of their own', () => {
    expect(serveBoard(board, undefined)).toEqual({
      entries: [
        { rank: 1, userName: 'al***1', score: 500, self: false },
        { rank: 2, userName: 'br***2', score: 300, self: false },
        { rank: 3, userName: 'ch***e', score: 100, self: false },
      ],
      own: null,
    });
  });

  test('a member inside the top is listed unmasked and marked', () => {
    const served = serveBoard(board, { userName: 'me_player', score: 400 });
    expect(served.entries.map((e) => [e.rank, e.userName, e.self])).toEqual([
      [1, 'al***1', false],
      [2, 'me_player', true],
      [3, 'br***2', false],
    ]);
    expect(served.own).toEqual({ rank: 2, userName: 'me_player', score: 400, self: true });
  });

  test('a member below the top gets their rank on their own row', () => {
    const served = serveBoard(board, { userName: 'me_player', score: 60 });
    expect(served.entries).toHaveLength(3);
    expect(served.entries.some((e) => e.self)).toBe(false);
    expect(served.own).toEqual({ rank: 4, userName: 'me_player', score: 60, self: true });
  });

  test('a member with no score yet has no rank', () => {
    expect(serveBoard(board, { userName: 'me_player', score: 0 }).own).toEqual({ rank: null, userName: 'me_player', score: 0, self: true });
  });

  test("a listed name that is the member's is replaced by their live score", () => {
    const served = serveBoard(board, { userName: 'alpha1', score: 10 });
    expect(served.entries.map((e) => e.userName)).toEqual(['br***2', 'ch***e', 'de***a']);
    expect(served.own).toMatchObject({ rank: 4, score: 10 });
  });
});
