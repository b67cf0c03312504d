// Browser storage that never throws (private modes and full quotas do), and the keys the product uses.

export const STORAGE_KEYS = {
  /** Session info of the logged-in member (session storage). */
  memberSession: 'wl.memberSession',
  /** The player's chosen language (local storage). */
  language: 'wl.language',
  /** Cached GET responses, one per URL hash (session storage). */
  cachePrefix: 'wl.cache.',
  /** Token and path of an older iOS home-screen app (local storage). */
  savedSession: 'wl.savedSession',
  /** A remembered login, and whether it may log in by itself (local storage; spec section 4). */
  rememberedLogin: 'wl.rememberedLogin',
  autoLogin: 'wl.autoLogin',
  /** Download bar closed in this browser session. */
  downloadBarHidden: 'wl.downloadBar.hidden',
  /** How often the install prompt was declined, per merchant code (local storage; 99 once installed). */
  installPromptClosePrefix: 'wl.installPrompt.closeTimes.',
  /** The install prompt was declined in this browser session (session storage). */
  installPromptSkipped: 'wl.installPrompt.skipped',
  /** The query of the last game launch, so a reloaded game page can start it again (session storage). */
  lastGameLaunch: 'wl.lastGameLaunch',
  /** The push prompt was declined in this browser session (session storage). */
  pushDismissed: 'wl.push.dismissed',
  /** The release the app-upgrade modal was closed on in this session (session storage). */
  appUpgradeClosedVersion: 'wl.appUpgrade.closedVersion',
  /** The page was launched from an iOS home-screen web clip (session storage: the query that said so is gone). */
  webClip: 'wl.webClip',
  /** Where the player parked the mini-game launcher (session storage). */
  miniGamePosition: 'wl.miniGame.position',
  /** Per banner group, `<prefix><group>.show` (dismissed) and `.file` (saved) of the save-image popup (session storage). */
  saveImagePrefix: 'wl.saveImage.',
} as const;

/**
 * Local-storage keys whose values are merged into the query when navigating (spec section 2); the
 * registration info is kept under these.
 */
export const CARRIED_STORAGE_KEYS = ['affiliateCode', 'referralCode'] as const;

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string): T | undefined;
  setJson(key: string, value: unknown): void;
}

function wrap(pick: () => Storage): SafeStorage {
  const storage = (): Storage | undefined => {
    try {
      return pick();
    } catch {
      return undefined;
    }
  };
  const api: SafeStorage = {
    get: (key) => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Storage full or blocked: the value simply is not remembered.
      }
    },
    remove: (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // As above.
      }
    },
    getJson: <T>(key: string) => {
      const text = api.get(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    setJson: (key, value) => api.set(key, JSON.stringify(value)),
  };
  return api;
}

export const sessionStore = wrap(() => window.sessionStorage);
export const localStore = wrap(() => window.localStorage);

/** Values of the carried local-storage keys, for query carrying. */
export function storedCarriedValues(): Record<string, string | null> {
  return Object.fromEntries(CARRIED_STORAGE_KEYS.map((key) => [key, localStore.get(key)]));
}
