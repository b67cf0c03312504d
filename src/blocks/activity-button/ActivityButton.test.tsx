import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStores, seed, makeStores } from '../../../tests/unit/fixtures.tsx';
import ActivityButton from './ActivityButton.tsx';

function renderButton(enabled: boolean) {
  const stores = makeStores();
  seed(stores.content.promotions, {
    promotions: [{ id: 1, promotionType: 'LOGIN', title: 'Daily sign-in', enabled }],
    available: { LOGIN: { enabled, count: enabled ? 1 : 0 } },
  });
  return renderWithStores(<ActivityButton id="signin" props={{ promotionType: 'LOGIN', icon: 'calendar' }} renderChildren={() => []} />, { stores, url: '/m/home?fbclid=F1' });
}

describe('activity button', () => {
  test('goes to its promotion type\'s page, carrying the query', async () => {
    renderButton(true);
    await userEvent.click(screen.getByRole('button', { name: 'Daily sign-in' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity/signIn?fbclid=F1');
  });

  test('is hidden while the promotion is off', () => {
    renderButton(false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
