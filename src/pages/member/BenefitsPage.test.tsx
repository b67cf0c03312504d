import { act, screen, within } from '@testing-library/react';
import { fetchVipBenefits } from '../../api/memberAreaCalls.ts';
import type { VipBenefitsAnswer } from '../../config/types.generated.ts';
import { makeStores, renderWithStores } from '../../../tests/unit/fixtures.tsx';
import BenefitsPage from './BenefitsPage.tsx';

vi.mock('../../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/memberAreaCalls.ts')>()),
  fetchVipBenefits: vi.fn(),
}));

const answer = (currentLabelId: number | null): VipBenefitsAnswer => ({
  ranks: [
    { labelId: 11, labelName: 'Bronze', rankLevel: 1, type: 'AUTO', conditions: [{ kind: 'depositCount', target: 1 }], benefits: ['Birthday gift of ¥38'] },
    {
      labelId: 12,
      labelName: 'Silver',
      rankLevel: 2,
      type: 'AUTO',
      conditions: [
        { kind: 'depositCount', target: 3 },
        { kind: 'depositTotal', target: 1000 },
      ],
      benefits: ['Weekly cashback of 0.5%', 'Upgrade bonus of ¥58'],
    },
    { labelId: 14, labelName: 'Diamond', rankLevel: 4, type: 'MANUAL', conditions: [], benefits: ['A personal account manager'] },
  ],
  currentLabelId,
});

async function renderBenefits(currentLabelId: number | null) {
  vi.mocked(fetchVipBenefits).mockResolvedValue(answer(currentLabelId));
  const stores = makeStores();
  stores.session.save({ token: 'tok-1' });
  await act(async () => {
    renderWithStores(<BenefitsPage />, { stores, url: '/m/member/benefits' });
  });
}

describe('BenefitsPage', () => {
  test("every rank from the lowest with what it takes and brings; the member's own marked", async () => {
    await renderBenefits(12);
    const ranks = within(screen.getByRole('list', { name: 'VIP ranks' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'VIP ranks');
    expect(ranks.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(['Bronze', 'SilverYour rank', 'Diamond']);
    expect(ranks[1]).toHaveAttribute('aria-current', 'true');
    expect(ranks[0]).not.toHaveAttribute('aria-current');
    expect(within(ranks[1]).getByText('3 successful deposits')).toBeInTheDocument();
    expect(within(ranks[1]).getByText('3 successful deposits').nextElementSibling).toHaveTextContent('Deposits totalling 1,000 CNY');
    expect(
      within(within(ranks[1]).getByRole('list', { name: 'Benefits of Silver' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Weekly cashback of 0.5%', 'Upgrade bonus of ¥58']);
    expect(within(ranks[2]).getByText('Given by invitation only')).toBeInTheDocument();
  });

  test('a member without a rank is told how to join, and no rank is marked', async () => {
    await renderBenefits(null);
    expect(screen.getByText(/You have no VIP rank yet/)).toBeInTheDocument();
    expect(screen.queryByText('Your rank')).not.toBeInTheDocument();
  });
});
