import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import * as activityCalls from '../../api/activityCalls.ts';
import * as calls from '../../api/calls.ts';
import { ApiError } from '../../api/failures.ts';
import type { Promotion } from '../../config/types.generated.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { makeStores, memberInfo, renderSettled, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import ActivityPage from './ActivityPage.tsx';
import RewardCenterPage from './RewardCenterPage.tsx';

vi.mock('../../api/activityCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/activityCalls.ts')>()),
  fetchPromotionDetail: vi.fn(),
}));
vi.mock('../../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/calls.ts')>()),
  fetchAvailablePromotions: vi.fn(),
}));

const signIn: Promotion = {
  id: 102,
  promotionType: 'LOGIN',
  title: 'Daily sign-in',
  enabled: true,
  banner: '/cdn/royal88/banner-3.svg',
  startTime: '2026-01-01T00:00:00+08:00',
  endTime: '2099-12-31T23:59:59+08:00',
  rules: '<p>Sign in every day.<script>window.hacked = 1</script> <a href="/m/voucherCenter">Vouchers</a></p>',
};

/** A logged-in member of `type` on royal88 (or a merchant with the reward centre off). */
function memberStores(type = 0, rewardCentre = true): RootStore {
  const stores = rewardCentre ? makeStores() : makeStores(siteConfigWith('royal88', { whitelabel: { REWARDCENTER3: { enabled: false } } }));
  stores.session.save({ token: 'tok', type });
  runInAction(() => (stores.member.info = memberInfo({ type })));
  return stores;
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('activity page', () => {
  test('shows the promotion: banner, title, period, sanitised rules and its go button leading to its page', async () => {
    vi.mocked(activityCalls.fetchPromotionDetail).mockResolvedValue(signIn);
    await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity?id=102&fbclid=F1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily sign-in' })).toBeInTheDocument();
    expect(activityCalls.fetchPromotionDetail).toHaveBeenCalledWith(expect.anything(), 102);
    expect(screen.getByText(/^\w{3} \d+, 202[56].* – Dec 31, 2099/)).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(rules).toHaveTextContent('Sign in every day.');
    expect(rules.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="/cdn/royal88/banner-3.svg"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Daily sign-in' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity/signIn?fbclid=F1');
  });

  test('a link inside the rules to an app route stays in the app', async () => {
    vi.mocked(activityCalls.fetchPromotionDetail).mockResolvedValue(signIn);
    await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity?id=102' });
    await userEvent.click(await screen.findByRole('link', { name: 'Vouchers' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/voucherCenter');
  });

  test('the go button hides for a member type the rules exclude, and for a promotion that has ended', async () => {
    vi.mocked(activityCalls.fetchPromotionDetail).mockResolvedValue(signIn);
    const { unmount } = await renderSettled(<ActivityPage />, { stores: memberStores(4), url: '/m/activity?id=102' });
    await screen.findByRole('heading', { level: 2, name: 'Daily sign-in' });
    expect(screen.queryByRole('button', { name: /^Go/ })).not.toBeInTheDocument();
    unmount();

    vi.mocked(activityCalls.fetchPromotionDetail).mockResolvedValue({ ...signIn, endTime: '2020-01-01T00:00:00Z' });
    await renderSettled(<ActivityPage />, { stores: memberStores(0), url: '/m/activity?id=102' });
    expect(await screen.findByText('This promotion has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Go/ })).not.toBeInTheDocument();
  });

  test('an API error other than not-found keeps the problem in place of the list', async () => {
    vi.mocked(activityCalls.fetchPromotionDetail).mockRejectedValue(new ApiError('timed out', { transportCode: 'ECONNABORTED' }));
    await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity?id=5' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(calls.fetchAvailablePromotions).not.toHaveBeenCalled();
  });

  test("an API error shows the server's message with a retry, never a blank page", async () => {
    vi.mocked(activityCalls.fetchPromotionDetail)
      .mockRejectedValueOnce(
        new ApiError('Promotions are being updated', { status: 500, errorCode: 'server_error', serverMessage: 'Promotions are being updated' }),
      )
      .mockRejectedValueOnce(new ApiError('timed out', { transportCode: 'ECONNABORTED' }))
      .mockResolvedValueOnce(signIn);
    await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity?id=102' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Promotions are being updated');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request timed out. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily sign-in' })).toBeInTheDocument();
  });
});

describe('running promotions (/m/activity without a promotion to show)', () => {
  const now = Date.now();
  const day = 86_400_000;
  const at = (offset: number) => new Date(now + offset).toISOString();
  const promotions: Promotion[] = [
    {
      id: 101,
      promotionType: 'FIRST_DEPOSIT',
      title: 'First deposit bonus',
      enabled: true,
      banner: '/cdn/royal88/banner-1.svg',
      startTime: at(-day),
      endTime: at(30 * day),
    },
    { id: 102, promotionType: 'LOGIN', title: 'Daily sign-in', enabled: true },
    { id: 103, promotionType: 'REFERRAL', title: 'Invite friends', enabled: true },
    { id: 104, promotionType: 'SAVIOR', title: 'Switched off', enabled: false },
    { id: 105, promotionType: 'MISSION', title: 'Not started', enabled: true, startTime: at(day) },
    { id: 106, promotionType: 'REGISTER', title: 'Over', enabled: true, endTime: at(-day) },
    { id: 107, promotionType: 'DEPOSIT', title: 'Type switched off', enabled: true },
  ];
  const answer = { promotions, available: { DEPOSIT: { enabled: false, count: 0 } } };
  const list = () => screen.findByRole('list', { name: 'Promotions' });
  const titles = (items: HTMLElement) =>
    within(items)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

  test('lists the running ones with banner, title linking to the details, period and the go buttons the rules allow', async () => {
    vi.mocked(calls.fetchAvailablePromotions).mockResolvedValue(answer);
    await renderSettled(<ActivityPage />, { stores: memberStores(1), url: '/m/activity?fbclid=F1' });
    const items = await list();
    expect(titles(items)).toEqual(['First deposit bonus', 'Daily sign-in', 'Invite friends']);
    expect(within(items).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/m/activity?id=103&fbclid=F1');
    const first = within(items).getByRole('listitem', { name: 'First deposit bonus' });
    expect(first.querySelector('img[src="/cdn/royal88/banner-1.svg"]')).not.toBeNull();
    expect(first).toHaveTextContent(/\w{3} \d+, \d{4}.* – \w{3} \d+, \d{4}/);
    // A type 1 member: no referral go button (spec section 2).
    expect(
      within(items)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Go to First deposit bonus', 'Go to Daily sign-in']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(activityCalls.fetchPromotionDetail).not.toHaveBeenCalled();
    await userEvent.click(within(items).getByRole('button', { name: 'Go to Daily sign-in' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity/signIn?fbclid=F1');
  });

  test('an item leads to its details', async () => {
    vi.mocked(calls.fetchAvailablePromotions).mockResolvedValue(answer);
    vi.mocked(activityCalls.fetchPromotionDetail).mockResolvedValue(signIn);
    await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity' });
    await userEvent.click(within(await list()).getByRole('link', { name: 'Daily sign-in' }));
    expect(await screen.findByRole('region', { name: 'Rules' })).toHaveTextContent('Sign in every day.');
    expect(activityCalls.fetchPromotionDetail).toHaveBeenCalledWith(expect.anything(), 102);
  });

  test.each([
    { name: 'an id the API does not know', url: '/m/activity?id=999', asked: true },
    { name: 'an id that is no number', url: '/m/activity?id=abc', asked: false },
  ])('$name: a notice that it does not exist, above the list', async ({ url, asked }) => {
    vi.mocked(activityCalls.fetchPromotionDetail).mockRejectedValue(new ApiError('No such promotion', { status: 404, errorCode: 'promotion.not.found' }));
    vi.mocked(calls.fetchAvailablePromotions).mockResolvedValue(answer);
    await renderSettled(<ActivityPage />, { stores: memberStores(), url });
    const items = await list();
    const notice = screen.getAllByRole('status').find((status) => status.textContent === 'This promotion does not exist or is no longer offered.');
    expect(notice).toBeDefined();
    expect(notice!.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(titles(items)).toEqual(['First deposit bonus', 'Daily sign-in', 'Invite friends']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(vi.mocked(activityCalls.fetchPromotionDetail).mock.calls.length > 0).toBe(asked);
  });

  test('none running: says so', async () => {
    vi.mocked(calls.fetchAvailablePromotions).mockResolvedValue({ promotions: promotions.slice(3), available: answer.available });
    await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity' });
    expect(await screen.findByText('No promotions are running right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  test('with the reward centre off, nothing is asked for and the page says so with a way home, not as an error', async () => {
    await renderSettled(<ActivityPage />, { stores: memberStores(0, false), url: '/m/activity' });
    expect(screen.getByText('No promotions are on offer at the moment. Please check back later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.fetchAvailablePromotions).not.toHaveBeenCalled());
  });

  test('the API answering reward_center_disabled reads the same, on the list and on the reward centre', async () => {
    const refused = new ApiError('The reward centre is off for this merchant', {
      status: 400,
      errorCode: 'reward_center_disabled',
      serverMessage: 'The reward centre is off for this merchant',
    });
    vi.mocked(calls.fetchAvailablePromotions).mockRejectedValue(refused);
    const { unmount } = await renderSettled(<ActivityPage />, { stores: memberStores(), url: '/m/activity' });
    expect(await screen.findByText('No promotions are on offer at the moment. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    await renderSettled(<RewardCenterPage />, { stores: memberStores() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The reward centre is closed at the moment. Please check back later.');
  });
});

describe('reward centre', () => {
  const promotions: Promotion[] = [
    { id: 102, promotionType: 'LOGIN', title: 'Daily sign-in', enabled: true },
    { id: 103, promotionType: 'REFERRAL', title: 'Invite friends', enabled: true },
    { id: 109, promotionType: 'SAVIOR', title: 'Switched off', enabled: false },
  ];

  test('lists the promotions on offer, each with its details and the go button the rules allow', async () => {
    vi.mocked(calls.fetchAvailablePromotions).mockResolvedValue({
      promotions,
      available: { LOGIN: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
    });
    await renderSettled(<RewardCenterPage />, { stores: memberStores(1) });
    const list = await screen.findByRole('list', { name: 'Promotions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Daily sign-in', 'Invite friends']);
    expect(within(list).getByRole('link', { name: 'Details of Invite friends' })).toHaveAttribute('href', '/m/activity?id=103');
    // A type 1 member: the sign-in go, not the referral one.
    expect(within(list).getByRole('button', { name: 'Go to Daily sign-in' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Go to Invite friends' })).not.toBeInTheDocument();
  });

  test('with the reward centre off, nothing is asked for and the page says so', async () => {
    await renderSettled(<RewardCenterPage />, { stores: memberStores(0, false) });
    expect(screen.getByRole('alert')).toHaveTextContent('The reward centre is closed at the moment. Please check back later.');
    await waitFor(() => expect(calls.fetchAvailablePromotions).not.toHaveBeenCalled());
  });

  test('no promotion on offer: says so', async () => {
    vi.mocked(calls.fetchAvailablePromotions).mockResolvedValue({ promotions: [], available: {} });
    await renderSettled(<RewardCenterPage />, { stores: memberStores() });
    expect(await screen.findByText('No promotions are running right now.')).toBeInTheDocument();
  });
});
