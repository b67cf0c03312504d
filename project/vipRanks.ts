// VIP ranks beyond their schema: a member's rank is found by label id and ordered by rank level, so
// neither may repeat within a merchant.
import type { VipRank } from '../src/config/types.generated.ts';

export interface RankProblem {
  index: number;
  key: 'id' | 'rankLevel';
  message: string;
}

export function vipRankProblems(ranks: readonly VipRank[]): RankProblem[] {
  const problems: RankProblem[] = [];
  for (const key of ['id', 'rankLevel'] as const) {
    ranks.forEach((rank, index) => {
      const first = ranks.findIndex((other) => other[key] === rank[key]);
      if (first !== index) problems.push({ index, key, message: `${key} ${rank[key]} is already the one of rank ${first}` });
    });
  }
  return problems;
}
