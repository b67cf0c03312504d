// Server-to-server ad info (spec section 3): inside the native shell, the ids its attribution SDKs
// (Adjust, AppsFlyer) and the device hold, which the operator's server passes on to the ad networks
// with each tracked event. The shell hands them over in one of two ways:
//   Android: `window.WLAppBridge.getAdInfo()`, returning them as a JSON string;
//   iOS (and any shell that prefers it): a script injected at document start that sets
//   `window.wlAppAdInfo = { … }`.

export const AD_INFO_KEYS = ['adAppToken', 'gpsAdid', 'adid', 'afAppId', 'appsflyerId', 'afAdvertisingId', 'afOaid', 'idfa', 'idfv'] as const;
export type AdInfo = Partial<Record<(typeof AD_INFO_KEYS)[number], string>>;

interface AdInfoWindow {
  WLAppBridge?: { getAdInfo?: () => unknown };
  wlAppAdInfo?: unknown;
}

/** The known ids of what the shell gave, non-empty strings only; undefined when none. */
export function pickAdInfo(value: unknown): AdInfo | undefined {
  let source = value;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      return undefined;
    }
  }
  if (!source || typeof source !== 'object') return undefined;
  const found: AdInfo = {};
  for (const key of AD_INFO_KEYS) {
    const field = (source as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.trim() !== '') found[key] = field.trim();
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** What the native shell offers now (it may fill its ids in after the page has started). */
export function shellAdInfo(win: Window = window): AdInfo | undefined {
  const { WLAppBridge, wlAppAdInfo } = win as unknown as AdInfoWindow;
  if (typeof WLAppBridge?.getAdInfo === 'function') {
    try {
      const fromBridge = pickAdInfo(WLAppBridge.getAdInfo());
      if (fromBridge) return fromBridge;
    } catch {
      // A bridge without the method's native side throws: the injected object may still be there.
    }
  }
  return pickAdInfo(wlAppAdInfo);
}
