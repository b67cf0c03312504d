import { ERROR_CODES, isErrorCode } from './errorCodes.ts';

describe('ERROR_CODES', () => {
  test('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  test.each([
    { code: 'login.cred.err', known: true },
    { code: 'TOO_MANY_REQUEST_LOGIN', known: true },
    { code: 'LOGIN.CRED.ERR', known: false },
    { code: 'promotion.paused', known: false },
    { code: 42, known: false },
    { code: 'toString', known: false },
  ])('$code is known: $known', ({ code, known }) => {
    expect(isErrorCode(code)).toBe(known);
  });
});
