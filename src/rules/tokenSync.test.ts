import { tokenSyncCall, tokenSyncUrl, type TokenSyncCall } from './tokenSync.ts';

describe('tokenSyncUrl', () => {
  const origin = 'https://m.royal88.test';
  const cases: [string, string | undefined, string | undefined][] = [
    ['none named', undefined, undefined],
    ['a path on the site', '/auth/session', 'https://m.royal88.test/auth/session'],
    ['an absolute address on the same origin', 'https://m.royal88.test/sync?x=1', 'https://m.royal88.test/sync?x=1'],
    ['another host', 'https://evil.test/steal', undefined],
    ['a protocol-relative address to another host', '//evil.test/steal', undefined],
    ['the same host on another port', 'https://m.royal88.test:8443/sync', undefined],
    ['the same host over plain http', 'http://m.royal88.test/sync', undefined],
    ['a script address', 'javascript:alert(1)', undefined],
  ];
  test.each(cases)('%s', (_name, configured, expected) => {
    expect(tokenSyncUrl(configured, origin)).toBe(expected);
  });
});

describe('tokenSyncCall', () => {
  const cases: [string, string | undefined, string | undefined, TokenSyncCall | undefined][] = [
    ['a visitor stays a visitor', undefined, undefined, undefined],
    ['a login, or a session restored on load', undefined, 'tok-1', { method: 'POST', token: 'tok-1' }],
    ['a new token for the member', 'tok-1', 'tok-2', { method: 'POST', token: 'tok-2' }],
    ['the same token', 'tok-1', 'tok-1', undefined],
    ['a logout', 'tok-1', undefined, { method: 'DELETE' }],
  ];
  test.each(cases)('%s', (_name, previous, next, expected) => {
    expect(tokenSyncCall(previous, next)).toEqual(expected);
  });
});
