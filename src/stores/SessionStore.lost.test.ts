// Spec section 8: CUSTOMER_NOT_LOGIN logs out and clears the session storage, not only the member's key.
import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import { ApiClient } from '../api/client.ts';

/** What a tab has put in its session storage by the time the server says the member is gone. */
function fillSessionStorage() {
  sessionStorage.setItem('wl.memberSession', JSON.stringify({ token: 'tok-1', userName: 'lucky8' }));
  sessionStorage.setItem('wl.cache.k3y', JSON.stringify({ value: { countryCode: 'VN' } }));
  sessionStorage.setItem('wl.lastGameLaunch', '?code=g1');
  sessionStorage.setItem('wl.downloadBar.hidden', '1');
  sessionStorage.setItem('wl.installPrompt.skipped', '1');
  sessionStorage.setItem('wl.saveImage.m_popup1.show', '0');
  sessionStorage.setItem('wl.push.dismissed', '1');
  sessionStorage.setItem('wl.webClip', '1');
  localStorage.setItem('wl.language', 'VI');
}

const sessionKeys = () => Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).sort();

describe('a session the server says is gone', () => {
  test('clears the session storage but for the choices kept for the browser session', async () => {
    fillSessionStorage();
    const stores = makeStores(siteConfig('xoso68'));
    expect(stores.session.isLoggedIn).toBe(true);
    const client = new ApiClient({
      fetch: async () => new Response(JSON.stringify({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' }), { status: 401 }),
    });
    client.configure({ onFailure: (reaction) => reaction.kind === 'logout' && stores.session.sessionLost() });
    await expect(client.get('/wps/member/info')).rejects.toMatchObject({ errorCode: 'customer.not.login' });
    expect(stores.session.isLoggedIn).toBe(false);
    expect(sessionKeys()).toEqual(['wl.downloadBar.hidden', 'wl.installPrompt.skipped', 'wl.push.dismissed', 'wl.saveImage.m_popup1.show', 'wl.webClip']);
    expect(localStorage.getItem('wl.language')).toBe('VI');
    expect(stores.overlays.current?.type).toBe('login-prompt');
  });

  test('a logout the player asked for keeps what the tab cached', () => {
    fillSessionStorage();
    const stores = makeStores(siteConfig('xoso68'));
    stores.session.logout();
    expect(sessionStorage.getItem('wl.memberSession')).toBeNull();
    expect(sessionStorage.getItem('wl.cache.k3y')).not.toBeNull();
  });
});
