import { act, screen, within } from '@testing-library/react';
import { fetchLeaderBoard } from '../../api/memberAreaCalls.ts';
import type { LeaderBoardAnswer } from '../../config/types.generated.ts';
import { makeStores, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import LeaderBoardPage from './LeaderBoardPage.tsx';

vi.mock('../../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/memberAreaCalls.ts')>()),
  fetchLeaderBoard: vi.fn(),
}));

const board = (over: Partial<LeaderBoardAnswer> = {}): LeaderBoardAnswer => ({
  title: 'Deposit stars of the week',
  description: 'The members who deposit the most this week top the board.',
  metric: 'depositTotal',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  entries: [
    { rank: 1, userName: 'dr***8', score: 86000, self: false },
    { rank: 2, userName: 'lucky8', score: 60000, self: true },
    { rank: 3, userName: 'ja***g', score: 41800, self: false },
  ],
  own: { rank: 2, userName: 'lucky8', score: 60000, self: true },
  ...over,
});

async function renderBoard(answer: LeaderBoardAnswer | null) {
  vi.mocked(fetchLeaderBoard).mockResolvedValue(answer);
  const stores = makeStores();
  stores.session.save({ token: 'tok-1' });
  await act(async () => {
    renderWithStores(<LeaderBoardPage />, { stores, url: '/m/leaderBoard' });
  });
}

describe('LeaderBoardPage', () => {
  test("lists ranks, masked names and scores, with the member's own row marked", async () => {
    await renderBoard(board());
    expect(screen.getByRole('heading', { name: 'Deposit stars of the week' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deposit stars of the week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Score']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', '86,000 CNY'],
      ['2', '60,000 CNY'],
      ['3', '41,800 CNY'],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('dr***8');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('lucky8You');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    // Listed already: no separate card.
    expect(screen.queryByRole('region', { name: 'Your rank' })).not.toBeInTheDocument();
  });

  test('a member below the listed ranks gets their rank apart', async () => {
    await renderBoard(board({ entries: board().entries.filter((e) => !e.self), own: { rank: 14, userName: 'lucky8', score: 1200, self: true } }));
    expect(screen.getByRole('region', { name: 'Your rank' })).toHaveTextContent('You are number 14 with 1,200 CNY.');
  });

  test('a member with no score yet is invited to join', async () => {
    await renderBoard(board({ entries: [], own: { rank: null, userName: 'lucky8', score: 0, self: true } }));
    expect(screen.getByText('No one is on the board yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your rank' })).toHaveTextContent('You are not ranked yet.');
  });

  test('a count mission shows deposits, not money', async () => {
    await renderBoard(board({ metric: 'depositCount', entries: [{ rank: 1, userName: 'jo***a', score: 1, self: false }], own: null }));
    expect(screen.getByRole('cell', { name: '1 deposit' })).toBeInTheDocument();
  });

  test('a merchant with no mission says so', async () => {
    await renderBoard(null);
    expect(screen.getByText('No mission is running at the moment.')).toBeInTheDocument();
  });
});
