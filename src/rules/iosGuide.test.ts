import { iosGuideTips, isIosSafari } from './iosGuide.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('isIosSafari', () => {
  test.each([
    ['Safari', `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1`, true],
    ['Chrome on iOS', `${IPHONE} CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1`, false],
    ['Firefox on iOS', `${IPHONE} FxiOS/124.0 Mobile/15E148 Safari/605.1.15`, false],
    ['Edge on iOS', `${IPHONE} Version/17.0 EdgiOS/122.0 Mobile/15E148 Safari/605.1.15`, false],
    ['Facebook in-app browser', `${IPHONE} Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]`, false],
    ['a home-screen web view (no Safari token)', `${IPHONE} Mobile/15E148`, false],
    ['the native app shell', `${IPHONE} Version/17.4 Mobile/15E148 Safari/604.1 WLApp/2.5.0 (abc)`, false],
    ['Android Chrome', 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Mobile Safari/537.36', false],
  ])('%s: %s', (_name, ua, safari) => {
    expect(isIosSafari(ua)).toBe(safari);
  });
});

describe('iosGuideTips', () => {
  test.each<[string, [number, number] | undefined, boolean, { oldIos: boolean; ios17: boolean; safariRequired: boolean }]>([
    ['iOS 10.3', [10, 3], true, { oldIos: true, ios17: false, safariRequired: false }],
    ['iOS 11.4', [11, 4], true, { oldIos: true, ios17: false, safariRequired: false }],
    ['iOS 12.0', [12, 0], true, { oldIos: true, ios17: false, safariRequired: false }],
    ['iOS 12.1', [12, 1], true, { oldIos: true, ios17: false, safariRequired: false }],
    ['iOS 12.2', [12, 2], true, { oldIos: false, ios17: false, safariRequired: false }],
    ['iOS 16.7', [16, 7], true, { oldIos: false, ios17: false, safariRequired: false }],
    ['iOS 17.0', [17, 0], true, { oldIos: false, ios17: true, safariRequired: false }],
    ['iOS 18 in Chrome', [18, 1], false, { oldIos: false, ios17: true, safariRequired: true }],
    ['version unknown', undefined, true, { oldIos: false, ios17: false, safariRequired: false }],
  ])('%s', (_name, version, safari, tips) => {
    expect(iosGuideTips(version, safari)).toEqual(tips);
  });
});
