// The launch images an iPhone shows while a home-screen app starts: one per screen size (spec section 9),
// each chosen by the media query of its <link rel="apple-touch-startup-image">.

export interface SplashScreen {
  /** The screen in CSS pixels, portrait. */
  width: number;
  height: number;
  pixelRatio: 2 | 3;
}

/** The ten iPhone screens, from the SE to the largest Pro Max. */
export const IPHONE_SPLASH_SCREENS: readonly SplashScreen[] = [
  { width: 320, height: 568, pixelRatio: 2 },
  { width: 375, height: 667, pixelRatio: 2 },
  { width: 414, height: 736, pixelRatio: 3 },
  { width: 375, height: 812, pixelRatio: 3 },
  { width: 414, height: 896, pixelRatio: 2 },
  { width: 414, height: 896, pixelRatio: 3 },
  { width: 390, height: 844, pixelRatio: 3 },
  { width: 428, height: 926, pixelRatio: 3 },
  { width: 393, height: 852, pixelRatio: 3 },
  { width: 430, height: 932, pixelRatio: 3 },
];

/** The image's size in device pixels, as `WIDTHxHEIGHT`. */
export const splashImageSize = (s: SplashScreen): string => `${s.width * s.pixelRatio}x${s.height * s.pixelRatio}`;

export const splashMedia = (s: SplashScreen): string =>
  `screen and (device-width: ${s.width}px) and (device-height: ${s.height}px) and (-webkit-device-pixel-ratio: ${s.pixelRatio}) and (orientation: portrait)`;

/** The address of a merchant's launch image of one size, drawn by the API. */
export const splashImageUrl = (merchantCode: string, s: SplashScreen): string =>
  `/wps/system/splash.png?merchantCode=${encodeURIComponent(merchantCode)}&size=${splashImageSize(s)}`;

/** Sizes the API draws: exactly those of the ten screens. */
export const isSplashImageSize = (size: string): boolean => IPHONE_SPLASH_SCREENS.some((s) => splashImageSize(s) === size);
