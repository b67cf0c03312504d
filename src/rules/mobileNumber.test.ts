import { defaultDialingCode, prefixControl } from './mobileNumber.ts';

const on = { enabled: true };
const off = { enabled: false };

test.each([
  { name: 'country codes on, list loaded', flags: { COUNTRYCODE3: on, MOBILEPREFIX3: { ...on, prefix: '+84' } }, loaded: true, expected: 'picker' },
  { name: 'country codes on, list not loaded', flags: { COUNTRYCODE3: on, MOBILEPREFIX3: { ...on, prefix: '+84' } }, loaded: false, expected: 'fixed' },
  { name: 'only the prefix', flags: { COUNTRYCODE3: off, MOBILEPREFIX3: { ...on, prefix: '+84' } }, loaded: true, expected: 'fixed' },
  { name: 'prefix on without a value', flags: { MOBILEPREFIX3: on }, loaded: true, expected: 'none' },
  { name: 'neither', flags: { COUNTRYCODE3: off, MOBILEPREFIX3: { ...off, prefix: '+84' } }, loaded: true, expected: 'none' },
])('prefix control: $name → $expected', ({ flags, loaded, expected }) => expect(prefixControl(flags, loaded)).toBe(expected));

test.each([
  { name: 'fixed prefix wins', flags: { MOBILEPREFIX3: { ...on, prefix: '+55' } }, server: '84', expected: '55' },
  { name: 'prefix off: the server default', flags: { MOBILEPREFIX3: { ...off, prefix: '+55' } }, server: '84', expected: '84' },
  { name: 'no flag: the server default', flags: {}, server: '86', expected: '86' },
  { name: 'nothing known yet', flags: {}, server: undefined, expected: '' },
])('default dialling code: $name', ({ flags, server, expected }) => expect(defaultDialingCode(flags, server)).toBe(expected));
