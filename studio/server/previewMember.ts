// The member the preview shows a merchant's pages to: one per merchant in the preview's own database,
// made on first use, with a fresh session each time the operator switches to the member's view.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/index.ts';
import { createMember, createSession, findMemberByUsername } from '../../server/accounts/members.ts';

export const PREVIEW_MEMBER = 'studiopreview';

/** A session token of the merchant's preview member. */
export async function previewMemberToken(db: Db, merchantCode: string): Promise<string> {
  const member =
    (await findMemberByUsername(db, merchantCode, PREVIEW_MEMBER)) ??
    (await createMember(db, { merchantCode, username: PREVIEW_MEMBER, password: randomBytes(18).toString('base64url') }));
  return createSession(db, member.id, merchantCode, '127.0.0.1');
}
