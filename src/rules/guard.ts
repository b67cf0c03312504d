// The route guard of spec section 2, as one pure decision. Each page names its policy in the page
// registry: 'public' pages are open to visitors, 'member' pages need a session token, and
// 'member-else-home' sends a visitor with no stored session home instead of to the login page
// (/m/feedback).
//
// A token handed over in the query (token or tokens: the native shell opening a page, /m/appDownload's
// tokens) is read only where the guard reads it: member pages and home, where the shell lands. It must
// look like a token (not 'undefined', not empty), and it becomes the session only once the server has
// confirmed it (SessionStore.adoptQueryToken); until then a member page waits rather than redirect.
import { isHomePath, PATHS } from './paths.ts';

export type GuardPolicy = 'public' | 'member' | 'member-else-home';

export interface GuardInput {
  policy: GuardPolicy;
  /** Token of the stored session info, if any. */
  storedToken?: string;
  /** A query token the server is still being asked about. */
  checkingToken?: boolean;
  /** Member type once known: -1 is not logged in. */
  memberType?: number;
}

export type GuardDecision = { allow: true; token?: string } | { allow: false; redirect: string } | { allow: false; wait: true };

/** What a bearer token can look like: URL-safe characters, long enough to be random. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** The query's token when this page reads one and it looks like a token; undefined otherwise. */
export function acceptedQueryToken(query: URLSearchParams, policy: GuardPolicy, pathname: string): string | undefined {
  if (policy === 'public' && !isHomePath(pathname)) return undefined;
  const token = (query.get('token') || query.get('tokens') || '').trim();
  return TOKEN_SHAPE.test(token) ? token : undefined;
}

export function guardRoute({ policy, storedToken, checkingToken, memberType }: GuardInput): GuardDecision {
  if (policy === 'public') return { allow: true, token: storedToken };
  if (!storedToken) {
    if (checkingToken) return { allow: false, wait: true };
    return { allow: false, redirect: policy === 'member-else-home' ? PATHS.home : PATHS.login };
  }
  if (memberType === -1) return { allow: false, redirect: PATHS.login };
  return { allow: true, token: storedToken };
}
