import { acceptedQueryToken, guardRoute, type GuardPolicy } from './guard.ts';

const TOKEN = 'f'.repeat(64);

describe('guardRoute', () => {
  test.each([
    { name: 'public pages are open to visitors', policy: 'public', stored: undefined, checking: false, type: undefined, expected: { allow: true } },
    {
      name: 'member home needs a token',
      policy: 'member',
      stored: undefined,
      checking: false,
      type: undefined,
      expected: { allow: false, redirect: '/m/login' },
    },
    {
      name: 'a query token being checked makes the page wait',
      policy: 'member',
      stored: undefined,
      checking: true,
      type: undefined,
      expected: { allow: false, wait: true },
    },
    { name: 'the stored session is enough', policy: 'member', stored: 's', checking: false, type: 0, expected: { allow: true, token: 's' } },
    {
      name: 'the stored session does not wait for a query token',
      policy: 'member',
      stored: 's',
      checking: true,
      type: 0,
      expected: { allow: true, token: 's' },
    },
    {
      name: 'feedback without a session goes home',
      policy: 'member-else-home',
      stored: undefined,
      checking: false,
      type: undefined,
      expected: { allow: false, redirect: '/m/home' },
    },
    { name: 'member type -1 goes to login', policy: 'member', stored: 's', checking: false, type: -1, expected: { allow: false, redirect: '/m/login' } },
    { name: 'member type 4 is still a member', policy: 'member', stored: 's', checking: false, type: 4, expected: { allow: true, token: 's' } },
  ])('$name', ({ policy, stored, checking, type, expected }) => {
    expect(guardRoute({ policy: policy as GuardPolicy, storedToken: stored, checkingToken: checking, memberType: type })).toEqual(expected);
  });
});

describe('acceptedQueryToken', () => {
  test.each([
    { name: 'token on a member page', query: `token=${TOKEN}`, policy: 'member', path: '/m/member/home', expected: TOKEN },
    { name: 'tokens on the app download page', query: `language=EN&tokens=${TOKEN}`, policy: 'member', path: '/m/appDownload', expected: TOKEN },
    { name: 'token on home, where the native shell lands', query: `token=${TOKEN}`, policy: 'public', path: '/m/home', expected: TOKEN },
    { name: 'not on the login page', query: `token=${TOKEN}`, policy: 'public', path: '/m/login', expected: undefined },
    { name: 'not on the public invite page', query: `token=${TOKEN}`, policy: 'public', path: '/m/inviteFriends', expected: undefined },
    { name: 'not the text undefined', query: 'token=undefined', policy: 'member', path: '/m/game', expected: undefined },
    { name: 'not null', query: 'tokens=null', policy: 'member', path: '/m/appDownload', expected: undefined },
    { name: 'not empty', query: 'token=', policy: 'member', path: '/m/game', expected: undefined },
    { name: 'not markup', query: `token=${encodeURIComponent('<script>alert(1)</script>xxxxxxxx')}`, policy: 'member', path: '/m/game', expected: undefined },
    { name: 'not too short to be random', query: 'token=abc', policy: 'member', path: '/m/game', expected: undefined },
  ])('$name', ({ query, policy, path, expected }) => {
    expect(acceptedQueryToken(new URLSearchParams(query), policy as GuardPolicy, path)).toBe(expected);
  });
});
