import { appSignInOutcome } from './appSignIn.ts';

test.each([
  { result: 'Failure: 12501 sign-in cancelled by the network', expected: { kind: 'failure', message: 'Failure: 12501 sign-in cancelled by the network' } },
  { result: ' Failure ', expected: { kind: 'failure', message: 'Failure' } },
  { result: '', expected: { kind: 'cancelled' } },
  { result: '   ', expected: { kind: 'cancelled' } },
  { result: 'eyJhbGciOiJSUzI1NiJ9.payload.signature', expected: { kind: 'token', token: 'eyJhbGciOiJSUzI1NiJ9.payload.signature' } },
  // Only the prefix the shells use marks a failure.
  { result: 'failure-looking-token', expected: { kind: 'token', token: 'failure-looking-token' } },
])('$result is $expected.kind', ({ result, expected }) => {
  expect(appSignInOutcome(result)).toEqual(expected);
});
