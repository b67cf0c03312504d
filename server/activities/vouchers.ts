// Vouchers: each of the merchant's vouchers is the member's from registration until it expires; a member
// with enough successful deposits claims it once, which marks it used.
import type { PromotionType, VoucherEntry } from '../../src/config/types.generated.ts';
import type { Db } from '../db/index.ts';

export type VoucherStatus = 'AVAILABLE' | 'USED' | 'EXPIRED';

export interface ServedVoucher {
  id: string;
  title: string;
  amount: number;
  minDeposits: number;
  expiresAt: string;
  status: VoucherStatus;
  /** Available and the member has made the deposits it asks for. */
  claimable: boolean;
  claimedAt?: string;
  promotionType?: PromotionType;
}

export interface VouchersAnswer {
  vouchers: ServedVoucher[];
  /** The member's successful deposits, which vouchers' minDeposits are measured against. */
  depositCount: number;
}

const DAY_MS = 86_400_000;

export function servedVoucher(entry: VoucherEntry, input: { title: string; registeredAt: Date; claimedAt?: Date; depositCount: number; now: Date }): ServedVoucher {
  const expiresAt = new Date(input.registeredAt.getTime() + entry.validDays * DAY_MS);
  const minDeposits = entry.minDeposits ?? 0;
  const status: VoucherStatus = input.claimedAt ? 'USED' : input.now >= expiresAt ? 'EXPIRED' : 'AVAILABLE';
  return {
    id: entry.id,
    title: input.title,
    amount: entry.amount,
    minDeposits,
    expiresAt: expiresAt.toISOString(),
    status,
    claimable: status === 'AVAILABLE' && input.depositCount >= minDeposits,
    ...(input.claimedAt ? { claimedAt: input.claimedAt.toISOString() } : {}),
    ...(entry.promotionType ? { promotionType: entry.promotionType } : {}),
  };
}

export async function voucherClaims(db: Db, memberId: number): Promise<Map<string, Date>> {
  const rows = await db.query<{ voucher_id: string; claimed_at: Date | string }>(
    'SELECT voucher_id, claimed_at FROM activity_voucher_claims WHERE member_id = $1',
    [memberId],
  );
  return new Map(rows.map((r) => [r.voucher_id, new Date(r.claimed_at)]));
}

/** Records a claim; false when the voucher was claimed already. */
export async function recordVoucherClaim(db: Db, memberId: number, voucherId: string, amount: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO activity_voucher_claims (member_id, voucher_id, amount) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, voucher_id) DO NOTHING RETURNING member_id`,
    [memberId, voucherId, amount],
  );
  return rows.length > 0;
}
