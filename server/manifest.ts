import type { MerchantFile } from '../src/config/types.generated.ts';

/** Names longer than this fall back to the short name (spec section 9). */
export const MANIFEST_NAME_LIMIT = 12;
const SIZES = ['192x192', '256x256', '384x384', '512x512'] as const;

function mimeOf(file: string): string {
  if (file.endsWith('.svg')) return 'image/svg+xml';
  if (file.endsWith('.webp')) return 'image/webp';
  if (file.endsWith('.jpg') || file.endsWith('.jpeg')) return 'image/jpeg';
  return 'image/png';
}

/** The web manifest of a merchant: installable under /m/, starting at /m/home. */
export function webManifest(merchant: MerchantFile) {
  const { pwa } = merchant.templateParameters;
  return {
    name: pwa.title.length > MANIFEST_NAME_LIMIT ? pwa.shortName : pwa.title,
    short_name: pwa.shortName,
    icons: SIZES.map((size) => ({ src: pwa.icons[size], sizes: size, type: mimeOf(pwa.icons[size]), purpose: 'any' })),
    scope: '/m/',
    start_url: '/m/home',
    display: 'standalone',
    theme_color: merchant.theme.primary,
    background_color: merchant.theme.background,
    lang: merchant.languages.default,
  };
}
