import { makeStores } from '../../tests/unit/fixtures.tsx';
import type { RootStore } from './RootStore.ts';

class CartStore {
  static made = 0;
  items = ['a'];
  constructor(readonly root: RootStore) {
    CartStore.made++;
  }
  clear() {
    this.items = [];
  }
}

test('a feature store is made the first time it is asked for, once, and emptied on logout', () => {
  const stores = makeStores();
  expect(CartStore.made).toBe(0);
  const cart = stores.feature(CartStore);
  expect(stores.feature(CartStore)).toBe(cart);
  expect(CartStore.made).toBe(1);
  expect(cart.root).toBe(stores);
  stores.session.save({ token: 't' });
  stores.session.logout();
  expect(cart.items).toEqual([]);
});

test('feature stores made so far are told when the player picks another language', async () => {
  class BoardStore {
    switches = 0;
    constructor(readonly root: RootStore) {}
    languageChanged() {
      this.switches++;
    }
  }
  const stores = makeStores();
  const board = stores.feature(BoardStore);
  await stores.i18n.setLanguage('CN');
  expect(board.switches).toBe(1);
});
