// The studio's access token, which every call of the page sends in a header. The printed address hands it
// to the page in the fragment (#token=…), which never reaches a server or its logs; the page keeps it for
// this tab, so a reload keeps working, and takes it off the address bar.
const KEY = 'wl.studio.token';

/** The token a fragment carries, and the fragment without it. */
export function tokenInFragment(hash: string): { token?: string; rest: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token') ?? undefined;
  params.delete('token');
  const rest = params.toString();
  return { token: token || undefined, rest: rest ? `#${rest}` : '' };
}

/** This tab's token: from the address, else as kept; undefined when the page was opened without it. */
export function takeAccessToken(): string | undefined {
  const { token, rest } = tokenInFragment(location.hash);
  if (token) {
    try {
      sessionStorage.setItem(KEY, token);
    } catch {
      // Storage blocked: the token lasts as long as the page.
    }
    history.replaceState(history.state, '', `${location.pathname}${location.search}${rest}`);
    return token;
  }
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
