// The iOS guide (spec sections 2 and 5): which tips it shows for the iOS version, and whether the
// browser can install at all (only Safari adds to the home screen or installs a profile on iOS).

/** Browsers on iOS that are not Safari, though they share its engine, and in-app browsers. */
const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|WhatsApp|Twitter|TikTok|musical_ly|Snapchat|WLApp\//;

/** Safari on iOS: its user agent names Safari and a Version, and no other browser or app. */
export function isIosSafari(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && /Version\/[\d.]+.*Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}

export interface IosGuideTips {
  /** iOS 11 or below, or 12.0-12.1: the home-screen version works poorly there. */
  oldIos: boolean;
  /** iOS 17 and later ask for the downloaded profile to be installed in Settings. */
  ios17: boolean;
  /** Not Safari: nothing can be added from this browser. */
  safariRequired: boolean;
}

export function iosGuideTips(iosVersion: readonly [number, number] | undefined, safari: boolean): IosGuideTips {
  const [major, minor] = iosVersion ?? [0, 0];
  return {
    oldIos: iosVersion !== undefined && (major <= 11 || (major === 12 && minor <= 1)),
    ios17: major >= 17,
    safariRequired: !safari,
  };
}
