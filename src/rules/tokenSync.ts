// The token sync of spec section 7: where the member's token may be sent. Only an address on the page's
// own origin is used, since the token must never travel to another site; anything else is no sync.

/** The absolute address to sync with, or undefined when the merchant names none or one on another origin. */
export function tokenSyncUrl(configured: string | undefined, pageOrigin: string): string | undefined {
  if (!configured) return undefined;
  let url: URL;
  try {
    url = new URL(configured, pageOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== pageOrigin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  return url.href;
}

export type TokenSyncCall = { method: 'POST'; token: string } | { method: 'DELETE' };

/**
 * What a change of session calls for: a new token (a login, a restored session, a renewed token) is
 * POSTed; a session that ended is DELETEd; no session before or after, or the same token, calls nothing.
 */
export function tokenSyncCall(previous: string | undefined, next: string | undefined): TokenSyncCall | undefined {
  if (next === previous) return undefined;
  if (next) return { method: 'POST', token: next };
  return { method: 'DELETE' };
}
