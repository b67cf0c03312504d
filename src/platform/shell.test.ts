import { detectShell } from './shell.ts';

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

  test('reads the iOS version', () => {
    expect(detectShell({ userAgent: iphone, standalone: false, query: new URLSearchParams() }).iosVersion).toEqual([17, 4]);
  });
});
