import { classifyFailure, type FailureInput } from './failures.ts';

const base: FailureInput = { alert: true, online: true };

describe('classifyFailure', () => {
  test.each([
    { name: 'HTTP 401 logs out', input: { status: 401 }, expected: { kind: 'logout' } },
    { name: 'CUSTOMER_NOT_LOGIN logs out', input: { status: 200, body: { message: 'CUSTOMER_NOT_LOGIN' } }, expected: { kind: 'logout' } },
    { name: 'customer.not.login logs out', input: { status: 400, body: { errorCode: 'customer.not.login' } }, expected: { kind: 'logout' } },
    { name: 'user.or.token.invalid logs out', input: { status: 400, body: { errorCode: 'user.or.token.invalid' } }, expected: { kind: 'logout' } },
    { name: 'login.not.session logs out', input: { status: 400, body: { errorCode: 'login.not.session' } }, expected: { kind: 'logout' } },
    { name: 'a 401 logs out even with alerts off', input: { status: 401, alert: false }, expected: { kind: 'logout' } },
    { name: '502 is silent', input: { status: 502, body: { message: 'Bad gateway' } }, expected: { kind: 'silent' } },
    { name: 'alert off is silent', input: { status: 400, body: { message: 'Nope' }, alert: false }, expected: { kind: 'silent' } },
    {
      name: 'TOO_MANY_REQUEST is skipped',
      input: { status: 429, body: { message: 'Slow down', errorCode: 'TOO_MANY_REQUEST' } },
      expected: { kind: 'silent' },
    },
    {
      name: 'TOO_MANY_REQUEST_LOGIN is skipped',
      input: { status: 400, body: { message: 'x', errorCode: 'TOO_MANY_REQUEST_LOGIN' } },
      expected: { kind: 'silent' },
    },
    {
      name: "a code is alerted in the errors bundle's words, the server's kept for a code the bundle lacks",
      input: { status: 400, body: { message: 'This account does not exist', errorCode: 'not.exists.user' } },
      expected: { kind: 'alert', messageId: 'errors.not.exists.user', bundle: 'errors', message: 'This account does not exist' },
    },
    {
      name: 'a code with no message',
      input: { status: 400, body: { errorCode: 'login.cred.err' } },
      expected: { kind: 'alert', messageId: 'errors.login.cred.err', bundle: 'errors' },
    },
    {
      name: 'a message with no code is alerted as it is',
      input: { status: 400, body: { message: 'Amount too low' } },
      expected: { kind: 'alert', message: 'Amount too low' },
    },
    {
      name: 'a known code still stays quiet with alerts off',
      input: { status: 400, body: { errorCode: 'login.cred.err' }, alert: false },
      expected: { kind: 'silent' },
    },
    { name: 'no message is unknown error', input: { status: 500, body: {} }, expected: { kind: 'alert', messageId: 'unknown_error' } },
    { name: 'a time-out asks to retry', input: { transportCode: 'ECONNABORTED' }, expected: { kind: 'alert', messageId: 'timeout_retry_please' } },
    {
      name: 'offline is a short notice',
      input: { transportCode: 'ERR_NETWORK', online: false },
      expected: { kind: 'notice', messageId: 'network_offline', durationMs: 1500 },
    },
    {
      name: 'an unstable line is a short notice',
      input: { transportCode: 'ERR_NETWORK' },
      expected: { kind: 'notice', messageId: 'network_slowly', durationMs: 1500 },
    },
  ])('$name', ({ input, expected }) => {
    expect(classifyFailure({ ...base, ...input })).toEqual(expected);
  });
});
