// The player's language, told to the server too: it renders the first screen of the next visit in it.

export const LANGUAGE_COOKIE = 'wl_language';

/** The language a Cookie header (or `document.cookie`) names, if any; the caller checks it is allowed. */
export function languageInCookie(cookie: string | undefined): string | undefined {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z-]+)`).exec(cookie ?? '')?.[1];
}

/** The language the player last chose in this browser, by link or by picker (told by the cookie). */
export function cookieLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : languageInCookie(document.cookie);
}

export function tellServerLanguage(code: string): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (the server's own render) or cookies refused: the next visit starts in the default.
  }
}
