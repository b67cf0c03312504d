// The go-button target of each promotion type (spec section 2).
import type { PromotionType } from '../../config/types.generated.ts';

export type PromotionTarget = { kind: 'route'; to: string } | { kind: 'download' };

const ROUTES: Record<Exclude<PromotionType, 'APP_DOWNLOAD'>, string> = {
  LOGIN: '/m/activity/signIn',
  REGISTER: '/m/activity/noviceTask',
  SAVIOR: '/m/activity/rescue',
  DEPOSIT: '/m/voucherCenter',
  FIRST_DEPOSIT: '/m/voucherCenter',
  SECOND_DEPOSIT: '/m/voucherCenter',
  THIRD_DEPOSIT: '/m/voucherCenter',
  FOURTH_DEPOSIT: '/m/voucherCenter',
  FIFTH_DEPOSIT: '/m/voucherCenter',
  DEPOSIT_COUNT: '/m/voucherCenter',
  DEPOSIT_BET_BONUS: '/m/voucherCenter',
  REFERRAL: '/m/inviteFriends',
  MISSION: '/m/leaderBoard',
  UPGRADE_BONUS: '/m/member/benefits',
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
