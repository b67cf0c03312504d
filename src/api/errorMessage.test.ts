import { chooseFailureWords, throttledWords, isErrorMessageId } from './errorMessage.ts';
import { errorMessageId } from './failures.ts';

describe('errorMessageId', () => {
  test.each([
    { code: 'not.exists.user', id: 'errors.not.exists.user' },
    { code: 'TOO_MANY_REQUEST_LOGIN', id: 'errors.TOO_MANY_REQUEST_LOGIN' },
    { code: 'domain_not_available', id: 'errors.domain_not_available' },
    { code: '', id: undefined },
    { code: undefined, id: undefined },
  ])('$code → $id', ({ code, id }) => {
    expect(errorMessageId(code)).toBe(id);
  });

  test.each([
    { id: 'errors.login.cred.err', ours: true },
    { id: 'errors.', ours: false },
    { id: 'unknown_error', ours: false },
    { id: 'login.cred.err', ours: false },
    { id: undefined, ours: false },
  ])("$id is an error code's message id: $ours", ({ id, ours }) => {
    expect(isErrorMessageId(id)).toBe(ours);
  });
});

describe('chooseFailureWords', () => {
  // What the errors bundle holds in this table.
  const has = (id: string) => ['errors.not.exists.user', 'errors.login.cred.err', 'register.success'].includes(id);
  test.each([
    {
      name: "a known code: the server's words, which may say more",
      words: { messageId: 'errors.not.exists.user', message: 'No such account (2 attempts left)' },
      shown: { message: 'No such account (2 attempts left)' },
    },
    {
      name: "a known code the server sent no words for: the bundle's",
      words: { messageId: 'errors.login.cred.err' },
      shown: { messageId: 'errors.login.cred.err' },
    },
    {
      name: "an unknown code: the server's words",
      words: { messageId: 'errors.promotion.paused', message: 'Promotion paused' },
      shown: { message: 'Promotion paused' },
    },
    { name: 'an unknown code without words', words: { messageId: 'errors.promotion.paused' }, shown: { messageId: 'unknown_error' } },
    { name: "the server's words without a code", words: { message: 'Closed today' }, shown: { message: 'Closed today' } },
    { name: "a screen's own message", words: { messageId: 'register.success' }, shown: { messageId: 'register.success' } },
    { name: 'nothing at all', words: {}, shown: { messageId: 'unknown_error' } },
  ])('$name', ({ words, shown }) => {
    expect(chooseFailureWords(words, has)).toEqual(shown);
  });
});

describe('throttledWords', () => {
  test.each([
    [
      "a throttled login: the server's words, the code's beside them",
      { errorCode: 'TOO_MANY_REQUEST_LOGIN', serverMessage: 'Slow down' },
      { message: 'Slow down', messageId: 'errors.TOO_MANY_REQUEST_LOGIN' },
    ],
    ["a throttled login without the server's words: the code's", { errorCode: 'TOO_MANY_REQUEST_LOGIN' }, { messageId: 'errors.TOO_MANY_REQUEST_LOGIN' }],
    ['any other refusal: the catalogue told it', { errorCode: 'login.cred.err', serverMessage: 'Wrong password' }, undefined],
    ['no code at all', { serverMessage: 'Network down' }, undefined],
  ])('%s', (_name, error, expected) => {
    expect(throttledWords(error)).toEqual(expected);
  });
});
