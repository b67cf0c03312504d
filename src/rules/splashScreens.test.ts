import { IPHONE_SPLASH_SCREENS, isSplashImageSize, splashImageSize, splashImageUrl, splashMedia } from './splashScreens.ts';

test('ten distinct iPhone screens', () => {
  expect(IPHONE_SPLASH_SCREENS).toHaveLength(10);
  expect(new Set(IPHONE_SPLASH_SCREENS.map(splashMedia)).size).toBe(10);
});

test.each([
  [{ width: 320, height: 568, pixelRatio: 2 as const }, '640x1136'],
  [{ width: 430, height: 932, pixelRatio: 3 as const }, '1290x2796'],
  [{ width: 414, height: 896, pixelRatio: 2 as const }, '828x1792'],
])('%o is drawn at %s', (screen, size) => {
  expect(splashImageSize(screen)).toBe(size);
  expect(isSplashImageSize(size)).toBe(true);
  expect(splashImageUrl('royal 88', screen)).toBe(`/wps/system/splash.png?merchantCode=royal%2088&size=${size}`);
});

test('the media query names the screen and its pixel ratio', () => {
  expect(splashMedia({ width: 390, height: 844, pixelRatio: 3 })).toBe(
    'screen and (device-width: 390px) and (device-height: 844px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)',
  );
});

test.each(['1x1', '640x1137', '', '99999x99999'])('%j is not a launch image size', (size) => {
  expect(isSplashImageSize(size)).toBe(false);
});
