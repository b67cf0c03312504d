// The choices of the download popup and the /m/appDownload page (spec section 2): which ways to get the
// app a device is offered, and the app-download activity they lead to.
import { openableLink } from './appDownload.ts';
import { promotionPhase } from './promotionPhase.ts';

export type DownloadChoice = 'android' | 'ios' | 'profile' | 'homeScreen';

export interface DownloadChoicesInput {
  androidLink?: string;
  iosLink?: string;
  profileLink?: string;
  isIos: boolean;
  /** The browser offers to install the site (it fired beforeinstallprompt). */
  canPromptInstall: boolean;
  /** Already the app, or installed on the home screen: only the native app downloads are offered. */
  installed: boolean;
}

/**
 * The choices of the download popup and page (spec section 2): each app link the merchant set up, the
 * iOS profile for iPhones, and adding the site to the home screen where that is possible (on iOS through
 * the guide, elsewhere when the browser offers it). The device's own platform comes first.
 */
export function downloadChoices(input: DownloadChoicesInput): DownloadChoice[] {
  const android = openableLink(input.androidLink) ? ['android' as const] : [];
  const ios = openableLink(input.iosLink) ? ['ios' as const] : [];
  const profile = openableLink(input.profileLink) && input.isIos ? ['profile' as const] : [];
  const homeScreen = !input.installed && (input.isIos || input.canPromptInstall) ? ['homeScreen' as const] : [];
  return input.isIos ? [...ios, ...profile, ...homeScreen, ...android] : [...android, ...homeScreen, ...ios];
}

/** The app-download promotion whose activity the popup offers: the first one switched on and running now. */
export function appDownloadPromotion<P extends { id: number; promotionType: string; enabled: boolean; startTime?: string; endTime?: string }>(
  promotions: readonly P[],
  now: number,
): P | undefined {
  return promotions.find((p) => p.promotionType === 'APP_DOWNLOAD' && promotionPhase(p, now) === 'running');
}
