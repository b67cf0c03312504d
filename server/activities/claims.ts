// Rewards a member claims once each (newcomer tasks, vouchers): one row per member and item, with the
// amount paid and when (the tables db/migrations.ts makes with claimsTable).
import type { Db } from '../db/index.ts';

export const TASK_CLAIMS = { table: 'activity_task_claims', item: 'task_id', amount: 'reward' } as const;
export const VOUCHER_CLAIMS = { table: 'activity_voucher_claims', item: 'voucher_id', amount: 'amount' } as const;
type Claims = typeof TASK_CLAIMS | typeof VOUCHER_CLAIMS;

/** When the member claimed each item they have claimed. */
export async function claimsOf(db: Db, claims: Claims, memberId: number): Promise<Map<string, Date>> {
  const rows = await db.query<{ item: string; claimed_at: Date | string }>(
    `SELECT ${claims.item} AS item, claimed_at FROM ${claims.table} WHERE member_id = $1`,
    [memberId],
  );
  return new Map(rows.map((r) => [r.item, new Date(r.claimed_at)]));
}

/** Records a claim; false when the item was claimed already. */
export async function recordClaim(db: Db, claims: Claims, memberId: number, itemId: string, amount: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO ${claims.table} (member_id, ${claims.item}, ${claims.amount}) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, ${claims.item}) DO NOTHING RETURNING member_id`,
    [memberId, itemId, amount],
  );
  return rows.length > 0;
}
