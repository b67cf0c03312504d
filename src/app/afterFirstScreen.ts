// What runs behind every page and the player never waits on, loaded once the first screen is drawn
// (nothing here is in the first load): the installed web app's part (service worker, update check,
// iPhone launch images), the connectivity ping, the merchant's token sync, then, when the browser is idle and the site is not showing a status screen,
// the push binding (for a merchant with a push config), attribution (heartbeat, pixels, deposit events) and
// the load's field data (platform/fieldData.ts).
import { reportFieldData } from '../platform/fieldData.ts';
import { FIELD_DATA_PATH, fieldDataPage } from '../rules/fieldData.ts';
import { whenIdle } from '../platform/idle.ts';
import { keepSiteConfigForOffline, registerServiceWorker } from '../platform/serviceWorker.ts';
import { IPHONE_SPLASH_SCREENS, splashImageUrl, splashMedia } from '../rules/splashScreens.ts';
import { AttributionStore } from '../stores/AttributionStore.ts';
import { ConnectivityStore } from '../stores/ConnectivityStore.ts';
import { PushStore } from '../stores/PushStore.ts';
import { TokenSyncStore } from '../stores/TokenSyncStore.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { UpdateCheckStore } from '../stores/UpdateCheckStore.ts';

export function startAfterFirstScreen(stores: RootStore): void {
  // The page the player landed on: its load's field data is counted under it.
  const landing = location.pathname;
  linkSplashImages(stores.site.merchantCode);
  void registerServiceWorker();
  void keepSiteConfigForOffline(stores.site.config);
  stores.feature(UpdateCheckStore).start();
  stores.feature(ConnectivityStore).start();
  stores.feature(TokenSyncStore).start();
  whenIdle(() => {
    if (stores.site.statusScreen) return;
    const url = `${FIELD_DATA_PATH}?merchant=${encodeURIComponent(stores.site.merchantCode)}`;
    void reportFieldData({ url, page: fieldDataPage(landing) }).catch(() => undefined);
    stores.feature(AttributionStore).start();
    if (stores.site.config.push) stores.feature(PushStore).follow();
  });
}

/** The merchant's ten iPhone launch images; iOS reads them when the player adds the site to the home screen. */
export function linkSplashImages(merchantCode: string): void {
  const existing = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="apple-touch-startup-image"]')];
  for (const screen of IPHONE_SPLASH_SCREENS) {
    const media = splashMedia(screen);
    const found = existing.find((l) => l.media === media);
    const link = found ?? Object.assign(document.createElement('link'), { rel: 'apple-touch-startup-image', media });
    link.href = splashImageUrl(merchantCode, screen);
    if (!found) document.head.append(link);
  }
}
