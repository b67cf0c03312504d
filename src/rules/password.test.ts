import { MIN_PASSWORD, passwordTooShort } from './password.ts';

test.each([
  ['', true],
  ['12345', true],
  ['123456', false],
  ['pässwörd', false],
  ['      ', false],
])('%j is too short: %s', (password, short) => {
  expect(passwordTooShort(password)).toBe(short);
  expect(MIN_PASSWORD).toBe(6);
});
