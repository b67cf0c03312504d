// The device id sent with login and registration: in the native shell the app's own UUID from the user
// agent; in a browser a fingerprint (FingerprintJS, loaded on demand) shaped as five dash-separated hex
// groups, remembered so it stays the same even when the fingerprint drifts.
import { debounce } from './debounce.ts';
import { localStore } from './storage.ts';

const DEVICE_ID_KEY = 'wl.deviceId';
const APP_UUID = /\bWLApp\/[\d.]+ \(([0-9a-fA-F-]{36})\)/;

/** 32 hex digits as 8-4-4-4-12. */
export function asDeviceId(hex: string): string {
  const digits = (hex.toLowerCase().replace(/[^0-9a-f]/g, '') + '0'.repeat(32)).slice(0, 32);
  return [digits.slice(0, 8), digits.slice(8, 12), digits.slice(12, 16), digits.slice(16, 20), digits.slice(20)].join('-');
}

export function appUuid(userAgent: string): string | undefined {
  return APP_UUID.exec(userAgent)?.[1]?.toLowerCase();
}

let pending: Promise<string> | undefined;

export function deviceId(): Promise<string> {
  const fromApp = appUuid(navigator.userAgent);
  if (fromApp) return Promise.resolve(fromApp);
  const stored = localStore.get(DEVICE_ID_KEY);
  if (stored) return Promise.resolve(stored);
  pending ??= fingerprint().then((id) => {
    localStore.set(DEVICE_ID_KEY, id);
    return id;
  });
  return pending;
}

/** Spec section 9: the fingerprint check waits until the asking has been quiet this long. */
export const FINGERPRINT_CHECK_DEBOUNCE_MS = 300;

/**
 * Starts the fingerprint check ahead of the call that sends the id, once the player pauses typing in the
 * form, so the submit finds it ready and the check's work never lands between two keystrokes.
 */
export const prepareDeviceId = debounce(() => void deviceId(), FINGERPRINT_CHECK_DEBOUNCE_MS);

async function fingerprint(): Promise<string> {
  try {
    const fp = await import('@fingerprintjs/fingerprintjs');
    await fp.prepareForSources();
    // The ad-blocker probe inserts elements carrying inline event handlers, which the page's CSP refuses
    // (a console error on every login): the id is made from every other source.
    const components = await fp.loadSources(fp.sources, { debug: false }, ['domBlockers'])();
    return asDeviceId(fp.hashComponents(components));
  } catch {
    // Fingerprinting refused (privacy modes): a random id still names this browser from now on.
    return asDeviceId(Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));
  }
}
