// The route guard of spec section 2, as one pure decision.
import { isHomePath, PATHS } from './paths.ts';

/** Pages anyone may open without a session. */
const PUBLIC_PATHS: readonly string[] = [PATHS.login, PATHS.register, PATHS.registerHtml, PATHS.inviteFriends];

export interface GuardInput {
  pathname: string;
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

export function guardRoute({ pathname, query, storedToken, memberType }: GuardInput): GuardDecision {
  if (isHomePath(pathname) || PUBLIC_PATHS.includes(pathname)) return { allow: true, token: tokenFromQuery(query) ?? storedToken };
  const token = tokenFromQuery(query) ?? storedToken;
  if (!token) return { allow: false, redirect: !storedToken && pathname === PATHS.feedback ? PATHS.home : PATHS.login };
  if (memberType === -1) return { allow: false, redirect: PATHS.login };
  return { allow: true, token };
}
