// What a lost session leaves in the browser's session storage. Spec section 8 clears the session storage
// when the server says the member is no longer logged in; section 4 keeps some choices "for the browser
// session" (a closed download bar, a declined install or push prompt, a dismissed save-image popup) and
// the launch mode, which belong to the visitor and the device rather than to the member, so they stay.
import { STORAGE_KEYS } from '../platform/storage.ts';

/** Session-storage keys kept through a lost session, exactly. */
const KEPT_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.downloadBarHidden,
  STORAGE_KEYS.installPromptSkipped,
  STORAGE_KEYS.pushDismissed,
  STORAGE_KEYS.appUpgradeClosedVersion,
  // The home-screen launch flag: the query that told it is gone after the first page.
  STORAGE_KEYS.webClip,
  // Where the player parked the mini-game launcher.
  STORAGE_KEYS.miniGamePosition,
]);

/** A save-image popup's dismissal, one per banner group (not the saved file). */
const SAVE_IMAGE_DISMISSED = new RegExp(`^${STORAGE_KEYS.saveImagePrefix.replaceAll('.', '\\.')}[^.]+\\.show$`);

/** Whether a session-storage key survives a lost session; everything else (the member's session, cached answers, the last game) goes. */
export function keptThroughLostSession(key: string): boolean {
  return KEPT_KEYS.has(key) || SAVE_IMAGE_DISMISSED.test(key);
}
