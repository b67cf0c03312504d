// Where a banner click goes (spec sections 2 and 5): P opens its promotion, URL a web page in a new tab or
// an app route, G launches its game (a lottery sends a visitor to log in). A link of any other kind, a
// javascript: URL first of all, goes nowhere.
import type { Banner } from '../../config/types.generated.ts';
import { contentLinkTarget } from '../../rules/contentLink.ts';
import { launchHref } from '../../rules/gameLaunch.ts';
import { PATHS } from '../../rules/paths.ts';

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function bannerTarget(banner: Banner, loggedIn: boolean): BannerTarget {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'URL': {
      const target = contentLinkTarget(linkage);
      return target.kind === 'drop' ? { kind: 'none' } : target;
    }
    case 'P':
      return linkage ? { kind: 'route', to: `${PATHS.activity}?id=${encodeURIComponent(linkage)}` } : { kind: 'none' };
    case 'G': {
      // The linkage names the game, unless it only repeats the category (then the room does, or the lobby).
      const named = linkage && linkage.toUpperCase() !== banner.gameType?.toUpperCase() ? linkage : undefined;
      const code = banner.roomId || named;
      const to = launchHref({ code, vendor: banner.vendor, gameType: banner.gameType, nodeId: banner.nodeId, roomId: banner.roomId }, loggedIn);
      return { kind: 'route', to };
    }
    default:
      return { kind: 'none' };
  }
}
