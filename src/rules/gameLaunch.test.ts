import { launchHref } from './gameLaunch.ts';

describe('launchHref', () => {
  test.each([
    {
      name: 'a slot for a member',
      game: { code: 'pg-tiger', vendor: 'PG', gameType: 'RNG', nodeId: '4001' },
      loggedIn: true,
      expected: '/m/launchGame?code=pg-tiger&vendor=PG&playType=RNG&nodeId=4001',
    },
    {
      name: 'a slot for a visitor (the guard asks to log in on the launch page)',
      game: { code: 'pg-tiger', vendor: 'PG' },
      loggedIn: false,
      expected: '/m/launchGame?code=pg-tiger&vendor=PG',
    },
    { name: 'a Vietnam lottery for a visitor', game: { code: 'vn-hanoi', gameType: 'LOTT' }, loggedIn: false, expected: '/m/login' },
    { name: 'a SEA lottery for a visitor', game: { code: 'th-gov', gameType: 'SEA_LOTT' }, loggedIn: false, expected: '/m/login' },
    {
      name: 'a lottery with its prize mode and view',
      game: { code: 'vn-hanoi', gameType: 'LOTT', prizeMode: 'FIXED', lottoView: 'lobby' as const, title: 'Hà Nội' },
      loggedIn: true,
      expected: '/m/launchGame?code=vn-hanoi&playType=LOTT&prize_mode=FIXED&lottoView=lobby&title=H%C3%A0+N%E1%BB%99i',
    },
    { name: 'a demo', game: { code: 'pg-tiger', nodeId: '4001', trial: true }, loggedIn: true, expected: '/m/launchGame?code=pg-tiger&nodeId=4001&trial=1' },
    {
      name: 'a room of a live game, back to a promotion',
      game: { code: 'baccarat-1', vendor: 'EVO', roomId: 'baccarat-1', backUrl: '/m/activity?id=1' },
      loggedIn: true,
      expected: '/m/launchGame?code=baccarat-1&vendor=EVO&roomId=baccarat-1&backUrl=%2Fm%2Factivity%3Fid%3D1',
    },
  ])('$name', ({ game, loggedIn, expected }) => {
    expect(launchHref(game, loggedIn)).toBe(expected);
  });
});
