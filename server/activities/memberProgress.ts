// What a member has done that activities measure: days signed in, successful deposits and their total,
// and whether a mobile number is on the account.
import type { Db } from '../db/index.ts';
import type { Member } from '../accounts/members.ts';
import { depositStats, type DepositStats } from '../memberArea/stats.ts';
import { countSignIns } from './signIn.ts';

export interface MemberProgress extends DepositStats {
  signInDays: number;
  hasMobile: boolean;
}

export async function memberProgress(db: Db, member: Member): Promise<MemberProgress> {
  const [deposits, signInDays] = await Promise.all([depositStats(db, member.id), countSignIns(db, member.id)]);
  return { signInDays, ...deposits, hasMobile: Boolean(member.mobileNum) };
}
