// The player's language, told to the server too: it renders the first screen of the next visit in it.

export const LANGUAGE_COOKIE = 'wl_language';

export function tellServerLanguage(code: string): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (the server's own render) or cookies refused: the next visit starts in the default.
  }
}
