// Reset links' one-time tokens. The link carries 32 random bytes; the database keeps only their SHA-256,
// with an expiry and the moment the token was spent, so a copy of the database opens no account.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for a member's reset link. */
export async function createResetToken(db: Db, memberId: number, merchantCode: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO password_resets (token_hash, member_id, merchant_code, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`, [
    hashOf(token),
    memberId,
    merchantCode,
    RESET_LINK_MINUTES,
  ]);
  return token;
}

/** The member and expiry of a live (unspent, unexpired) token of this merchant, without spending it. */
export async function findResetToken(db: Db, merchantCode: string, token: string): Promise<{ memberId: number; expiresAt: Date } | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ member_id: number; expires_at: string | Date }>(
    'SELECT member_id, expires_at FROM password_resets WHERE token_hash = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > now()',
    [hashOf(token), merchantCode],
  );
  return row ? { memberId: row.member_id, expiresAt: new Date(row.expires_at) } : undefined;
}

/** Spends a live token in one statement (two requests racing with it cannot both win); its member, or undefined. */
export async function spendResetToken(db: Db, merchantCode: string, token: string): Promise<number | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ member_id: number }>(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
    [hashOf(token), merchantCode],
  );
  return row?.member_id;
}
