// The activity rules the reference API applies, as pure functions.
import type { NoviceTaskSettings, RescueSettings, VoucherEntry } from '../../src/config/types.generated.ts';
import { addDays, dayIn, knownTimeZone } from './days.ts';
import { servedTasks } from './noviceTasks.ts';
import { rescueAnswer, rescueBonus, rescuePeriod } from './rescue.ts';
import { calendarOf } from './signIn.ts';
import { servedVoucher } from './vouchers.ts';

describe('days', () => {
  test("a day is the merchant's: the same instant is two different days in Shanghai and São Paulo", () => {
    const at = new Date('2026-11-23T17:30:00Z');
    expect(dayIn('Asia/Shanghai', at)).toBe('2026-11-24');
    expect(dayIn('America/Sao_Paulo', at)).toBe('2026-11-23');
  });

  test.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-24', -7, '2026-11-17'],
  ])('%s %+d days is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });

  test('knows real time zones only', () => {
    expect(knownTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(knownTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('sign-in calendar', () => {
  const rewards = [1, 2, 3, 4, 5, 6, 10];
  const today = '2026-11-24';
  const signed = (calendar: ReturnType<typeof calendarOf>) => calendar.days.filter((d) => d.signed).map((d) => d.day);
  const todayOf = (calendar: ReturnType<typeof calendarOf>) => calendar.days.find((d) => d.today)?.day;

  test('a member who never signed in starts on day 1, dated today, the cycle running on from there', () => {
    const calendar = calendarOf(rewards, undefined, today);
    expect(signed(calendar)).toEqual([]);
    expect(todayOf(calendar)).toBe(1);
    expect(calendar.todayReward).toBe(1);
    expect(calendar.signedToday).toBe(false);
    expect(calendar.days.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
  });

  test('signed in yesterday on day 3: days 1-3 are signed and today is day 4', () => {
    const calendar = calendarOf(rewards, { day: '2026-11-23', cycleDay: 3 }, today);
    expect(signed(calendar)).toEqual([1, 2, 3]);
    expect(todayOf(calendar)).toBe(4);
    expect(calendar.todayReward).toBe(4);
    expect(calendar.days[0].date).toBe('2026-11-21');
  });

  test('signed in today on day 4: today is signed, with its reward', () => {
    const calendar = calendarOf(rewards, { day: today, cycleDay: 4 }, today);
    expect(calendar.signedToday).toBe(true);
    expect(signed(calendar)).toEqual([1, 2, 3, 4]);
    expect(todayOf(calendar)).toBe(4);
    expect(calendar.todayReward).toBe(4);
  });

  test.each([
    { name: 'a missed day', last: { day: '2026-11-22', cycleDay: 5 } },
    { name: 'a cycle finished yesterday', last: { day: '2026-11-23', cycleDay: 7 } },
  ])('$name starts a new cycle', ({ last }) => {
    const calendar = calendarOf(rewards, last, today);
    expect(signed(calendar)).toEqual([]);
    expect(todayOf(calendar)).toBe(1);
  });

  test('a cycle the merchant shortened since keeps today within it', () => {
    const calendar = calendarOf([1, 2, 3], { day: today, cycleDay: 6 }, today);
    expect(todayOf(calendar)).toBe(3);
    expect(signed(calendar)).toEqual([1, 2, 3]);
  });
});

describe('newcomer tasks', () => {
  const settings: NoviceTaskSettings = {
    windowDays: 7,
    tasks: [
      { id: 'sign', title: 'Sign in', goal: 'SIGN_IN_DAYS', target: 3, reward: 5 },
      { id: 'deposit', title: 'Deposit', goal: 'DEPOSIT_TOTAL', target: 100, reward: 10 },
      { id: 'mobile', title: 'Mobile', goal: 'BIND_MOBILE', target: 1, reward: 2 },
      { id: 'count', title: 'Count', goal: 'DEPOSIT_COUNT', target: 1, reward: 1 },
    ],
  };
  const registeredAt = new Date('2026-11-20T00:00:00Z');
  const progress = { signInDays: 4, depositCount: 0, depositTotal: 60, hasMobile: true };
  const serve = (now: string, claimed: string[] = []) =>
    servedTasks({ settings, progress, claimed: new Set(claimed), registeredAt, now: new Date(now), title: (t) => String(t.title), rules: '' });

  test('progress is measured per goal and capped at the target; a done task is claimable, a claimed one claimed', () => {
    const answer = serve('2026-11-22T00:00:00Z', ['mobile']);
    expect(answer.tasks.map((t) => [t.id, t.progress, t.status])).toEqual([
      ['sign', 3, 'CLAIMABLE'],
      ['deposit', 60, 'IN_PROGRESS'],
      ['mobile', 1, 'CLAIMED'],
      ['count', 0, 'IN_PROGRESS'],
    ]);
    expect(answer.endsAt).toBe('2026-11-27T00:00:00.000Z');
  });

  test('after the window, unclaimed tasks have expired; claimed ones stay claimed', () => {
    expect(serve('2026-11-27T00:00:00Z', ['mobile']).tasks.map((t) => t.status)).toEqual(['EXPIRED', 'EXPIRED', 'CLAIMED', 'EXPIRED']);
  });

  test('without a window the tasks never end', () => {
    const answer = servedTasks({
      settings: { tasks: settings.tasks },
      progress,
      claimed: new Set(),
      registeredAt,
      now: new Date('2030-01-01'),
      title: () => '',
      rules: '',
    });
    expect(answer.endsAt).toBeNull();
    expect(answer.tasks[0].status).toBe('CLAIMABLE');
  });
});

describe('rescue bonus', () => {
  const tiers: RescueSettings['tiers'] = [
    { minLoss: 5000, rate: 0.05, maxBonus: 200 },
    { minLoss: 500, rate: 0.03, maxBonus: 88 },
  ];

  test.each([
    { loss: 0, tier: null, amount: 0 },
    { loss: 499.99, tier: null, amount: 0 },
    { loss: 500, tier: 1, amount: 15 },
    { loss: 1234.5, tier: 1, amount: 37.04 },
    { loss: 4999, tier: 1, amount: 88 },
    { loss: 5000, tier: 0, amount: 200 },
    { loss: 3000, tier: 1, amount: 88 },
  ])('a loss of $loss reaches tier $tier and pays $amount', ({ loss, tier, amount }) => {
    expect(rescueBonus(tiers, loss)).toEqual({ tier, amount });
  });

  test('the period is yesterday, or the seven days before today', () => {
    expect(rescuePeriod('DAY', '2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(rescuePeriod('WEEK', '2026-11-24')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });

  test('the answer lists tiers by rising minimum and points at the one reached', () => {
    const answer = rescueAnswer({ period: 'DAY', tiers }, 6000, '2026-11-24', '<p>r</p>');
    expect(answer.tiers.map((t) => t.minLoss)).toEqual([500, 5000]);
    expect(answer).toMatchObject({ tier: 1, eligibleAmount: 200, loss: 6000, from: '2026-11-23', to: '2026-11-23', rules: '<p>r</p>' });
  });
});

describe('vouchers', () => {
  const entry: VoucherEntry = { id: 'v', title: 'V', amount: 50, minDeposits: 1, validDays: 7, promotionType: 'FIRST_DEPOSIT' };
  const registeredAt = new Date('2026-11-20T00:00:00Z');
  const serve = (over: { claimedAt?: Date; depositCount?: number; now?: string } = {}) =>
    servedVoucher(entry, {
      title: 'V',
      registeredAt,
      claimedAt: over.claimedAt,
      depositCount: over.depositCount ?? 0,
      now: new Date(over.now ?? '2026-11-21T00:00:00Z'),
    });

  test.each([
    { name: 'before the deposits it asks for', over: {}, status: 'AVAILABLE', claimable: false },
    { name: 'with them', over: { depositCount: 1 }, status: 'AVAILABLE', claimable: true },
    { name: 'claimed', over: { depositCount: 1, claimedAt: new Date('2026-11-21T00:00:00Z') }, status: 'USED', claimable: false },
    { name: 'past its days', over: { depositCount: 1, now: '2026-11-27T00:00:00Z' }, status: 'EXPIRED', claimable: false },
    {
      name: 'claimed, then past its days',
      over: { claimedAt: new Date('2026-11-21T00:00:00Z'), now: '2026-12-30T00:00:00Z' },
      status: 'USED',
      claimable: false,
    },
  ])('$name: $status', ({ over, status, claimable }) => {
    const voucher = serve(over);
    expect(voucher).toMatchObject({ status, claimable, expiresAt: '2026-11-27T00:00:00.000Z', promotionType: 'FIRST_DEPOSIT' });
  });
});
