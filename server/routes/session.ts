// Sessions: the RSA key for encrypted bodies, and the member behind a request's bearer token.
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { bearerToken } from '../http/request.ts';
import type { RequestContext } from '../http/router.ts';
import type { ApiRouter } from './context.ts';
import { findMemberById, findSession, type Member } from '../members.ts';
import type { ApiDeps } from './deps.ts';

export function sessionRoutes(router: ApiRouter, deps: ApiDeps): void {
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
