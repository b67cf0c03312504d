// @vitest-environment jsdom
// What the server puts in the page is what the app's applyTheme sets: the boot screen's colour variables,
// and head tags applyTheme finds and keeps rather than adding its own beside them.
import type { SiteConfig } from '../../src/config/types.generated.ts';
import { applyTheme } from '../../src/platform/theme.ts';
import { themeVariables } from './brandedShell.ts';
import { documentHead } from './documentHead.ts';

const theme = { primary: '#c8102e', secondary: '#f5c542', background: '#1b0b0d', surface: '#2a1216', text: '#fff7e8', logo: '/cdn/x/logo.svg' };
const configWith = (extra: Partial<SiteConfig['theme']>) =>
  ({
    merchantCode: 'x',
    theme: { ...theme, ...extra },
    templateParameters: {
      image_logo: '/cdn/x/logo.svg',
      pwa: { title: 'X', shortName: 'X', icons: { '192x192': '/cdn/x/192.png', '512x512': '/cdn/x/512.png' } },
      apple_touch_icon: '/cdn/x/touch.png',
    },
    name: 'X',
    languages: { allowed: ['EN'], default: 'EN' },
  }) as unknown as SiteConfig;

test.each([
  { name: 'with a header colour', extra: { headerColor: '#000000' } },
  { name: 'without one', extra: {} },
])('themeVariables names and values what applyTheme sets, $name', ({ extra }) => {
  const config = configWith(extra);
  applyTheme(config);
  const style = document.documentElement.style;
  const set = [...Array(style.length).keys()].map((i) => style.item(i)).filter((name) => name.startsWith('--wl-'));
  expect(
    themeVariables(config.theme)
      .map(([name]) => name)
      .sort(),
  ).toEqual(set.sort());
  for (const [name, value] of themeVariables(config.theme)) expect(style.getPropertyValue(name)).toBe(value);
});

test('applyTheme finds the head tags the server wrote and sets the same values', () => {
  const config = configWith({});
  document.head.innerHTML = documentHead({ config, language: 'EN', pageUrl: 'https://x.test/m/home' });
  const before = document.head.innerHTML;
  applyTheme(config);
  const timeless = (html: string) => html.replace(/timestamp=\d+/, 'timestamp=T');
  expect(timeless(document.head.innerHTML)).toBe(timeless(before));
});
