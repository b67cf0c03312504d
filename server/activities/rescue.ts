// The rescue bonus: part of a member's loss over the last period paid back, by tier. The reference API
// keeps no bets, so a period's loss is the member's successful deposits in it.
import type { RescueInfo, RescueSettings, RescueTier } from '../../src/config/types.generated.ts';
import type { Db } from '../db/index.ts';
import { addDays, type Day } from './days.ts';

/** The days measured as of `today`: yesterday, or the seven days before today. */
export function rescuePeriod(period: RescueSettings['period'], today: Day): { from: Day; to: Day } {
  return { from: addDays(today, period === 'WEEK' ? -7 : -1), to: addDays(today, -1) };
}

/** The tier `loss` reaches and the bonus it pays: its rate of the loss, at most its cap, in cents. */
export function rescueBonus(tiers: readonly RescueTier[], loss: number): { tier: number | null; amount: number } {
  let reached: number | null = null;
  tiers.forEach((tier, index) => {
    if (loss >= tier.minLoss && (reached === null || tier.minLoss >= tiers[reached].minLoss)) reached = index;
  });
  if (reached === null) return { tier: null, amount: 0 };
  const { rate, maxBonus } = tiers[reached];
  // In whole cents, half up; toPrecision drops the binary noise of rates such as 0.03.
  const cents = Math.round(Number((Math.round(loss * 100) * rate).toPrecision(12)));
  return { tier: reached, amount: Math.min(maxBonus, cents / 100) };
}

export function rescueAnswer(settings: RescueSettings, loss: number, today: Day, rules: string): RescueInfo {
  const tiers = [...settings.tiers].sort((a, b) => a.minLoss - b.minLoss);
  const { tier, amount } = rescueBonus(tiers, loss);
  return { period: settings.period, ...rescuePeriod(settings.period, today), loss, tiers, tier, eligibleAmount: amount, rules };
}

/** Successful deposits made from `from` to `to` (both included), days counted in `timeZone`. */
export async function lossBetween(db: Db, memberId: number, timeZone: string, from: Day, to: Day): Promise<number> {
  const [row] = await db.query<{ total: number | string }>(
    `SELECT coalesce(sum(amount), 0) AS total FROM deposits
     WHERE member_id = $1 AND status = 'SUCCESS' AND (created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date`,
    [memberId, timeZone, from, to],
  );
  return Number(row?.total ?? 0);
}
