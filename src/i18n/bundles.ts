// Messages come in bundles: `core` with the first load, the others with the screens that use them, so
// the first load does not grow with every new screen. A message belongs to a bundle by its id's prefix.

export const LAZY_BUNDLES = {
  account: ['login.', 'register.', 'field.', 'sms.', 'captcha.', 'country.', 'password.', 'twofactor.', 'firebase.'],
} as const satisfies Record<string, readonly string[]>;

export type LazyBundle = keyof typeof LAZY_BUNDLES;
export type Bundle = 'core' | LazyBundle;

export const BUNDLES: readonly Bundle[] = ['core', ...(Object.keys(LAZY_BUNDLES) as LazyBundle[])];

export function bundleOf(id: string): Bundle {
  for (const [bundle, prefixes] of Object.entries(LAZY_BUNDLES) as [LazyBundle, readonly string[]][]) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return bundle;
  }
  return 'core';
}
