// GET /wps/relay/GCSGAME_newGameVendor (spec section 7, platform html5): the vendors with new games,
// as the merchant's content names them. Games here are built for html5 only, so another platform has none.
import type { NewGameVendors } from '../../src/config/types.generated.ts';
import type { ApiRouter } from './context.ts';
import type { ApiDeps } from './deps.ts';

/** The platform the games are served for, and the one asked when the query names none. */
const PLATFORM = 'html5';

export function newGameVendorRoutes(router: ApiRouter, _deps: ApiDeps): void {
  router.get(
    '/wps/relay/GCSGAME_newGameVendor',
    { needs: 'merchant', query: 'requests/new-game-vendors-query.schema.json', answer: 'content/new-game-vendors.schema.json' },
    (ctx): NewGameVendors => {
      const platform = ctx.query.platform?.trim() || PLATFORM;
      if (platform !== PLATFORM) return [];
      return ctx.merchant.content.newGameVendors ?? [];
    },
  );
}
