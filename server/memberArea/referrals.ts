// Referral codes: each member's own code (made the first time they ask), who registered with whose
// code, and how many friends a member brought.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/index.ts';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

export function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The member's referral code, made on first ask; unique within the merchant. */
export async function referralCodeOf(db: Db, memberId: number, merchantCode: string): Promise<string> {
  for (;;) {
    const [existing] = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [memberId]);
    if (existing) return existing.code;
    // A code another member holds (or a concurrent first ask) inserts nothing; the loop reads again or tries a new code.
    await db.query(`INSERT INTO referral_codes (member_id, merchant_code, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      memberId,
      merchantCode,
      newReferralCode(),
    ]);
  }
}

/** Records that a new member registered with a referral code; an unknown code, or their own, is ignored. */
export async function recordReferral(db: Db, merchantCode: string, memberId: number, code: string | undefined): Promise<void> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return;
  await db.query(
    `UPDATE members SET referred_by = r.member_id FROM referral_codes r
     WHERE members.id = $1 AND r.merchant_code = $2 AND r.code = $3 AND r.member_id <> $1 AND members.referred_by IS NULL`,
    [memberId, merchantCode, wanted],
  );
}

export async function invitedCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ count: number | string }>('SELECT count(*) AS count FROM members WHERE referred_by = $1', [memberId]);
  return Number(row?.count ?? 0);
}
