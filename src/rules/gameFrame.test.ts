import { gameFrameSandbox, playableGameUrl } from './gameFrame.ts';

const page = 'https://m.royal88.test';

describe('playableGameUrl', () => {
  test.each([
    { value: 'https://games.vendor.test/play?t=1', expected: 'https://games.vendor.test/play?t=1' },
    { value: 'http://games.vendor.test/', expected: 'http://games.vendor.test/' },
    { value: '/demo-game/?game=x', expected: 'https://m.royal88.test/demo-game/?game=x' },
    { value: ' javascript:alert(1)', expected: undefined },
    { value: 'data:text/html,<b>x</b>', expected: undefined },
    { value: 'blob:https://m.royal88.test/1', expected: undefined },
    { value: '', expected: undefined },
    { value: 42, expected: undefined },
    { value: undefined, expected: undefined },
  ])('$value', ({ value, expected }) => {
    expect(playableGameUrl(value, page)).toBe(expected);
  });
});

describe('gameFrameSandbox', () => {
  test.each([
    { name: 'a vendor game keeps its own origin', url: 'https://games.vendor.test/play', expected: 'allow-scripts allow-forms allow-popups allow-same-origin' },
    { name: 'a game served here gets an opaque origin', url: 'https://m.royal88.test/demo-game/', expected: 'allow-scripts allow-forms allow-popups' },
    {
      name: 'another port is another origin',
      url: 'https://m.royal88.test:8443/demo-game/',
      expected: 'allow-scripts allow-forms allow-popups allow-same-origin',
    },
  ])('$name', ({ url, expected }) => {
    expect(gameFrameSandbox(url, page)).toBe(expected);
  });
});
