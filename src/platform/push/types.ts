// The shapes the push boundary (firebaseMessaging.ts) speaks in, kept apart so that naming them never
// loads it.
import type { PushSettings } from '../../config/types.generated.ts';

/** The merchant's web push project (spec section 3's push config; every value is public). */
export type { PushSettings };

/** The browser's notification permission, or 'unsupported' where there is no web push at all. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** What the boundary offers; firebaseMessaging.ts is the one module that implements it. */
export interface PushMessaging {
  permission(): PushPermission;
  /** Asks the player (the browser's own dialog); resolves to what they chose. */
  requestPermission(): Promise<PushPermission>;
  /** This device's registration token for the merchant's project (needs permission granted). */
  getToken(settings: PushSettings): Promise<string>;
  /** Drops this device's token, so the next getToken makes a new one. */
  deleteToken(settings: PushSettings): Promise<void>;
}
