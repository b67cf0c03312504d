// Promotions as a player receives them: in their language, from what the merchant wrote.
import type { MerchantFile, Promotion, PromotionEntry } from '../../src/config/types.generated.ts';
import { localize } from '../content/announcements.ts';

/** One promotion in `language`; with `withRules`, its rules (HTML) too. */
export function servedPromotion(entry: PromotionEntry, merchant: MerchantFile, language: string | undefined, withRules = false): Promotion {
  const fallback = merchant.languages.default;
  return {
    id: entry.id,
    promotionType: entry.promotionType,
    title: localize(entry.title, language, fallback),
    enabled: entry.enabled,
    ...(entry.startTime ? { startTime: entry.startTime } : {}),
    ...(entry.endTime ? { endTime: entry.endTime } : {}),
    ...(entry.banner ? { banner: entry.banner } : {}),
    ...(withRules && entry.rules !== undefined ? { rules: localize(entry.rules, language, fallback) } : {}),
  };
}

/** The merchant's promotions for the list call (without their rules). */
export const servedPromotions = (merchant: MerchantFile, language: string | undefined): Promotion[] =>
  merchant.content.promotions.map((entry) => servedPromotion(entry, merchant, language));
