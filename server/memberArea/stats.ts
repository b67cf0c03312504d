// What the member area reads about a member beyond their account: successful deposits (optionally
// within a period) and the VIP rank an operator assigned.
import type { Db } from '../db/index.ts';

export interface DepositStats {
  depositCount: number;
  /** In the merchant's currency. */
  depositTotal: number;
}

/** The member's successful deposits, all of them or those made in [since, until). */
export async function depositStats(db: Db, memberId: number, period: { since?: Date | null; until?: Date | null } = {}): Promise<DepositStats> {
  const [row] = await db.query<{ count: number | string; total: number | string }>(
    `SELECT count(*) AS count, coalesce(sum(amount), 0) AS total FROM deposits
     WHERE member_id = $1 AND status = 'SUCCESS'
       AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)`,
    [memberId, period.since ?? null, period.until ?? null],
  );
  // count is bigint and sum numeric: both arrive as strings.
  return { depositCount: Number(row?.count ?? 0), depositTotal: Number(row?.total ?? 0) };
}

/** The label id an operator gave the member (members.club_label_id), if any. */
export async function assignedLabelId(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db.query<{ club_label_id: number | null }>('SELECT club_label_id FROM members WHERE id = $1', [memberId]);
  return row?.club_label_id ?? null;
}

/** Gives a member a VIP rank by hand (an operator's act; null takes it back). */
export async function assignLabel(db: Db, memberId: number, labelId: number | null): Promise<void> {
  await db.query('UPDATE members SET club_label_id = $1 WHERE id = $2', [labelId, memberId]);
}
