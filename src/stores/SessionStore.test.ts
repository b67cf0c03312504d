import type { ShellInfo } from '../platform/shell.ts';
import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import type { RootStore } from './RootStore.ts';

const SAVED = 'wl.savedSession';
const SESSION = 'wl.memberSession';

const platforms: Record<string, ShellInfo> = {
  'an iOS 12 web clip': { shell: 'webclip', isIos: true, iosVersion: [12, 4], isAndroid: false },
  'an iOS 12 home-screen PWA': { shell: 'pwa', isIos: true, iosVersion: [12, 1], isAndroid: false },
  'an iOS 13 web clip': { shell: 'webclip', isIos: true, iosVersion: [13, 0], isAndroid: false },
  'an iOS 12 browser tab': { shell: 'browser', isIos: true, iosVersion: [12, 4], isAndroid: false },
  'an Android PWA': { shell: 'pwa', isIos: false, isAndroid: true },
  'the native app': { shell: 'app', isIos: true, iosVersion: [12, 4], isAndroid: false },
  'a desktop browser': { shell: 'browser', isIos: false, isAndroid: false },
};

/** Stores of royal88 as if the page ran on `platform`. */
function storesOn(platform: keyof typeof platforms, code = 'royal88'): RootStore {
  const stores = makeStores(siteConfig(code));
  (stores as { platform: ShellInfo }).platform = platforms[platform];
  return stores;
}

const saved = () => JSON.parse(localStorage.getItem(SAVED) ?? 'null') as { info: Record<string, unknown>; path: string } | null;

beforeEach(() => history.replaceState(null, '', '/m/member/home?tab=bets'));

describe('SessionStore on an older iOS home-screen app', () => {
  test.each(['an iOS 12 web clip', 'an iOS 12 home-screen PWA'] as const)('on %s, save() also keeps the session and path in local storage', (platform) => {
    const stores = storesOn(platform);
    stores.session.save({ token: 'tok-1', userName: 'lucky8', type: 1 });
    expect(saved()).toEqual({ info: { merchantCode: 'royal88', token: 'tok-1', userName: 'lucky8', type: 1 }, path: '/m/member/home?tab=bets' });
    stores.session.rememberPath('/m/promotions');
    expect(saved()?.path).toBe('/m/promotions');
  });

  test('restore() brings a lost session back and returns its path', () => {
    storesOn('an iOS 12 web clip').session.save({ token: 'tok-1', userName: 'lucky8' });
    sessionStorage.clear();
    const stores = storesOn('an iOS 12 web clip');
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.restore()).toBe('/m/member/home?tab=bets');
    expect(stores.session.token).toBe('tok-1');
    expect(stores.session.restoring).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(SESSION) ?? 'null')).toMatchObject({ token: 'tok-1', userName: 'lucky8' });
    stores.session.confirmRestored();
    expect(stores.session.restoring).toBe(false);
  });

  test.each([
    { name: 'a session is already there', prepare: (stores: RootStore) => stores.session.save({ token: 'tok-live' }), code: 'royal88' },
    { name: "the saved session is another merchant's", prepare: () => undefined, code: 'xoso68' },
  ])('restore() brings nothing back when $name', ({ prepare, code }) => {
    storesOn('an iOS 12 web clip').session.save({ token: 'tok-1' });
    sessionStorage.clear();
    const stores = storesOn('an iOS 12 web clip', code);
    prepare(stores);
    const token = stores.session.token;
    expect(stores.session.restore()).toBeUndefined();
    expect(stores.session.token).toBe(token);
    expect(stores.session.restoring).toBe(false);
  });

  test('a session found gone while restoring just goes home and forgets the saved data, with no login prompt', () => {
    storesOn('an iOS 12 web clip').session.save({ token: 'tok-old' });
    sessionStorage.clear();
    const stores = storesOn('an iOS 12 web clip');
    stores.session.restore();
    stores.session.sessionLost();
    expect(stores.session.pendingPath).toBe('/m/home');
    expect(stores.overlays.isOpen('login-prompt')).toBe(false);
    expect(stores.session.isLoggedIn).toBe(false);
    expect(stores.session.restoring).toBe(false);
    expect(localStorage.getItem(SAVED)).toBeNull();
    expect(sessionStorage.getItem(SESSION)).toBeNull();
    expect(stores.session.takePendingPath()).toBe('/m/home');
    expect(stores.session.pendingPath).toBeUndefined();
  });

  test('a session lost in ordinary use offers the login prompt instead', () => {
    const stores = storesOn('an iOS 12 web clip');
    stores.session.save({ token: 'tok-1' });
    stores.session.sessionLost();
    expect(stores.overlays.current?.type).toBe('login-prompt');
    expect(stores.session.pendingPath).toBeUndefined();
    expect(localStorage.getItem(SAVED)).toBeNull();
  });

  test('logout() forgets the saved session too', () => {
    const stores = storesOn('an iOS 12 web clip');
    stores.session.save({ token: 'tok-1' });
    stores.session.logout();
    expect(localStorage.getItem(SAVED)).toBeNull();
    expect(stores.session.info).toBeUndefined();
  });
});

describe('SessionStore elsewhere', () => {
  test.each(['an iOS 13 web clip', 'an iOS 12 browser tab', 'an Android PWA', 'the native app', 'a desktop browser'] as const)(
    'on %s nothing goes to local storage and nothing is restored',
    (platform) => {
      const stores = storesOn(platform);
      stores.session.save({ token: 'tok-1' });
      stores.session.rememberPath('/m/promotions');
      expect(JSON.parse(sessionStorage.getItem(SESSION) ?? 'null')).toMatchObject({ token: 'tok-1' });
      expect(localStorage.getItem(SAVED)).toBeNull();
      // Even a saved session left by an older app version is not brought back.
      localStorage.setItem(SAVED, JSON.stringify({ info: { token: 'tok-x', merchantCode: 'royal88' }, path: '/m/x' }));
      sessionStorage.clear();
      expect(storesOn(platform).session.restore()).toBeUndefined();
    },
  );

  test('a session lost in a browser tab offers the login prompt', () => {
    const stores = storesOn('a desktop browser');
    stores.session.save({ token: 'tok-1' });
    stores.session.sessionLost();
    expect(stores.overlays.current?.type).toBe('login-prompt');
    expect(stores.session.pendingPath).toBeUndefined();
    stores.session.sessionLost();
    expect(stores.overlays.entries).toHaveLength(1);
  });
});
