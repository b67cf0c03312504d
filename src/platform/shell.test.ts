// @vitest-environment jsdom
import { currentShell, detectShell, registerMethod, WEB_CLIP_KEY } from './shell.ts';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

describe('detectShell', () => {
  test.each([
    { ua: android, standalone: false, query: '', shell: 'browser', isIos: false },
    { ua: `${android} WLApp/2.5.0 (abc)`, standalone: false, query: '', shell: 'app', isIos: false },
    { ua: android, standalone: false, query: 'inApp=1', shell: 'app', isIos: false },
    { ua: android, standalone: true, query: '', shell: 'pwa', isIos: false },
    { ua: iphone, standalone: true, query: '', shell: 'webclip', isIos: true },
    { ua: iphone, standalone: true, query: 'homescreen=1', shell: 'pwa', isIos: true },
    { ua: iphone, standalone: false, query: '', shell: 'browser', isIos: true },
  ])('$shell from standalone=$standalone query=$query', ({ ua, standalone, query, shell, isIos }) => {
    const info = detectShell({ userAgent: ua, standalone, query: new URLSearchParams(query) });
    expect(info.shell).toBe(shell);
    expect(info.isIos).toBe(isIos);
  });

  test.each([
    { query: '', remembered: null, shell: 'webclip', method: 'WEBCLIP' },
    { query: 'homescreen=1', remembered: null, shell: 'pwa', method: 'PWA' },
    { query: '', remembered: '0', shell: 'pwa', method: 'PWA' },
    { query: '', remembered: '1', shell: 'webclip', method: 'WEBCLIP' },
    { query: 'homescreen=1', remembered: '1', shell: 'pwa', method: 'PWA' },
  ])('a home-screen start with query "$query" and flag $remembered is $shell, registering as $method', ({ query, remembered, shell, method }) => {
    const info = detectShell({ userAgent: iphone, standalone: true, query: new URLSearchParams(query), webClipFlag: remembered });
    expect(info.shell).toBe(shell);
    expect(registerMethod(info.shell)).toBe(method);
  });

  test("reads the native shell's version; a browser has none", () => {
    const read = (ua: string, query = '') => detectShell({ userAgent: ua, standalone: false, query: new URLSearchParams(query) }).appVersion;
    expect(read(`${android} WLApp/2.4.39 (0F8E2C1A-3B4D-4E5F-8A9B-1C2D3E4F5A6B)`)).toBe('2.4.39');
    expect(read(android)).toBeUndefined();
    expect(read(android, 'inApp=1')).toBeUndefined();
    expect(registerMethod('app')).toBe('APP');
    expect(registerMethod('browser')).toBe('H5');
  });

  test('keeps the web-clip flag for the browser session, as the homescreen query is gone after the start', () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphone);
    (navigator as Navigator & { standalone?: boolean }).standalone = true;
    try {
      history.replaceState(null, '', '/m/home?homescreen=1');
      expect(currentShell().shell).toBe('pwa');
      expect(sessionStorage.getItem(WEB_CLIP_KEY)).toBe('0');
      history.replaceState(null, '', '/m/login');
      expect(currentShell().shell).toBe('pwa');
      sessionStorage.clear();
      expect(currentShell().shell).toBe('webclip');
      expect(sessionStorage.getItem(WEB_CLIP_KEY)).toBe('1');
    } finally {
      agent.mockRestore();
      delete (navigator as Navigator & { standalone?: boolean }).standalone;
      sessionStorage.clear();
      history.replaceState(null, '', '/');
    }
  });

  test('reads the iOS version', () => {
    expect(detectShell({ userAgent: iphone, standalone: false, query: new URLSearchParams() }).iosVersion).toEqual([17, 4]);
  });
});
