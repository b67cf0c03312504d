// What a lost session leaves in the browser's session storage. Spec section 8 clears the session storage
// when the server says the member is no longer logged in; section 4 keeps some choices "for the browser
// session" (a closed download bar, a declined install or push prompt, a dismissed save-image popup) and
// the launch mode, which belong to the visitor and the device rather than to the member, so they stay.

/** Session-storage keys kept through a lost session, exactly. */
const KEPT_KEYS: ReadonlySet<string> = new Set([
  'wl.downloadBar.hidden',
  'wl.installPrompt.skipped',
  'wl.push.dismissed',
  'wl.appUpgrade.closedVersion',
  // The home-screen launch flag: the query that told it is gone after the first page.
  'wl.webClip',
  // Where the player parked the mini-game launcher.
  'wl.miniGame.position',
]);

/** A save-image popup's dismissal, one per banner group. */
const SAVE_IMAGE_DISMISSED = /^wl\.saveImage\.[^.]+\.show$/;

/** Whether a session-storage key survives a lost session; everything else (the member's session, cached answers, the last game) goes. */
export function keptThroughLostSession(key: string): boolean {
  return KEPT_KEYS.has(key) || SAVE_IMAGE_DISMISSED.test(key);
}
