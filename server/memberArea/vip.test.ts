import type { VipRank } from '../../src/config/types.generated.ts';
import { playerRankProgress, vipStanding } from './vip.ts';

const ranks: VipRank[] = [
  // Listed out of order on purpose: levels decide.
  {
    id: 2,
    labelName: 'Silver',
    rankLevel: 2,
    type: 'AUTO',
    conditions: [
      { kind: 'depositCount', target: 3 },
      { kind: 'depositTotal', target: 1000 },
    ],
    benefits: [],
  },
  { id: 1, labelName: 'Bronze', rankLevel: 1, type: 'AUTO', conditions: [{ kind: 'depositCount', target: 1 }], benefits: [] },
  { id: 4, labelName: 'Diamond', rankLevel: 4, type: 'MANUAL', conditions: [], benefits: [] },
  {
    id: 3,
    labelName: 'Gold',
    rankLevel: 3,
    type: 'AUTO',
    conditions: [
      { kind: 'depositCount', target: 10 },
      { kind: 'depositTotal', target: 10000 },
    ],
    benefits: [],
  },
];

test.each([
  { name: 'no deposits: no rank, Bronze next', count: 0, total: 0, assigned: null, rank: undefined, next: 1, progress: [0, 1] },
  { name: 'one deposit: Bronze, Silver next', count: 1, total: 200, assigned: null, rank: 1, next: 2, progress: [0, 2] },
  { name: 'half of Silver met', count: 1, total: 3000, assigned: null, rank: 1, next: 2, progress: [1, 2] },
  { name: 'Silver met exactly', count: 3, total: 1000, assigned: null, rank: 2, next: 3, progress: [0, 2] },
  { name: 'Gold: the top AUTO rank, nothing expected', count: 12, total: 20000, assigned: null, rank: 3, next: undefined, progress: [0, 0] },
  { name: 'an operator assigned Diamond', count: 0, total: 0, assigned: 4, rank: 4, next: undefined, progress: [0, 0] },
  { name: 'an assigned rank below the earned one is passed', count: 3, total: 5000, assigned: 1, rank: 2, next: 3, progress: [0, 2] },
  { name: 'an assigned Silver: Gold next', count: 0, total: 0, assigned: 2, rank: 2, next: 3, progress: [0, 2] },
  { name: 'an unknown assigned id is ignored', count: 0, total: 0, assigned: 99, rank: undefined, next: 1, progress: [0, 1] },
])('$name', ({ count, total, assigned, rank, next, progress }) => {
  const standing = vipStanding(ranks, { depositCount: count, depositTotal: total }, assigned);
  expect(standing.rank?.id).toBe(rank);
  expect(standing.next?.id).toBe(next);
  const { completedConditions, totalExpectedConditions, labelId } = playerRankProgress(standing);
  expect([completedConditions, totalExpectedConditions]).toEqual(progress);
  expect(labelId).toBe(next ?? null);
});

test("each condition carries the member's value and whether it is met", () => {
  expect(vipStanding(ranks, { depositCount: 1, depositTotal: 3000 }, null).conditions).toEqual([
    { kind: 'depositCount', target: 3, current: 1, met: false },
    { kind: 'depositTotal', target: 1000, current: 3000, met: true },
  ]);
});

test('a merchant without ranks has no standing', () => {
  expect(vipStanding([], { depositCount: 5, depositTotal: 5 }, null)).toEqual({ rank: undefined, next: undefined, conditions: [] });
});
