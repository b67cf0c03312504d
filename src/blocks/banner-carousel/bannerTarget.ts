// Where a banner click goes (spec sections 2 and 5).
import type { Banner } from '../../config/types.generated.ts';
import { PATHS } from '../../rules/paths.ts';

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

const LOTTERY_GAME_TYPES = ['LOTT', 'LOTTERY', 'ELOTT', 'VIETNAM_LOTTO', 'SEA_LOTT'];

export function bannerTarget(banner: Banner, loggedIn: boolean): BannerTarget {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'URL':
      if (!linkage) return { kind: 'none' };
      if (/^https?:\/\//i.test(linkage)) return { kind: 'external', url: linkage };
      return linkage.startsWith('/m') ? { kind: 'route', to: linkage } : { kind: 'none' };
    case 'P':
      return linkage ? { kind: 'route', to: `/m/activity?id=${encodeURIComponent(linkage)}` } : { kind: 'none' };
    case 'G': {
      const isLottery = LOTTERY_GAME_TYPES.includes((banner.gameType ?? '').toUpperCase());
      if (isLottery && !loggedIn) return { kind: 'route', to: PATHS.login };
      const query = new URLSearchParams();
      query.set('code', banner.roomId ?? linkage);
      if (banner.vendor) query.set('vendor', banner.vendor);
      if (banner.nodeId) query.set('nodeId', banner.nodeId);
      if (banner.gameType) query.set('playType', banner.gameType);
      return { kind: 'route', to: `/m/launchGame?${query}` };
    }
    default:
      return { kind: 'none' };
  }
}
