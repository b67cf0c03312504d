// The web manifest that makes a merchant's site installable under /m/.
import type { MerchantFile } from '../../src/config/types.generated.ts';

/** Names longer than this fall back to the short name (spec section 9). */
export const MANIFEST_NAME_LIMIT = 12;
export const MANIFEST_ICON_SIZES = ['192x192', '256x256', '384x384', '512x512'] as const;

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/** The image type of an address, from its extension (query and fragment ignored); PNG when unknown. */
export function imageTypeOf(src: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) || 'image/png';
}

export interface WebManifest {
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string }[];
  scope: string;
  start_url: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
}

export function webManifest(merchant: MerchantFile): WebManifest {
  const { pwa } = merchant.templateParameters;
  return {
    name: pwa.title.length > MANIFEST_NAME_LIMIT ? pwa.shortName : pwa.title,
    short_name: pwa.shortName,
    icons: MANIFEST_ICON_SIZES.map((size) => ({
      src: pwa.icons[size],
      sizes: size,
      type: imageTypeOf(pwa.icons[size]),
    })),
    scope: '/m/',
    start_url: '/m/home',
    display: 'standalone',
    theme_color: merchant.theme.primary,
    background_color: merchant.theme.background,
    lang: merchant.languages.default,
  };
}
