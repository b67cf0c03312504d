// Where a member stands in the merchant's VIP ranks: the rank they hold (the clubLabel of the member
// info) and how far they are towards the next one (MCSFE_getPlayerRankProgress).
import type { ConditionProgress, PlayerRankProgress, VipCondition, VipRank } from '../../src/config/types.generated.ts';
import type { DepositStats } from './stats.ts';

export interface VipStanding {
  /** The rank held: the highest AUTO rank whose conditions are all met, or a higher one an operator assigned. */
  rank: VipRank | undefined;
  /** The next AUTO rank above it, if any. */
  next: VipRank | undefined;
  /** The next rank's conditions with the member's values (none at the top). */
  conditions: ConditionProgress[];
}

const progressOf = (condition: VipCondition, stats: DepositStats): ConditionProgress => {
  const current = condition.kind === 'depositCount' ? stats.depositCount : stats.depositTotal;
  return { ...condition, current, met: current >= condition.target };
};

export function vipStanding(ranks: readonly VipRank[], stats: DepositStats, assignedId: number | null): VipStanding {
  const byLevel = [...ranks].sort((a, b) => a.rankLevel - b.rankLevel);
  const auto = byLevel.filter((rank) => rank.type === 'AUTO');
  const earned = auto.filter((rank) => rank.conditions.every((c) => progressOf(c, stats).met)).at(-1);
  const assigned = ranks.find((rank) => rank.id === assignedId);
  const rank = [earned, assigned].filter((r): r is VipRank => r !== undefined).sort((a, b) => b.rankLevel - a.rankLevel)[0];
  const next = auto.find((candidate) => candidate.rankLevel > (rank?.rankLevel ?? 0));
  return { rank, next, conditions: next ? next.conditions.map((c) => progressOf(c, stats)) : [] };
}

/** The call's playerRankProgress: the next rank's conditions met out of all of them (0 of 0 at the top). */
export function playerRankProgress(standing: VipStanding): PlayerRankProgress {
  return {
    completedConditions: standing.conditions.filter((c) => c.met).length,
    totalExpectedConditions: standing.conditions.length,
    labelId: standing.next?.id ?? null,
  };
}
