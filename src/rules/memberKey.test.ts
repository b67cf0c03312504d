import { shortHash } from '../platform/shortHash.ts';
import { memberKey, type MemberIdentity } from './memberKey.ts';

describe('memberKey', () => {
  test.each<[string, MemberIdentity | undefined, string | undefined]>([
    ['a visitor', undefined, undefined],
    ['no token: nobody', { id: 7 }, undefined],
    ['the id first', { token: 't', id: 7, customerId: 8, userName: 'amy' }, '7'],
    ['else the customer id', { token: 't', customerId: 8, userName: 'amy' }, '8'],
    ['else the name', { token: 't', userName: 'amy' }, 'amy'],
    ['a token alone: its hash, never the token', { token: 'secret-token' }, `session:${shortHash('secret-token')}`],
  ])('%s', (_name, info, expected) => {
    expect(memberKey(info)).toBe(expected);
  });
});
