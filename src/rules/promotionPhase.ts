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
