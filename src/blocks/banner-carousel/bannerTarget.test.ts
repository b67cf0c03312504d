import type { Banner } from '../../config/types.generated.ts';
import { bannerTarget } from './bannerTarget.ts';

const banner = (over: Partial<Banner>): Banner => ({ groupName: 'm_banner', url: '/b.svg', alt: 'b', linkageType: 'URL', ...over });

describe('bannerTarget', () => {
  test.each([
    { name: 'an /m link is an in-app route', b: { linkage: '/m/activity?id=1' }, loggedIn: false, expected: { kind: 'route', to: '/m/activity?id=1' } },
    { name: 'an http link is external', b: { linkage: 'https://x.test/a' }, loggedIn: false, expected: { kind: 'external', url: 'https://x.test/a' } },
    { name: 'a javascript: link goes nowhere', b: { linkage: 'javascript:alert(1)' }, loggedIn: true, expected: { kind: 'none' } },
    { name: 'a padded JavaScript: link goes nowhere', b: { linkage: '  JavaScript:alert(1)' }, loggedIn: true, expected: { kind: 'none' } },
    { name: 'a data: link goes nowhere', b: { linkage: 'data:text/html,x' }, loggedIn: true, expected: { kind: 'none' } },
    { name: 'a relative link outside /m goes nowhere', b: { linkage: 'promo/1' }, loggedIn: false, expected: { kind: 'none' } },
    { name: 'a path that only starts like /m goes nowhere', b: { linkage: '/members' }, loggedIn: false, expected: { kind: 'none' } },
    { name: 'an empty link goes nowhere', b: { linkage: '' }, loggedIn: false, expected: { kind: 'none' } },
    { name: 'a promotion opens its activity', b: { linkageType: 'P', linkage: '102' }, loggedIn: false, expected: { kind: 'route', to: '/m/activity?id=102' } },
    { name: 'a promotion without an id goes nowhere', b: { linkageType: 'P' }, loggedIn: false, expected: { kind: 'none' } },
    {
      name: 'a game room launches it with vendor, type, room and node',
      b: { linkageType: 'G', linkage: 'LIVE', roomId: 'r1', vendor: 'EVO', gameType: 'LIVE', nodeId: '8801' },
      loggedIn: true,
      expected: { kind: 'route', to: '/m/launchGame?code=r1&vendor=EVO&playType=LIVE&nodeId=8801&roomId=r1' },
    },
    {
      name: 'a game named by its linkage',
      b: { linkageType: 'G', linkage: 'pg-tiger', vendor: 'PG', gameType: 'RNG' },
      loggedIn: true,
      expected: { kind: 'route', to: '/m/launchGame?code=pg-tiger&vendor=PG&playType=RNG' },
    },
    {
      name: 'a lottery launch sends guests to log in',
      b: { linkageType: 'G', linkage: 'VN1', gameType: 'LOTT' },
      loggedIn: false,
      expected: { kind: 'route', to: '/m/login' },
    },
    {
      name: 'a SEA lottery launch sends guests to log in',
      b: { linkageType: 'G', roomId: 'sea-thai', gameType: 'SEA_LOTT' },
      loggedIn: false,
      expected: { kind: 'route', to: '/m/login' },
    },
    {
      name: 'a lottery launch for members',
      b: { linkageType: 'G', linkage: 'VN1', gameType: 'LOTT' },
      loggedIn: true,
      expected: { kind: 'route', to: '/m/launchGame?code=VN1&playType=LOTT' },
    },
    {
      name: 'a lottery banner naming only its category opens the lobby',
      b: { linkageType: 'G', linkage: 'LOTT', gameType: 'LOTT' },
      loggedIn: true,
      expected: { kind: 'route', to: '/m/launchGame?playType=LOTT' },
    },
  ] as const)('$name', ({ b, loggedIn, expected }) => {
    expect(bannerTarget(banner(b as Partial<Banner>), loggedIn)).toEqual(expected);
  });
});
