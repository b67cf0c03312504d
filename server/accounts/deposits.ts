// Deposits of members: what the deposit settings call reports (first deposit or not).
import type { Db } from '../db/index.ts';

export type DepositStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export async function recordDeposit(db: Db, memberId: number, amount: number, status: DepositStatus): Promise<void> {
  await db.query('INSERT INTO deposits (member_id, amount, status) VALUES ($1, $2, $3)', [memberId, amount, status]);
}

export async function countSuccessfulDeposits(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(`SELECT count(*) AS count FROM deposits WHERE member_id = $1 AND status = 'SUCCESS'`, [memberId]);
  // PostgreSQL counts are bigint, which arrive as strings.
  return Number(row?.count ?? 0);
}
