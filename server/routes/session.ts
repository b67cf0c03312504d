// Sessions: the RSA key for encrypted bodies, and the member behind a request's bearer token.
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { notLoggedIn } from '../http/errors.ts';
import { bearerToken } from '../http/request.ts';
import type { Router, RequestContext } from '../http/router.ts';
import { findMemberById, findSession, type Member } from '../members.ts';
import type { ApiDeps } from './deps.ts';

export function sessionRoutes(router: Router, deps: ApiDeps): void {
  router.get('/wps/session/key/rsa', async () => (await deps.rsa).publicPem);
}

/** The member of a live session of this merchant, or undefined (a token of another merchant is no session here). */
export async function sessionMember(ctx: RequestContext, merchant: MerchantFile, { db }: ApiDeps): Promise<Member | undefined> {
  const token = bearerToken(ctx.req);
  if (!token) return undefined;
  const session = await findSession(db, token);
  if (!session || session.merchantCode !== merchant.merchantCode) return undefined;
  return findMemberById(db, session.memberId);
}

/** Like sessionMember, but a missing session is the 401 the front end reads as "log in again". */
export async function requireMember(ctx: RequestContext, merchant: MerchantFile, deps: ApiDeps): Promise<Member> {
  const member = await sessionMember(ctx, merchant, deps);
  if (!member) throw notLoggedIn();
  return member;
}
