// The go button of a promotion (spec section 2): where each promotion type leads, and who sees it.
import type { ClubLabel as Rank } from '../api/types.ts';

/** What these rules read of a member's rank (any part may be missing from an older answer). */
type ClubLabel = Partial<Pick<Rank, 'labelName' | 'rankLevel'>> & { type?: string };
import type { PromotionType } from '../config/types.generated.ts';
import { PATHS } from './paths.ts';

export type PromotionTarget = { kind: 'route'; to: string } | { kind: 'download' };

const ROUTES: Record<Exclude<PromotionType, 'APP_DOWNLOAD'>, string> = {
  LOGIN: PATHS.signIn,
  REGISTER: PATHS.noviceTask,
  SAVIOR: PATHS.rescue,
  DEPOSIT: PATHS.voucherCenter,
  FIRST_DEPOSIT: PATHS.voucherCenter,
  SECOND_DEPOSIT: PATHS.voucherCenter,
  THIRD_DEPOSIT: PATHS.voucherCenter,
  FOURTH_DEPOSIT: PATHS.voucherCenter,
  FIFTH_DEPOSIT: PATHS.voucherCenter,
  DEPOSIT_COUNT: PATHS.voucherCenter,
  DEPOSIT_BET_BONUS: PATHS.voucherCenter,
  REFERRAL: PATHS.inviteFriends,
  MISSION: PATHS.leaderBoard,
  UPGRADE_BONUS: PATHS.benefits,
};

/** A route for every type but the app download, which has no path: it calls the download handler. */
export function promotionTarget(type: PromotionType): PromotionTarget {
  return type === 'APP_DOWNLOAD' ? { kind: 'download' } : { kind: 'route', to: ROUTES[type] };
}

/** VIP benefits are on for a member whose club label is of type AUTO (spec section 3). */
export const hasVipBenefits = (clubLabel: ClubLabel | null | undefined): boolean => clubLabel?.type === 'AUTO';

/**
 * Whether the go button shows: members of type 0, 1 or 2; the referral button to type 0 and to
 * visitors (-1); the upgrade bonus only with VIP benefits on.
 */
export function goButtonVisible(type: PromotionType, memberType: number, vipBenefits: boolean): boolean {
  if (type === 'REFERRAL') return memberType === 0 || memberType === -1;
  if (type === 'UPGRADE_BONUS' && !vipBenefits) return false;
  return [0, 1, 2].includes(memberType);
}
