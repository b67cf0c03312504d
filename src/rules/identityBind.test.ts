import { bindOutcome, identityMayRegister, type BindOutcome } from './identityBind.ts';

describe('bindOutcome', () => {
  const cases: [string, { accountCreation: boolean; registerAllowed: boolean }, BindOutcome][] = [
    ['account creation on: made at once', { accountCreation: true, registerAllowed: false }, { kind: 'register' }],
    ['account creation on wins over the offer', { accountCreation: true, registerAllowed: true }, { kind: 'register' }],
    ['off, registering allowed: log in or register', { accountCreation: false, registerAllowed: true }, { kind: 'offer', register: true }],
    ['off, registering not allowed: log in only', { accountCreation: false, registerAllowed: false }, { kind: 'offer', register: false }],
  ];
  test.each(cases)('%s', (_name, input, expected) => {
    expect(bindOutcome(input)).toEqual(expected);
  });
});

describe('identityMayRegister', () => {
  const cases: [string, { accountCreation: boolean; registerAllowed: boolean }, boolean][] = [
    ['account creation on', { accountCreation: true, registerAllowed: false }, true],
    ['off, the offer includes registering', { accountCreation: false, registerAllowed: true }, true],
    ['off, the offer is to log in only', { accountCreation: false, registerAllowed: false }, false],
  ];
  test.each(cases)('%s', (_name, input, expected) => {
    expect(identityMayRegister(input)).toBe(expected);
  });
});
