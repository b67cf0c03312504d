// Whether a promotion runs now: switched on by the merchant and within its period (either end may be
// open). Only a running promotion offers its go button.
import type { Promotion } from '../config/types.generated.ts';

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

export function promotionPhase(promotion: Pick<Promotion, 'enabled' | 'startTime' | 'endTime'>, now: number): PromotionPhase {
  if (!promotion.enabled) return 'ended';
  // A date that does not parse bounds nothing.
  if (promotion.startTime && Date.parse(promotion.startTime) > now) return 'upcoming';
  if (promotion.endTime && Date.parse(promotion.endTime) < now) return 'ended';
  return 'running';
}

/** Per promotion type, whether the merchant offers it (the list call's `available`). */
export type PromotionAvailability = Partial<Record<Promotion['promotionType'], { enabled: boolean }>>;

/**
 * The promotions running now, in the order given: each running by its phase, of a type the merchant
 * has not switched off (a type the availability map leaves out is not switched off).
 */
export function runningPromotions<P extends Pick<Promotion, 'promotionType' | 'enabled' | 'startTime' | 'endTime'>>(
  promotions: readonly P[],
  available: PromotionAvailability,
  now: number,
): P[] {
  return promotions.filter((p) => available[p.promotionType]?.enabled !== false && promotionPhase(p, now) === 'running');
}
