// Vouchers: each of the merchant's vouchers is the member's from registration until it expires; a member
// with enough successful deposits claims it once, which marks it used.
import type { Voucher, VoucherEntry, VoucherStatus } from '../../src/config/types.generated.ts';
import type { Db } from '../db/index.ts';
import { claimsOf, recordClaim, VOUCHER_CLAIMS } from './claims.ts';

const DAY_MS = 86_400_000;

export function servedVoucher(entry: VoucherEntry, input: { title: string; registeredAt: Date; claimedAt?: Date; depositCount: number; now: Date }): Voucher {
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

/** When the member claimed each voucher they have claimed. */
export const voucherClaims = (db: Db, memberId: number) => claimsOf(db, VOUCHER_CLAIMS, memberId);

/** Records a claim; false when the voucher was claimed already. */
export const recordVoucherClaim = (db: Db, memberId: number, voucherId: string, amount: number) => recordClaim(db, VOUCHER_CLAIMS, memberId, voucherId, amount);
