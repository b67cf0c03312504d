// The installed web app's images: the ten iPhone launch images of a merchant.
import { isSplashImageSize } from '../../src/rules/splashScreens.ts';
import { badRequest } from '../http/errors.ts';
import { RawBody } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { splashImage } from '../web/splash.ts';
import type { ApiDeps } from './deps.ts';

export function webAppRoutes(router: ApiRouter, { root }: ApiDeps): void {
  // Read from a <link>, which sends no Merchant header: the host decides, or the merchantCode query.
  router.get(
    '/wps/system/splash.png',
    { needs: 'merchant', merchantParam: 'merchantCode', query: 'requests/splash-query.schema.json' },
    async ({ merchant, query: { size } }) => {
      if (!isSplashImageSize(size)) throw badRequest('size is not one of the launch image sizes', 'splash.size.invalid');
      const [width, height] = size.split('x').map(Number);
      return new RawBody(await splashImage(root, merchant, width, height), 'image/png', 'public, max-age=86400');
    },
  );
}
