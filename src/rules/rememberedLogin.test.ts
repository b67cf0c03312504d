// @vitest-environment jsdom
import {
  canAutoLogin,
  decodePassword,
  encodePassword,
  forgetLogin,
  rememberedLogin,
  rememberLogin,
  turnOffAutoLogin,
  AUTO_LOGIN_KEY,
} from './rememberedLogin.ts';
import { localStore } from '../platform/storage.ts';

describe('remembered password', () => {
  test.each(['secret-1', 'pässwörd 密码', ''])('%j survives encoding, which hides it behind a salt', (password) => {
    const encoded = encodePassword(password, 'saltsalt');
    expect(encoded).not.toContain(password || '\u0000');
    expect(decodePassword(encoded)).toBe(password);
    expect(encodePassword(password)).not.toBe(encodePassword(password));
  });

  test('garbage decodes to nothing', () => expect(decodePassword('%%%')).toBeUndefined());

  test('an SMS login keeps no password; forgetting removes record and flag', () => {
    rememberLogin({ type: 'sms', username: '912345678', password: '123456', merchant: 'xoso68' });
    expect(rememberedLogin()).toEqual({ type: 'sms', username: '912345678', merchant: 'xoso68' });
    expect(localStore.get(AUTO_LOGIN_KEY)).toBe('1');
    turnOffAutoLogin();
    expect(localStore.get(AUTO_LOGIN_KEY)).toBe('0');
    forgetLogin();
    expect(rememberedLogin()).toBeUndefined();
    expect(localStore.get(AUTO_LOGIN_KEY)).toBeNull();
  });
});

test('with a remember token no password is kept, even when one is given', () => {
  rememberLogin({ type: 'username', username: 'lucky8', password: 'pw-1', rememberToken: 't'.repeat(64), merchant: 'xoso68' });
  expect(rememberedLogin()).toEqual({ type: 'username', username: 'lucky8', rememberToken: 't'.repeat(64), merchant: 'xoso68' });
});

describe('canAutoLogin', () => {
  const record = { type: 'username' as const, username: 'lucky8', password: encodePassword('x'), merchant: 'xoso68' };
  const base = { hasToken: false, query: new URLSearchParams(), flag: '1', featureOn: true, record, merchant: 'xoso68' };
  test.each([
    { name: 'all conditions met', change: {}, expected: true },
    { name: 'a token already', change: { hasToken: true }, expected: false },
    { name: 'a redirectUrl', change: { query: new URLSearchParams('redirectUrl=https://x.test') }, expected: false },
    { name: 'a backUrl', change: { query: new URLSearchParams('backUrl=/m/home') }, expected: false },
    { name: 'flag 0', change: { flag: '0' }, expected: false },
    { name: 'no flag stored yet', change: { flag: null }, expected: true },
    { name: 'feature off', change: { featureOn: false }, expected: false },
    { name: 'another merchant', change: { merchant: 'royal88' }, expected: false },
    { name: 'an SMS record', change: { record: { ...record, type: 'sms' as const, password: undefined } }, expected: false },
    { name: 'no record', change: { record: undefined }, expected: false },
    { name: 'a remember token instead of a password', change: { record: { ...record, password: undefined, rememberToken: 't'.repeat(64) } }, expected: true },
    { name: 'neither token nor password', change: { record: { ...record, password: undefined } }, expected: false },
  ])('$name → $expected', ({ change, expected }) => expect(canAutoLogin({ ...base, ...change })).toBe(expected));
});
