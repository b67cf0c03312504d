// The route guard of spec section 2, as one pure decision. Each page names its policy in the page
// registry: 'public' pages are open to visitors, 'member' pages need a session token (from the query's
// token or tokens, or the stored session), and 'member-else-home' sends a visitor with no stored session
// home instead of to the login page (/m/feedback).
import { PATHS } from './paths.ts';

export type GuardPolicy = 'public' | 'member' | 'member-else-home';

export interface GuardInput {
  policy: GuardPolicy;
  query: URLSearchParams;
  /** Token of the stored session info, if any. */
  storedToken?: string;
  /** Member type once known: -1 is not logged in. */
  memberType?: number;
}

export type GuardDecision = { allow: true; token?: string } | { allow: false; redirect: string };

export function tokenFromQuery(query: URLSearchParams): string | undefined {
  return query.get('token') || query.get('tokens') || undefined;
}

export function guardRoute({ policy, query, storedToken, memberType }: GuardInput): GuardDecision {
  const token = tokenFromQuery(query) ?? storedToken;
  if (policy === 'public') return { allow: true, token };
  if (!token) return { allow: false, redirect: policy === 'member-else-home' ? PATHS.home : PATHS.login };
  if (memberType === -1) return { allow: false, redirect: PATHS.login };
  return { allow: true, token };
}
