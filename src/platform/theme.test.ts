// @vitest-environment jsdom
import { siteConfig } from '../../tests/unit/fixtures.tsx';
import { applyTheme, manifestHref } from './theme.ts';

test('the manifest link names the merchant and the time it was asked for', () => {
  expect(manifestHref('royal88', 1_700_000_000_000)).toBe('/wps/system/manifest.json?merchantCode=royal88&timestamp=1700000000000');
  vi.spyOn(Date, 'now').mockReturnValue(42);
  applyTheme(siteConfig('royal88'));
  expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/wps/system/manifest.json?merchantCode=royal88&timestamp=42');
  vi.restoreAllMocks();
});
