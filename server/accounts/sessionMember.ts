// The member behind a request's bearer token, as every call that names a session resolves it.
import type { MerchantFile } from '../../src/config/types.generated.ts';
import type { Db } from '../db/index.ts';
import { bearerToken } from '../http/request.ts';
import type { RequestContext } from '../http/router.ts';
import { findMemberById, findSession, type Member } from './members.ts';

/** The member of a live session of this merchant, or undefined (a token of another merchant is no session here). */
export async function sessionMember(ctx: RequestContext, merchant: MerchantFile, db: Db): Promise<Member | undefined> {
  const token = bearerToken(ctx.req);
  if (!token) return undefined;
  const session = await findSession(db, token);
  if (!session || session.merchantCode !== merchant.merchantCode) return undefined;
  return findMemberById(db, session.memberId);
}
