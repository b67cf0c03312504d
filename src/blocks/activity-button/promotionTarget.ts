// The go-button target of each promotion type (spec section 2).
import type { PromotionType } from '../../config/types.generated.ts';
import { PATHS } from '../../rules/paths.ts';

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

export function promotionTarget(type: PromotionType): PromotionTarget {
  return type === 'APP_DOWNLOAD' ? { kind: 'download' } : { kind: 'route', to: ROUTES[type] };
}

/**
 * Whether the go button shows: members of type 0, 1 or 2; the referral button to type 0 and to
 * visitors; the upgrade bonus only with VIP benefits on.
 */
export function goButtonVisible(type: PromotionType, memberType: number, vipBenefits: boolean): boolean {
  if (type === 'REFERRAL') return memberType === 0 || memberType === -1;
  if (type === 'UPGRADE_BONUS' && !vipBenefits) return false;
  return [0, 1, 2].includes(memberType);
}
