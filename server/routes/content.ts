// Merchant content: banners, marquee, lanes, customer service, announcements, promotions, deposits.
import type { PromotionType } from '../../src/config/types.generated.ts';
import { HttpError, type RequestContext, type Router } from '../http.ts';
import { memberOf } from './member.ts';
import type { ApiDeps } from './deps.ts';

export function contentRoutes(router: Router, deps: ApiDeps): void {
  const { holder, db } = deps;
  const merchant = (ctx: RequestContext) => holder.merchantFor(ctx.req);
  router
    .on('GET', '/wps/system/banners', (ctx) => {
      const groups = ctx.url.searchParams.get('groups')?.split(',').map((g) => g.trim()).filter(Boolean);
      const banners = merchant(ctx).content.banners;
      return groups?.length ? banners.filter((b) => groups.includes(b.groupName)) : banners;
    })
    .on('GET', '/wps/system/marquee', (ctx) => merchant(ctx).content.marquee)
    .on('GET', '/wps/system/customerService', (ctx) => ({ customerService: merchant(ctx).customerService }))
    .on('GET', '/wps/game/lanes', (ctx) => ({ data: { lanes: merchant(ctx).content.lanes } }))
    .on('GET', '/wps/relay/MCSFE_getListAnnouncements', (ctx) => merchant(ctx).content.announcements)
    .on('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', (ctx) => {
      const m = merchant(ctx);
      if (!m.whitelabel.REWARDCENTER3?.enabled) throw new HttpError(400, 'reward_center_disabled', 'The reward centre is off for this merchant');
      const available: Partial<Record<PromotionType, { enabled: boolean; count: number }>> = {};
      for (const p of m.content.promotions) {
        const entry = available[p.promotionType] ?? { enabled: false, count: 0 };
        available[p.promotionType] = { enabled: entry.enabled || p.enabled, count: entry.count + (p.enabled ? 1 : 0) };
      }
      return { promotions: m.content.promotions, available };
    })
    .on('GET', '/wps/relay/MCSFE_getDepositSettings', async (ctx) => {
      const m = merchant(ctx);
      const settings = { ...m.content.depositSettings };
      const member = await memberOf(ctx, deps, { required: false });
      if (!member) return settings;
      const [stats] = await db.query<{ count: string }>(`SELECT count(*) AS count FROM deposits WHERE member_id = $1 AND status = 'SUCCESS'`, [member.id]);
      const count = Number(stats?.count ?? 0);
      return { ...settings, totalDepositSuccessCount: count, firstDeposit: count > 0 ? 'Y' : 'N' };
    })
    .on('GET', '/wps/relay/WPSCORE_getCustomerServiceScript', (ctx) => ({ scripts: merchant(ctx).content.customerServiceScript ?? '' }));
}
