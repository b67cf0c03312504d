// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { takeAccessToken, tokenInFragment } from './accessToken.ts';

describe('tokenInFragment', () => {
  it.each<[string, ReturnType<typeof tokenInFragment>]>([
    ['#token=abc-_1', { token: 'abc-_1', rest: '' }],
    ['#token=abc&panel=theme', { token: 'abc', rest: '#panel=theme' }],
    ['#panel=theme', { token: undefined, rest: '#panel=theme' }],
    ['#token=', { token: undefined, rest: '' }],
    ['', { token: undefined, rest: '' }],
  ])('%j', (hash, expected) => expect(tokenInFragment(hash)).toEqual(expected));
});

describe('takeAccessToken', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/studio/?merchant=xoso68');
  });

  it('takes the token off the address and keeps it for a reload', () => {
    history.replaceState(null, '', '/studio/?merchant=xoso68#token=abc');
    expect(takeAccessToken()).toBe('abc');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/studio/?merchant=xoso68');
    expect(takeAccessToken()).toBe('abc');
  });

  it('has none when the page was opened without it', () => {
    expect(takeAccessToken()).toBeUndefined();
  });

  it('takes a newer address over the one kept', () => {
    history.replaceState(null, '', '/studio/#token=old');
    takeAccessToken();
    history.replaceState(null, '', '/studio/#token=new');
    expect(takeAccessToken()).toBe('new');
  });
});
