import { guardRoute } from './guard.ts';

const q = (s = '') => new URLSearchParams(s);

describe('guardRoute', () => {
  test.each([
    { name: 'home is open to visitors', pathname: '/m/home', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'the bare root is home', pathname: '/', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'login is open', pathname: '/m/login', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'register.html is open', pathname: '/m/register.html', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'invite friends is public', pathname: '/m/inviteFriends', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'member home needs a token', pathname: '/m/member/home', query: '', stored: undefined, type: undefined, expected: { allow: false, redirect: '/m/login' } },
    { name: 'a query token is enough', pathname: '/m/member/home', query: 'token=abc', stored: undefined, type: undefined, expected: { allow: true, token: 'abc' } },
    { name: 'tokens works as token', pathname: '/m/rewardCenter', query: 'tokens=xyz', stored: undefined, type: undefined, expected: { allow: true, token: 'xyz' } },
    { name: 'the query token wins over the stored one', pathname: '/m/game', query: 'token=q', stored: 's', type: undefined, expected: { allow: true, token: 'q' } },
    { name: 'the stored session is enough', pathname: '/m/voucherCenter', query: '', stored: 's', type: 0, expected: { allow: true, token: 's' } },
    { name: 'feedback without a session goes home', pathname: '/m/feedback', query: '', stored: undefined, type: undefined, expected: { allow: false, redirect: '/m/home' } },
    { name: 'feedback with a query token is allowed', pathname: '/m/feedback', query: 'token=t', stored: undefined, type: undefined, expected: { allow: true, token: 't' } },
    { name: 'member type -1 goes to login', pathname: '/m/member/home', query: '', stored: 's', type: -1, expected: { allow: false, redirect: '/m/login' } },
    { name: 'member type 4 is still a member', pathname: '/m/member/home', query: '', stored: 's', type: 4, expected: { allow: true, token: 's' } },
  ])('$name', ({ pathname, query, stored, type, expected }) => {
    expect(guardRoute({ pathname, query: q(query), storedToken: stored, memberType: type })).toEqual(expected);
  });
});
