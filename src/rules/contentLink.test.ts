import { contentLinkTarget } from './contentLink.ts';

test.each([
  { href: 'https://promo.example.test/a?b=1', expected: { kind: 'external', url: 'https://promo.example.test/a?b=1' } },
  { href: ' HTTP://example.test ', expected: { kind: 'external', url: 'HTTP://example.test' } },
  { href: '/m/activity?id=101', expected: { kind: 'route', to: '/m/activity?id=101' } },
  { href: '/m', expected: { kind: 'route', to: '/m' } },
  { href: '/m/home#top', expected: { kind: 'route', to: '/m/home#top' } },
  { href: '/members', expected: { kind: 'drop' } },
  { href: '//evil.test/m/home', expected: { kind: 'drop' } },
  { href: 'javascript:alert(1)', expected: { kind: 'drop' } },
  { href: ' JaVaScRiPt:alert(1)', expected: { kind: 'drop' } },
  { href: 'data:text/html,<script>alert(1)</script>', expected: { kind: 'drop' } },
  { href: 'vbscript:msgbox', expected: { kind: 'drop' } },
  { href: 'activity?id=1', expected: { kind: 'drop' } },
  { href: '', expected: { kind: 'drop' } },
  { href: null, expected: { kind: 'drop' } },
])('$href', ({ href, expected }) => {
  expect(contentLinkTarget(href)).toEqual(expected);
});
