import { screen, within } from '@testing-library/react';
import { makeStores, merchantFile, renderWithStores, seed } from '../../../tests/unit/fixtures.tsx';
import GameLanes from './GameLanes.tsx';

test('each lane is a heading with its games as links to launch them', () => {
  const stores = makeStores();
  seed(stores.content.lanes, merchantFile().content.lanes);
  renderWithStores(<GameLanes id="lanes" props={{ layout: 'grid', columns: 2 }} renderChildren={() => []} />, { stores });
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['热门游戏', '真人娱乐']);
  const hot = screen.getByRole('heading', { name: '热门游戏' }).closest('section')!;
  expect(within(hot).getAllByRole('link')).toHaveLength(4);
  expect(within(hot).getByRole('link', { name: /麻将胡了/ })).toHaveAttribute('href', '/m/launchGame?code=pg-mahjong&vendor=PG');
  expect(hot).toHaveTextContent('TCG · LIVE · 4 games');
});
