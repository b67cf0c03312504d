import { guardRoute, type GuardPolicy } from './guard.ts';

const q = (s = '') => new URLSearchParams(s);

describe('guardRoute', () => {
  test.each([
    { name: 'home is open to visitors', policy: 'public', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'the bare root is home', policy: 'public', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'login is open', policy: 'public', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'register.html is open', policy: 'public', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'invite friends is public', policy: 'public', query: '', stored: undefined, type: undefined, expected: { allow: true } },
    { name: 'member home needs a token', policy: 'member', query: '', stored: undefined, type: undefined, expected: { allow: false, redirect: '/m/login' } },
    { name: 'a query token is enough', policy: 'member', query: 'token=abc', stored: undefined, type: undefined, expected: { allow: true, token: 'abc' } },
    { name: 'tokens works as token', policy: 'member', query: 'tokens=xyz', stored: undefined, type: undefined, expected: { allow: true, token: 'xyz' } },
    { name: 'the query token wins over the stored one', policy: 'member', query: 'token=q', stored: 's', type: undefined, expected: { allow: true, token: 'q' } },
    { name: 'the stored session is enough', policy: 'member', query: '', stored: 's', type: 0, expected: { allow: true, token: 's' } },
    { name: 'feedback without a session goes home', policy: 'member-else-home', query: '', stored: undefined, type: undefined, expected: { allow: false, redirect: '/m/home' } },
    { name: 'feedback with a query token is allowed', policy: 'member-else-home', query: 'token=t', stored: undefined, type: undefined, expected: { allow: true, token: 't' } },
    { name: 'member type -1 goes to login', policy: 'member', query: '', stored: 's', type: -1, expected: { allow: false, redirect: '/m/login' } },
    { name: 'member type 4 is still a member', policy: 'member', query: '', stored: 's', type: 4, expected: { allow: true, token: 's' } },
  ])('$name', ({ policy, query, stored, type, expected }) => {
    expect(guardRoute({ policy: policy as GuardPolicy, query: q(query), storedToken: stored, memberType: type })).toEqual(expected);
  });
});
