// The session's count of page popups shown, kept in session storage (stores/OverlayStore.ts paces them by
// it): a count past any cap holds every paced popup back, as the studio's preview does while editing.

/** Where the session's count of shown page popups is kept (session storage). */
export const SESSION_SHOWN_KEY = 'wl.pagePopups.shown';
/** A count past any cap a template may set. */
export const POPUPS_HELD = '1000000';
