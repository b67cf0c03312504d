import type { VipRank } from '../src/config/types.generated.ts';
import { vipRankProblems } from './vipRanks.ts';

const rank = (id: number, rankLevel: number): VipRank => ({ id, rankLevel, labelName: 'x', type: 'AUTO', conditions: [], benefits: [] });

test.each([
  { name: 'distinct ids and levels', ranks: [rank(1, 1), rank(2, 2)], found: [] },
  { name: 'no ranks', ranks: [], found: [] },
  { name: 'a repeated id', ranks: [rank(1, 1), rank(1, 2)], found: [{ index: 1, key: 'id' }] },
  { name: 'a repeated level', ranks: [rank(1, 3), rank(2, 1), rank(3, 3)], found: [{ index: 2, key: 'rankLevel' }] },
  {
    name: 'both repeated',
    ranks: [rank(5, 1), rank(5, 1)],
    found: [
      { index: 1, key: 'id' },
      { index: 1, key: 'rankLevel' },
    ],
  },
])('$name', ({ ranks, found }) => {
  expect(vipRankProblems(ranks).map(({ index, key }) => ({ index, key }))).toEqual(found);
});
