// Whether the download bar shows its gift (spec sections 2 and 3): the promotions call's availability
// entry for APP_DOWNLOAD, and only its enabled flag, says an app-download bonus is on offer.
import type { AvailablePromotions } from '../api/types.ts';

export type PromotionAvailability = AvailablePromotions['available'];

/** True when the merchant runs an app-download promotion; unknown availability (not answered yet) is no bonus. */
export function appDownloadBonusOn(available: PromotionAvailability | undefined): boolean {
  return available?.APP_DOWNLOAD?.enabled === true;
}
