// Test fixtures of the activity calls, shared by the activity pages' and the activities store's tests:
// the calls mocked, and answers as the reference API gives them.
import type { NoviceTasks, SignInCalendar, Vouchers } from '../config/types.generated.ts';

/**
 * The calls module with every call a mock and its constants kept, for
 * `vi.mock(path, async (original) => (await import(fixtures)).mockActivityCalls(original))`.
 */
export async function mockActivityCalls(importOriginal: <T>() => Promise<T>) {
  return {
    ...(await importOriginal<typeof import('./activityCalls.ts')>()),
    fetchPromotionDetail: vi.fn(),
    fetchSignInCalendar: vi.fn(),
    signIn: vi.fn(),
    fetchNoviceTasks: vi.fn(),
    claimNoviceTask: vi.fn(),
    fetchRescueInfo: vi.fn(),
    fetchVouchers: vi.fn(),
    claimVoucher: vi.fn(),
  };
}

/** A cycle whose day 2 is today (reward 3), signed in today or not yet. */
export const signInCalendar = (signedToday: boolean): SignInCalendar => ({
  today: '2026-11-24',
  signedToday,
  todayReward: 3,
  rules: '<p>Seven days in a row bring more.</p>',
  days: [
    { day: 1, date: '2026-11-23', reward: 2, signed: true, today: false },
    { day: 2, date: '2026-11-24', reward: 3, signed: signedToday, today: true },
    { day: 3, date: '2026-11-25', reward: 5, signed: false, today: false },
  ],
});

/** Three tasks; the first (reward 5) is done, and claimed or still to claim. */
export const noviceTasks = (claimed: boolean): NoviceTasks => ({
  endsAt: '2099-01-01T00:00:00Z',
  rules: '',
  tasks: [
    {
      id: 'first-sign-in',
      title: 'Sign in for the first time',
      goal: 'SIGN_IN_DAYS',
      target: 1,
      progress: 1,
      reward: 5,
      status: claimed ? 'CLAIMED' : 'CLAIMABLE',
    },
    { id: 'sign-in-3', title: 'Sign in on 3 days', goal: 'SIGN_IN_DAYS', target: 3, progress: 1, reward: 10, status: 'IN_PROGRESS' },
    { id: 'deposit-1000', title: 'Deposit in total', goal: 'DEPOSIT_TOTAL', target: 1000, progress: 250, reward: 38, status: 'IN_PROGRESS' },
  ],
});

/** A welcome voucher of 18 first (claimable, or used), then one that needs a deposit and one expired. */
export const vouchers = (welcome: 'AVAILABLE' | 'USED'): Vouchers => ({
  depositCount: 0,
  vouchers: [
    {
      id: 'welcome',
      title: 'Welcome voucher',
      amount: 18,
      minDeposits: 0,
      expiresAt: '2099-01-01T00:00:00Z',
      status: welcome,
      claimable: welcome === 'AVAILABLE',
      ...(welcome === 'USED' ? { claimedAt: '2026-11-23T10:00:00Z' } : {}),
    },
    { id: 'first', title: 'First deposit voucher', amount: 100, minDeposits: 1, expiresAt: '2099-01-01T00:00:00Z', status: 'AVAILABLE', claimable: false },
    { id: 'old', title: 'Old voucher', amount: 5, minDeposits: 0, expiresAt: '2026-01-01T00:00:00Z', status: 'EXPIRED', claimable: false },
  ],
});
