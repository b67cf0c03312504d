import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calls from '../../api/activityCalls.ts';
import { noviceTasks as tasks, signInCalendar as calendar, vouchers } from '../../api/activityCalls.fixtures.ts';
import { ApiError } from '../../api/failures.ts';
import type { RescueInfo } from '../../config/types.generated.ts';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';
import NoviceTaskPage from './NoviceTaskPage.tsx';
import RescuePage from './RescuePage.tsx';
import SignInPage from './SignInPage.tsx';
import VoucherCenterPage from './VoucherCenterPage.tsx';

vi.mock('../../api/activityCalls.ts', async (importOriginal) => (await import('../../api/activityCalls.fixtures.ts')).mockActivityCalls(importOriginal));

/** royal88 (CNY) with a member logged in. */
function member() {
  const stores = makeStores();
  stores.session.save({ token: 'tok', type: 0 });
  return { stores };
}

/** The page's announcement of what an action earned (the other status on screen is the test's location probe). */
const announcement = () => screen.getAllByRole('status').find((status) => status.getAttribute('aria-label') !== 'location');

afterEach(() => {
  vi.resetAllMocks();
});

describe('daily sign-in', () => {
  test("shows the cycle, which days are signed and today's reward; signing in records it and says what it earned", async () => {
    vi.mocked(calls.fetchSignInCalendar).mockResolvedValue(calendar(false));
    vi.mocked(calls.signIn).mockResolvedValue(calendar(true));
    await renderSettled(<SignInPage />, member());
    const today = await screen.findByRole('region', { name: "Today's reward" });
    expect(today).toHaveTextContent('3 CNY');
    const days = within(screen.getByRole('region', { name: 'This cycle' })).getAllByRole('listitem');
    expect(days.map((d) => d.textContent)).toEqual(['Day 111/232Signed', 'Day 211/243Today', 'Day 311/255']);
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('region', { name: 'Rules' })).toHaveTextContent('Seven days in a row bring more.');

    await userEvent.click(within(today).getByRole('button', { name: 'Sign in' }));
    expect(calls.signIn).toHaveBeenCalledTimes(1);
    expect(within(today).getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(within(today).getByRole('status')).toHaveTextContent('Signed in! You received 3 CNY.');
  });

  test('a merchant without a calendar: the activity is not offered, with a way home', async () => {
    vi.mocked(calls.fetchSignInCalendar).mockRejectedValue(
      new ApiError('This activity is not available', { status: 404, errorCode: 'activity.not.available' }),
    );
    await renderSettled(<SignInPage />, member());
    expect(await screen.findByRole('alert')).toHaveTextContent('This activity is not offered at the moment.');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('newcomer tasks', () => {
  test('each task shows its progress and reward; a done one is claimed', async () => {
    vi.mocked(calls.fetchNoviceTasks).mockResolvedValue(tasks(false));
    vi.mocked(calls.claimNoviceTask).mockResolvedValue(tasks(true));
    await renderSettled(<NoviceTaskPage />, member());
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByRole('progressbar', { name: 'Sign in on 3 days' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(list).getByRole('progressbar', { name: 'Deposit in total' })).toHaveAttribute('aria-valuetext', '250 of 1000');
    expect(within(list).getByRole('listitem', { name: 'Deposit in total' })).toHaveTextContent('250 CNY of 1,000 CNYReward: 38 CNY');
    expect(within(list).getByRole('link', { name: 'Go to the sign-in' })).toHaveAttribute('href', '/m/activity/signIn');

    await userEvent.click(within(list).getByRole('button', { name: 'Claim the reward for Sign in for the first time' }));
    expect(calls.claimNoviceTask).toHaveBeenCalledWith(expect.anything(), 'first-sign-in');
    expect(within(list).getByText('Claimed')).toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Reward claimed: 5 CNY.');
  });
});

describe('rescue bonus', () => {
  test("the member's loss, the tier it reached and the amount it pays", async () => {
    const info: RescueInfo = {
      period: 'DAY',
      from: '2026-11-23',
      to: '2026-11-23',
      loss: 6000,
      tier: 1,
      eligibleAmount: 300,
      rules: '<p>Worked out every day.</p>',
      tiers: [
        { minLoss: 500, rate: 0.03, maxBonus: 88 },
        { minLoss: 5000, rate: 0.05, maxBonus: 888 },
      ],
    };
    vi.mocked(calls.fetchRescueInfo).mockResolvedValue(info);
    await renderSettled(<RescuePage />, member());
    const lead = await screen.findByRole('region', { name: 'Your rescue bonus' });
    expect(lead).toHaveTextContent('300 CNY');
    expect(lead).toHaveTextContent("Yesterday's loss6,000 CNY");
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['Loss fromPaid backUp to', '500 CNY3%88 CNY', '5,000 CNYYour tier5%888 CNY']);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
  });
});

describe('vouchers', () => {
  test('available, used and expired tabs; a claimable voucher is claimed and moves to the used ones', async () => {
    vi.mocked(calls.fetchVouchers).mockResolvedValue(vouchers('AVAILABLE'));
    vi.mocked(calls.claimVoucher).mockResolvedValue(vouchers('USED'));
    await renderSettled(<VoucherCenterPage />, member());
    const panel = await screen.findByRole('tabpanel', { name: 'Available' });
    expect(within(panel).getByRole('button', { name: 'Claim First deposit voucher' })).toBeDisabled();
    expect(within(panel).getByText('Claim it after 1 successful deposit')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Claim Welcome voucher' }));
    expect(calls.claimVoucher).toHaveBeenCalledWith(expect.anything(), 'welcome');
    expect(announcement()).toHaveTextContent('Voucher claimed: 18 CNY.');
    expect(within(panel).queryByText('Welcome voucher')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Used' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Used' })).getByRole('heading', { name: 'Welcome voucher' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Expired' }));
    const expired = screen.getByRole('tabpanel', { name: 'Expired' });
    expect(within(expired).getByRole('heading', { name: 'Old voucher' })).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();
  });

  test('an empty tab says so', async () => {
    vi.mocked(calls.fetchVouchers).mockResolvedValue({ depositCount: 0, vouchers: [] });
    await renderSettled(<VoucherCenterPage />, member());
    expect(await screen.findByText('No vouchers to claim right now.')).toBeInTheDocument();
  });
});
