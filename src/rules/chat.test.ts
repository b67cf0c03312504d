import { chatBackUrl, chatLaunchQuery, chatTarget, unreadBadge } from './chat.ts';

describe('chatLaunchQuery', () => {
  test.each([
    ['TW', 'CN'],
    ['CN', 'CN'],
    ['EN', 'EN'],
    ['pt-br', 'PT-BR'],
  ])('language %s is sent as %s', (language, expected) => {
    const query = chatLaunchQuery({ title: 'Royal 88', backUrl: 'https://m.royal88.test/m/home', language, headerColor: '#7a0019' });
    expect(query).toEqual({ b2c: '1', title: 'Royal 88', backUrl: 'https://m.royal88.test/m/home', language: expected, headerColor: '#7a0019' });
  });
});

describe('chatBackUrl', () => {
  test.each([
    ['https://m.royal88.test/m/home', 'https://m.royal88.test/m/home'],
    ['https://m.royal88.test/m/home?token=abc&language=EN', 'https://m.royal88.test/m/home?language=EN'],
    ['https://m.royal88.test/m/game?tokens=abc&code=7#top', 'https://m.royal88.test/m/game?code=7#top'],
    ['https://m.royal88.test/m/home?affiliateCode=A1', 'https://m.royal88.test/m/home?affiliateCode=A1'],
  ])('%s comes back as %s', (href, expected) => {
    expect(chatBackUrl(href)).toBe(expected);
  });

  test('the launch query never carries the token', () => {
    const query = chatLaunchQuery({ title: 'R', backUrl: 'https://m.royal88.test/m/home?token=secret', language: 'EN', headerColor: '#000' });
    expect(query.backUrl).toBe('https://m.royal88.test/m/home');
  });
});

describe('chatTarget', () => {
  const base = 'https://m.royal88.test/m/home';
  test.each([
    ['https://chat.royal88.test/c?x=1', 'https://chat.royal88.test/c?x=1'],
    ['http://localhost:5173/demo-chat/?ticket=t', 'http://localhost:5173/demo-chat/?ticket=t'],
    ['/demo-chat/?ticket=t', 'https://m.royal88.test/demo-chat/?ticket=t'],
    ['  https://chat.royal88.test/  ', 'https://chat.royal88.test/'],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
    ['http://', undefined],
  ])('%j opens %s', (chatUrl, expected) => {
    expect(chatTarget(chatUrl, base)).toBe(expected);
  });
});

describe('unreadBadge', () => {
  test.each([
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [1, '1'],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
  ])('%s unread shows %s', (count, expected) => {
    expect(unreadBadge(count)).toBe(expected);
  });
});
