import type { PromotionType } from '../../config/types.generated.ts';
import { goButtonVisible, promotionTarget } from './promotionTarget.ts';

describe('promotionTarget', () => {
  test.each([
    ['LOGIN', '/m/activity/signIn'], ['REGISTER', '/m/activity/noviceTask'], ['SAVIOR', '/m/activity/rescue'],
    ['DEPOSIT', '/m/voucherCenter'], ['FIRST_DEPOSIT', '/m/voucherCenter'], ['FIFTH_DEPOSIT', '/m/voucherCenter'],
    ['DEPOSIT_COUNT', '/m/voucherCenter'], ['DEPOSIT_BET_BONUS', '/m/voucherCenter'], ['REFERRAL', '/m/inviteFriends'],
    ['MISSION', '/m/leaderBoard'], ['UPGRADE_BONUS', '/m/member/benefits'],
  ] as const)('%s goes to %s', (type, to) => {
    expect(promotionTarget(type)).toEqual({ kind: 'route', to });
  });

  test('app download has no path: it calls the download handler', () => {
    expect(promotionTarget('APP_DOWNLOAD')).toEqual({ kind: 'download' });
  });
});

describe('goButtonVisible', () => {
  test.each([
    { type: 'LOGIN', member: 0, vip: false, visible: true },
    { type: 'LOGIN', member: 2, vip: false, visible: true },
    { type: 'LOGIN', member: 4, vip: false, visible: false },
    { type: 'LOGIN', member: -1, vip: false, visible: false },
    { type: 'REFERRAL', member: 0, vip: false, visible: true },
    { type: 'REFERRAL', member: -1, vip: false, visible: true },
    { type: 'REFERRAL', member: 1, vip: false, visible: false },
    { type: 'UPGRADE_BONUS', member: 1, vip: false, visible: false },
    { type: 'UPGRADE_BONUS', member: 1, vip: true, visible: true },
  ])('$type for member type $member (vip $vip): $visible', ({ type, member, vip, visible }) => {
    expect(goButtonVisible(type as PromotionType, member, vip)).toBe(visible);
  });
});
