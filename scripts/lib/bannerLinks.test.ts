import type { Banner } from '../../src/config/types.generated.ts';
import { bannerLinkProblems } from './bannerLinks.ts';

const banner = (linkageType: Banner['linkageType'], linkage?: string): Banner => ({ groupName: 'm_banner', url: '/b.svg', alt: 'b', linkageType, linkage });

test.each([
  { name: 'a web address', b: banner('URL', 'https://promo.example.test/a'), bad: false },
  { name: 'an app path', b: banner('URL', '/m/activity?id=1'), bad: false },
  { name: 'no link', b: banner('URL'), bad: false },
  { name: 'a promotion id', b: banner('P', '102'), bad: false },
  { name: 'a script URL', b: banner('URL', 'javascript:alert(1)'), bad: true },
  { name: 'a script URL in capitals, padded', b: banner('URL', '  JavaScript:alert(1)'), bad: true },
  { name: 'a data URL', b: banner('URL', 'data:text/html,x'), bad: true },
  { name: 'a path outside the app', b: banner('URL', '/admin'), bad: true },
  { name: 'another host without a scheme', b: banner('URL', '//evil.test/m/home'), bad: true },
])('$name', ({ b, bad }) => {
  expect(bannerLinkProblems([banner('URL', '/m/home'), b])).toEqual(bad ? [{ index: 1, message: expect.stringContaining('must be an http(s) address') }] : []);
});
