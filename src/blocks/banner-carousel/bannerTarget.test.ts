import type { Banner } from '../../config/types.generated.ts';
import { bannerTarget } from './bannerTarget.ts';

const banner = (over: Partial<Banner>): Banner => ({ groupName: 'm_banner', url: '/b.svg', alt: 'b', linkageType: 'URL', ...over });

describe('bannerTarget', () => {
  test.each([
    { name: 'an /m link is an in-app route', b: { linkage: '/m/activity?id=1' }, loggedIn: false, expected: { kind: 'route', to: '/m/activity?id=1' } },
    { name: 'an http link is external', b: { linkage: 'https://x.test/a' }, loggedIn: false, expected: { kind: 'external', url: 'https://x.test/a' } },
    { name: 'a relative link outside /m goes nowhere', b: { linkage: 'promo/1' }, loggedIn: false, expected: { kind: 'none' } },
    { name: 'an empty link goes nowhere', b: { linkage: '' }, loggedIn: false, expected: { kind: 'none' } },
    { name: 'a promotion opens its activity', b: { linkageType: 'P', linkage: '102' }, loggedIn: false, expected: { kind: 'route', to: '/m/activity?id=102' } },
    { name: 'a game launches it', b: { linkageType: 'G', linkage: 'LIVE', roomId: 'r1', vendor: 'EVO', gameType: 'LIVE' }, loggedIn: true, expected: { kind: 'route', to: '/m/launchGame?code=r1&vendor=EVO&playType=LIVE' } },
    { name: 'a lottery launch sends guests to log in', b: { linkageType: 'G', linkage: 'VN1', gameType: 'LOTT' }, loggedIn: false, expected: { kind: 'route', to: '/m/login' } },
    { name: 'a lottery launch for members', b: { linkageType: 'G', linkage: 'VN1', gameType: 'LOTT' }, loggedIn: true, expected: { kind: 'route', to: '/m/launchGame?code=VN1&playType=LOTT' } },
  ] as const)('$name', ({ b, loggedIn, expected }) => {
    expect(bannerTarget(banner(b as Partial<Banner>), loggedIn)).toEqual(expected);
  });
});
