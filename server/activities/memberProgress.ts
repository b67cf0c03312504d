// What a member has done that activities measure: days signed in, successful deposits and their total,
// and whether a mobile number is on the account.
import type { Db } from '../db/index.ts';
import type { Member } from '../members.ts';
import { countSignIns } from './signIn.ts';

export interface MemberProgress {
  signInDays: number;
  depositCount: number;
  depositTotal: number;
  hasMobile: boolean;
}

export async function depositStats(db: Db, memberId: number): Promise<{ count: number; total: number }> {
  const [row] = await db.query<{ count: number | string; total: number | string }>(
    `SELECT count(*) AS count, coalesce(sum(amount), 0) AS total FROM deposits WHERE member_id = $1 AND status = 'SUCCESS'`,
    [memberId],
  );
  // PostgreSQL counts and sums of NUMERIC arrive as strings.
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}

export async function memberProgress(db: Db, member: Member): Promise<MemberProgress> {
  const [deposits, signInDays] = await Promise.all([depositStats(db, member.id), countSignIns(db, member.id)]);
  return { signInDays, depositCount: deposits.count, depositTotal: deposits.total, hasMobile: Boolean(member.mobileNum) };
}
