import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import { TokenSyncStore } from './TokenSyncStore.ts';

const sendTokenSync = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../api/tokenSyncCalls.ts', () => ({ sendTokenSync }));

let stop = () => {};

function storesWithSync(url: string | undefined) {
  return makeStores({ ...siteConfig(), ...(url ? { tokenSync: { url } } : {}) });
}

beforeEach(() => {
  sendTokenSync.mockClear();
});
afterEach(() => stop());

describe('TokenSyncStore', () => {
  test('a session already there (restored on load) is POSTed at once with its token', () => {
    const stores = storesWithSync('/auth/session');
    stores.session.save({ token: 'tok-restored', userName: 'p1' });
    stop = stores.feature(TokenSyncStore).start();
    expect(sendTokenSync).toHaveBeenCalledExactlyOnceWith(`${location.origin}/auth/session`, { method: 'POST', token: 'tok-restored' });
  });

  test('a login POSTs the new token, a logout sends DELETE; a visitor sends nothing', () => {
    const stores = storesWithSync('/auth/session');
    stop = stores.feature(TokenSyncStore).start();
    expect(sendTokenSync).not.toHaveBeenCalled();
    stores.session.save({ token: 'tok-1', userName: 'p1' });
    stores.session.logout();
    expect(sendTokenSync.mock.calls).toEqual([
      [`${location.origin}/auth/session`, { method: 'POST', token: 'tok-1' }],
      [`${location.origin}/auth/session`, { method: 'DELETE' }],
    ]);
  });

  test('an address on another origin is refused: the token never leaves the site', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stores = storesWithSync('https://elsewhere.test/sync');
    stop = stores.feature(TokenSyncStore).start();
    stores.session.save({ token: 'tok-1' });
    expect(sendTokenSync).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a merchant without token sync sends nothing', () => {
    const stores = storesWithSync(undefined);
    stop = stores.feature(TokenSyncStore).start();
    stores.session.save({ token: 'tok-1' });
    stores.session.logout();
    expect(sendTokenSync).not.toHaveBeenCalled();
  });
});
