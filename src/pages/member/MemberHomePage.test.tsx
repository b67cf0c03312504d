import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchDepositSettings, fetchMemberInfo, pushMemberLanguage } from '../../api/calls.ts';
import { fetchRankProgress } from '../../api/memberAreaCalls.ts';
import type { ClubLabel, MemberInfo } from '../../api/types.ts';
import type { RankProgressAnswer } from '../../config/types.generated.ts';
import { clubLabel as rankOf, makeStores, memberInfo, renderWithStores, siteConfig } from '../../../tests/unit/fixtures.tsx';
import MemberHomePage from './MemberHomePage.tsx';

vi.mock('../../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/calls.ts')>()),
  fetchMemberInfo: vi.fn(),
  fetchDepositSettings: vi.fn(),
  pushMemberLanguage: vi.fn(),
}));
vi.mock('../../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/memberAreaCalls.ts')>()),
  fetchRankProgress: vi.fn(),
}));

const halfWay: RankProgressAnswer = {
  currentProgress: [
    { kind: 'depositCount', target: 3, current: 1, met: false },
    { kind: 'depositTotal', target: 1000, current: 3000, met: true },
  ],
  playerRankProgress: { completedConditions: 1, totalExpectedConditions: 2, labelId: 12 },
  nextLabelName: 'Silver',
};

async function renderHome(info: Partial<MemberInfo>, progress: RankProgressAnswer = halfWay) {
  vi.mocked(fetchMemberInfo).mockResolvedValue(memberInfo({ id: 5, language: 'EN', ...info }));
  vi.mocked(fetchRankProgress).mockResolvedValue(progress);
  vi.mocked(fetchDepositSettings).mockResolvedValue({ minDeposit: 100, maxDeposit: '50000', totalDepositSuccessCount: 4, firstDeposit: 'Y' });
  vi.mocked(pushMemberLanguage).mockResolvedValue(null);
  const stores = makeStores(siteConfig('royal88'));
  stores.session.save({ token: 'tok-1', userName: 'lucky8' });
  await act(async () => {
    renderWithStores(<MemberHomePage />, { stores, url: '/m/member/home' });
  });
  return { stores, user: userEvent.setup() };
}

describe('MemberHomePage', () => {
  test('a member with an AUTO label sees it, the progress to the next rank and a way to the benefits', async () => {
    await renderHome({ clubLabel: rankOf({ labelName: 'Bronze', type: 'AUTO', rankLevel: 1 }) });
    expect(screen.getByRole('heading', { name: 'lucky8' })).toBeInTheDocument();
    expect(screen.getByText('Bronze')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 conditions met');
    const conditions = screen.getByRole('list', { name: 'Conditions for the next rank' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['○Successful deposits: 1 of 3', '✓Deposit total: 3,000 CNY of 1,000 CNY (done)']);
    expect(screen.getByRole('link', { name: 'See my VIP benefits' })).toHaveAttribute('href', '/m/member/benefits');
  });

  test('a MANUAL label shows without the benefits link; at the top rank the bar is full', async () => {
    await renderHome(
      { clubLabel: rankOf({ labelName: 'Diamond', type: 'MANUAL', rankLevel: 4 }) },
      { currentProgress: [], playerRankProgress: { completedConditions: 0, totalExpectedConditions: 0, labelId: null }, nextLabelName: null },
    );
    expect(screen.getByText('Diamond')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next rank' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'You hold the highest rank');
    expect(screen.queryByRole('link', { name: 'See my VIP benefits' })).not.toBeInTheDocument();
  });

  test.each([
    { name: 'no clubLabel', clubLabel: null },
    // An answer the schema does not allow, as an older operator API may send it.
    { name: 'a clubLabel without a name', clubLabel: { type: 'AUTO', rankLevel: 1 } as unknown as ClubLabel },
  ])('a member with $name sees no VIP label and no progress', async ({ clubLabel }) => {
    await renderHome({ clubLabel });
    expect(screen.queryByRole('heading', { name: 'VIP club' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Progress/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See my VIP benefits' })).not.toBeInTheDocument();
  });

  test("deposit limits in the merchant's currency and the member's successful deposits", async () => {
    await renderHome({});
    const deposits = screen.getByRole('region', { name: 'Deposits' });
    expect(within(deposits).getByText('Minimum deposit').nextSibling).toHaveTextContent('100 CNY');
    expect(within(deposits).getByText('Maximum deposit').nextSibling).toHaveTextContent('50,000 CNY');
    expect(within(deposits).getByText('Successful deposits').nextSibling).toHaveTextContent('4');
  });

  test('a chat entry to customer service, or the no-permission text for type 4', async () => {
    await renderHome({});
    expect(screen.getByRole('link', { name: 'Chat with customer service' })).toHaveAttribute('target', '_blank');
  });

  test('type 4 members are told they cannot chat', async () => {
    await renderHome({ type: 4 });
    expect(screen.queryByRole('link', { name: 'Chat with customer service' })).not.toBeInTheDocument();
    expect(screen.getByText('Your account cannot use the chat.')).toBeInTheDocument();
  });

  test("the language choice lists the merchant's languages and pushes a change to the account", async () => {
    const { stores, user } = await renderHome({ language: 'EN' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['简体中文', '繁體中文', 'English']);
    await act(async () => {
      await user.selectOptions(select, 'TW');
    });
    expect(stores.i18n.language).toBe('TW');
    expect(pushMemberLanguage).toHaveBeenCalledWith(expect.anything(), 'TW');
  });

  test('keeps the way to change the password and to log out', async () => {
    await renderHome({});
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });
});
