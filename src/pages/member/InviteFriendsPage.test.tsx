import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchReferralInfo } from '../../api/memberAreaCalls.ts';
import { ApiError } from '../../api/failures.ts';
import type { ReferralInfo } from '../../config/types.generated.ts';
import { makeStores, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import InviteFriendsPage from './InviteFriendsPage.tsx';

vi.mock('../../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/memberAreaCalls.ts')>()),
  fetchReferralInfo: vi.fn(),
}));

const steps = ['Copy your link', 'Your friend registers', 'You receive a reward'];

async function renderInvite(info: ReferralInfo, loggedIn: boolean) {
  vi.mocked(fetchReferralInfo).mockResolvedValue(info);
  const stores = makeStores();
  if (loggedIn) stores.session.save({ token: 'tok-1' });
  await act(async () => {
    renderWithStores(<InviteFriendsPage />, { stores, url: '/m/inviteFriends' });
  });
  return { user: userEvent.setup() };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('InviteFriendsPage', () => {
  test('a visitor sees how inviting works and is offered to log in or register, with no link', async () => {
    await renderInvite({ steps, reward: '¥18 per friend', code: null, invitedCount: null }, false);
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(steps);
    expect(within(how).getByText('Your reward: ¥18 per friend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.queryByRole('textbox', { name: 'Link to share' })).not.toBeInTheDocument();
  });

  test('a member sees their own link, copies it and sees the friends they invited', async () => {
    Object.defineProperty(document, 'execCommand', { value: vi.fn().mockReturnValue(true), configurable: true });
    const { user } = await renderInvite({ steps, reward: null, code: 'ABCD2345', invitedCount: 2 }, true);
    const link = screen.getByRole('textbox', { name: 'Link to share' });
    expect(link).toHaveValue(`${window.location.origin}/m/register?r=ABCD2345`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText('You have invited 2 friends')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    // No Web Share API here: copying is the way.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(within(screen.getByRole('region', { name: 'Your invitation link' })).getByRole('status')).toHaveTextContent('Link copied');
  });

  test('a member who invited nobody yet is told so', async () => {
    await renderInvite({ steps, reward: null, code: 'ABCD2345', invitedCount: 0 }, true);
    expect(screen.getByText('You have not invited any friends yet')).toBeInTheDocument();
  });

  test("a failed load says so in the catalogue's words, and can be tried again", async () => {
    vi.mocked(fetchReferralInfo).mockRejectedValueOnce(new ApiError('Referrals are paused', { status: 200, serverMessage: 'Referrals are paused' }));
    const stores = makeStores();
    await act(async () => {
      renderWithStores(<InviteFriendsPage />, { stores, url: '/m/inviteFriends' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Referrals are paused');
    vi.mocked(fetchReferralInfo).mockResolvedValue({ steps, reward: null, code: null, invitedCount: null });
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
  });
});
