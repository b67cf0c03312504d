import type { PromotionType } from '../config/types.generated.ts';
import { goButtonVisible, hasVipBenefits, promotionTarget } from './promotionTarget.ts';

const TARGETS: [PromotionType, string | 'download'][] = [
  ['LOGIN', '/m/activity/signIn'],
  ['REGISTER', '/m/activity/noviceTask'],
  ['SAVIOR', '/m/activity/rescue'],
  ['DEPOSIT', '/m/voucherCenter'],
  ['FIRST_DEPOSIT', '/m/voucherCenter'],
  ['SECOND_DEPOSIT', '/m/voucherCenter'],
  ['THIRD_DEPOSIT', '/m/voucherCenter'],
  ['FOURTH_DEPOSIT', '/m/voucherCenter'],
  ['FIFTH_DEPOSIT', '/m/voucherCenter'],
  ['DEPOSIT_COUNT', '/m/voucherCenter'],
  ['DEPOSIT_BET_BONUS', '/m/voucherCenter'],
  ['REFERRAL', '/m/inviteFriends'],
  ['MISSION', '/m/leaderBoard'],
  ['UPGRADE_BONUS', '/m/member/benefits'],
  ['APP_DOWNLOAD', 'download'],
];

describe('promotionTarget', () => {
  test.each(TARGETS)('%s → %s', (type, to) => {
    expect(promotionTarget(type)).toEqual(to === 'download' ? { kind: 'download' } : { kind: 'route', to });
  });
});

/** Member types: -1 a visitor, 0-2 members, 4 a member without chat permission, 3 and 5 types the spec leaves out. */
const MEMBER_TYPES = [-1, 0, 1, 2, 3, 4, 5];

/** The spec's rule written out per type, independently of the implementation's branches. */
function expected(type: PromotionType, member: number, vip: boolean): boolean {
  switch (type) {
    case 'REFERRAL':
      return member === 0 || member === -1;
    case 'UPGRADE_BONUS':
      return vip && (member === 0 || member === 1 || member === 2);
    default:
      return member === 0 || member === 1 || member === 2;
  }
}

describe('goButtonVisible: every promotion type × member type × VIP benefits', () => {
  const rows = TARGETS.flatMap(([type]) =>
    MEMBER_TYPES.flatMap((member) => [false, true].map((vip) => ({ type, member, vip, visible: expected(type, member, vip) }))),
  );

  test('the table covers every type, member type and VIP setting', () => {
    expect(rows).toHaveLength(15 * 7 * 2);
  });

  test.each(rows)('$type for member type $member (VIP $vip): $visible', ({ type, member, vip, visible }) => {
    expect(goButtonVisible(type, member, vip)).toBe(visible);
  });

  test.each([
    { type: 'LOGIN', member: -1, vip: true, visible: false },
    { type: 'LOGIN', member: 4, vip: false, visible: false },
    { type: 'REFERRAL', member: 1, vip: true, visible: false },
    { type: 'REFERRAL', member: -1, vip: false, visible: true },
    { type: 'UPGRADE_BONUS', member: 2, vip: false, visible: false },
    { type: 'UPGRADE_BONUS', member: -1, vip: true, visible: false },
    { type: 'APP_DOWNLOAD', member: 0, vip: false, visible: true },
  ] as const)('spot check: $type for $member (VIP $vip) is $visible', ({ type, member, vip, visible }) => {
    expect(goButtonVisible(type, member, vip)).toBe(visible);
  });
});

describe('hasVipBenefits', () => {
  test.each([
    [{ labelName: 'Gold', type: 'AUTO' }, true],
    [{ labelName: 'Gold', type: 'MANUAL' }, false],
    [{ labelName: 'Gold' }, false],
    [null, false],
    [undefined, false],
  ])('%o → %s', (label, on) => {
    expect(hasVipBenefits(label)).toBe(on);
  });
});
