// The daily sign-in calendar: a cycle of days, each with its reward. Signing in on consecutive days walks
// through the cycle; a missed day, or a finished cycle, starts a new one. Days are the merchant's.
import type { SignInCalendar } from '../../src/config/types.generated.ts';
import type { Db } from '../db/index.ts';
import { addDays, type Day } from './days.ts';

export interface SignInRecord {
  day: Day;
  /** Which day of its cycle this sign-in was (1 = the first). */
  cycleDay: number;
}

/** The current cycle as of `today`, given the member's latest sign-in. */
export function calendarOf(rewards: readonly number[], last: SignInRecord | undefined, today: Day, rules = ''): SignInCalendar {
  const length = rewards.length;
  let todayDay = 1;
  let signedThrough = 0;
  const signedToday = last?.day === today;
  if (last && signedToday) {
    todayDay = Math.min(last.cycleDay, length);
    signedThrough = todayDay;
  } else if (last && last.day === addDays(today, -1) && last.cycleDay < length) {
    todayDay = last.cycleDay + 1;
    signedThrough = last.cycleDay;
  }
  const days = rewards.map((reward, index) => ({
    day: index + 1,
    date: addDays(today, index + 1 - todayDay),
    reward,
    signed: index + 1 <= signedThrough,
    today: index + 1 === todayDay,
  }));
  return { today, days, signedToday, todayReward: rewards[todayDay - 1], rules };
}

export async function lastSignIn(db: Db, memberId: number): Promise<SignInRecord | undefined> {
  const [row] = await db.query<{ day: string; cycle_day: number }>(
    `SELECT to_char(sign_day, 'YYYY-MM-DD') AS day, cycle_day FROM activity_sign_ins WHERE member_id = $1 ORDER BY sign_day DESC LIMIT 1`,
    [memberId],
  );
  return row ? { day: row.day, cycleDay: row.cycle_day } : undefined;
}

export async function countSignIns(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ count: number | string }>('SELECT count(*) AS count FROM activity_sign_ins WHERE member_id = $1', [memberId]);
  return Number(row?.count ?? 0);
}

/** Records today's sign-in; false when the member had already signed in that day. */
export async function recordSignIn(db: Db, memberId: number, day: Day, cycleDay: number, reward: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO activity_sign_ins (member_id, sign_day, cycle_day, reward) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (member_id, sign_day) DO NOTHING RETURNING member_id`,
    [memberId, day, cycleDay, reward],
  );
  return rows.length > 0;
}
