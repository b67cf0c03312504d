import { screen } from '@testing-library/react';
import { makeStores, renderSettled, seed } from '../../tests/unit/fixtures.tsx';
import { NewGamesMark } from './NewGamesMark.tsx';

const fetchNewGameVendors = vi.hoisted(() => vi.fn(async () => ['PG']));
vi.mock('../api/calls.ts', async (original) => ({ ...(await original<typeof import('../api/calls.ts')>()), fetchNewGameVendors }));

function Card({ name, vendor }: { name: string; vendor: string }) {
  return (
    <a href="/m/launchGame">
      {name}
      <NewGamesMark vendor={vendor} />
    </a>
  );
}

beforeEach(() => fetchNewGameVendors.mockClear());

describe('NewGamesMark', () => {
  test('marks the games of a vendor with new games, once the list is in; one request for every mark', async () => {
    await renderSettled(
      <>
        <Card name="Mahjong Ways" vendor="PG" />
        <Card name="Baccarat" vendor="EVO" />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Mahjong Ways New' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baccarat' })).toBeInTheDocument();
    expect(fetchNewGameVendors).toHaveBeenCalledTimes(1);
  });

  test('no mark while the list is not known or names other vendors', async () => {
    const stores = makeStores();
    seed(stores.content.newGameVendors, ['JDB']);
    await renderSettled(<Card name="Mahjong Ways" vendor="PG" />, { stores });
    expect(screen.getByRole('link', { name: 'Mahjong Ways' })).toBeInTheDocument();
    expect(fetchNewGameVendors).not.toHaveBeenCalled();
  });
});
