// Merchant content from merchants/<code>.json: banners, lanes, customer service,
// announcements, promotions and deposit settings.
import type {
  AvailablePromotions,
  CustomerServiceAnswer,
  DepositSettings,
  LanesAnswer,
  Promotion,
  PromotionAvailability,
} from '../../src/config/types.generated.ts';
import { servedAnnouncements } from '../content/announcements.ts';
import { bannerLanguage, servedBanners } from '../content/banners.ts';
import { servedPromotions } from '../activities/promotions.ts';
import { servedLanes } from '../games/lanes.ts';
import { countSuccessfulDeposits } from '../accounts/deposits.ts';
import { HttpError } from '../http/errors.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

/** Per promotion type: whether any promotion of it is on, and how many are. */
export function promotionAvailability(promotions: Promotion[]): PromotionAvailability {
  const available: PromotionAvailability = {};
  for (const p of promotions) {
    const entry = available[p.promotionType] ?? { enabled: false, count: 0 };
    available[p.promotionType] = { enabled: entry.enabled || p.enabled, count: entry.count + (p.enabled ? 1 : 0) };
  }
  return available;
}

export function contentRoutes(router: ApiRouter, deps: ApiDeps): void {
  const { db } = deps;
  router
    .get(
      '/wps/system/banners',
      { needs: 'merchant', query: 'requests/banners-query.schema.json', answer: 'answers/banner-list.schema.json' },
      ({ merchant, query, language, req }) => {
        const groups = (query.groups ?? '')
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean);
        return servedBanners(merchant, bannerLanguage(language, req), groups, deps.contentMoment());
      },
    )
    .get(
      '/wps/system/customerService',
      { needs: 'merchant', answer: 'answers/customer-service-answer.schema.json' },
      ({ merchant }): CustomerServiceAnswer => ({ customerService: merchant.customerService }),
    )
    .get(
      '/wps/game/lanes',
      { needs: 'merchant', answer: 'answers/lanes-answer.schema.json' },
      ({ merchant, language }): LanesAnswer => ({ data: { lanes: servedLanes(merchant, language?.toUpperCase(), deps.contentMoment()) } }),
    )
    .get(
      '/wps/relay/MCSFE_getListAnnouncements',
      { needs: 'merchant', query: 'requests/announcements-query.schema.json', answer: 'answers/announcement-list.schema.json' },
      ({ merchant, query, language }) => {
        // Promotion notices (types PR) for the mobile platform (M) are all this API holds.
        const types = (query.types ?? 'PR').split(',');
        if (!types.includes('PR') || (query.platform ?? 'M') !== 'M') return [];
        return servedAnnouncements(merchant, language?.toUpperCase(), deps.contentMoment());
      },
    )
    .get(
      '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      { needs: 'merchant', answer: 'answers/available-promotions.schema.json' },
      ({ merchant, language }): AvailablePromotions => {
        if (!merchant.whitelabel.REWARDCENTER3?.enabled) {
          throw new HttpError(400, 'reward_center_disabled', 'The reward centre is off for this merchant');
        }
        const promotions = servedPromotions(merchant, language?.toUpperCase());
        return { promotions, available: promotionAvailability(promotions) };
      },
    )
    .get(
      '/wps/relay/MCSFE_getDepositSettings',
      { needs: 'session', answer: 'answers/deposit-settings.schema.json' },
      async ({ merchant, member }): Promise<DepositSettings> => {
        const settings = { ...merchant.content.depositSettings };
        if (!member) return settings;
        const count = await countSuccessfulDeposits(db, member.id);
        // firstDeposit: 'Y' once the member's first deposit has gone through.
        return { ...settings, totalDepositSuccessCount: count, firstDeposit: count > 0 ? 'Y' : 'N' };
      },
    )
    .get('/wps/relay/WPSCORE_getCustomerServiceScript', { needs: 'merchant', answer: 'answers/customer-service-script.schema.json' }, ({ merchant }) => ({
      scripts: merchant.content.customerServiceScript ?? '',
    }));
}
