// Query carrying on push and replace: the tracking parameters of spec section 2 follow the player
// from page to page; everything else is dropped unless the target sets it.

export const CARRIED_PARAMS = ['affiliateCode', 'referralCode', 'r', 'inApp', 'fbclid', 'gclid', 'ttclid', 'kwaiclid', 'bbg', 'isBgeTest', 'cid'] as const;

/**
 * The search string for a navigation: the target's own parameters win, then the carried ones from the
 * current query, then values kept in local storage under the configured keys.
 */
export function carryQuery(current: string, target: string, stored: Record<string, string | null | undefined> = {}): string {
  const from = new URLSearchParams(current);
  const next = new URLSearchParams(target);
  for (const key of CARRIED_PARAMS) {
    if (next.has(key)) continue;
    const value = from.get(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of Object.entries(stored)) {
    if (value && !next.has(key)) next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Splits `/m/login?x=1#top` into its parts; a relative target keeps the current pathname. */
export function splitTarget(to: string, currentPathname: string): { pathname: string; search: string; hash: string } {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  const pathname = (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || currentPathname;
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return { pathname, search, hash };
}

/** The full href to navigate to, with the carried query merged in. */
export function carriedHref(to: string, location: { pathname: string; search: string }, stored?: Record<string, string | null | undefined>): string {
  const target = splitTarget(to, location.pathname);
  return `${target.pathname}${carryQuery(location.search, target.search, stored)}${target.hash}`;
}
