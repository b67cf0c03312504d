import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import { ApiClient } from '../api/client.ts';
import { UNKNOWN_DEVICE } from '../platform/shell.ts';
import { STORAGE_KEYS } from '../platform/storage.ts';
import { RootStore } from './RootStore.ts';

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

describe('the language a page starts in', () => {
  const config = siteConfig('xoso68');
  afterEach(() => {
    document.cookie = 'wl_language=; path=/; max-age=0';
  });

  test.each([
    { name: "the link's, over every earlier choice", query: 'EN', cookie: 'CN', stored: 'VI', expected: 'EN' },
    { name: 'the latest choice in this browser, told by the cookie a link or a pick left', query: null, cookie: 'EN', stored: 'CN', expected: 'EN' },
    { name: "the app's own stored pick, without a cookie", query: null, cookie: undefined, stored: 'CN', expected: 'CN' },
    { name: "the merchant's, without any choice", query: null, cookie: undefined, stored: undefined, expected: config.languages.default },
    {
      name: "the merchant's, when the cookie names a language it does not offer",
      query: null,
      cookie: 'TH',
      stored: undefined,
      expected: config.languages.default,
    },
  ])('$name', ({ query, cookie, stored, expected }) => {
    if (cookie) document.cookie = `wl_language=${cookie}; path=/`;
    if (stored) localStorage.setItem(STORAGE_KEYS.language, stored);
    expect(new RootStore(config, query).i18n.language).toBe(expected);
  });
});

test("two pages' stores side by side each ask through their own client, with their own merchant, language and session", async () => {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const clientAt = (origin: string) =>
    new ApiClient({
      baseURL: origin,
      fetch: async (url, init) => {
        asked.push({ url, headers: init.headers as Record<string, string> });
        return new Response(JSON.stringify({ success: true, value: [] }));
      },
    });
  const royal = new RootStore(siteConfig('royal88'), 'EN', UNKNOWN_DEVICE, clientAt('http://one.test'));
  const sorte = new RootStore(siteConfig('sorte777'), 'ES', UNKNOWN_DEVICE, clientAt('http://two.test'));
  royal.session.save({ token: 'tok-royal' });
  await Promise.all([royal.content.banners.ensure(), sorte.content.banners.ensure()]);
  expect(asked).toEqual([
    { url: 'http://one.test/wps/system/banners', headers: expect.objectContaining({ Merchant: 'royal88', Language: 'EN' }) },
    { url: 'http://two.test/wps/system/banners', headers: expect.objectContaining({ Merchant: 'sorte777', Language: 'ES' }) },
  ]);
  asked.length = 0;
  await Promise.all([royal.member.fetch(), sorte.member.fetch()]);
  expect(asked.filter(({ url }) => url.endsWith('/info')).map(({ url, headers }) => [url, headers.Authorization])).toEqual([
    ['http://one.test/wps/member/info', 'Bearer tok-royal'],
  ]);
});
