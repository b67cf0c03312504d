import { ApiError } from '../api/failures.ts';
import { failureText } from './failureText.ts';

describe('failureText', () => {
  test.each([
    {
      name: "a code the bundle may lack, with the server's message",
      error: new ApiError('Promotion paused', { status: 400, errorCode: 'promotion.paused', serverMessage: 'Promotion paused' }),
      online: true,
      text: { messageId: 'errors.promotion.paused', bundle: 'errors', message: 'Promotion paused' },
    },
    {
      name: "a code: the errors bundle's words, the server's kept as the fallback",
      error: new ApiError('This account does not exist', { status: 400, errorCode: 'not.exists.user', serverMessage: 'This account does not exist' }),
      online: true,
      text: { messageId: 'errors.not.exists.user', bundle: 'errors', message: 'This account does not exist' },
    },
    {
      name: 'a known code the server sent no words for',
      error: new ApiError('The server answered 503', { status: 503, errorCode: 'server.busy' }),
      online: true,
      text: { messageId: 'errors.server.busy', bundle: 'errors' },
    },
    {
      name: "the server's message with no code",
      error: new ApiError('Closed today', { status: 200, serverMessage: 'Closed today' }),
      online: true,
      text: { message: 'Closed today' },
    },
    {
      name: 'an answer with no error body',
      error: new ApiError('The server answered 500', { status: 500 }),
      online: true,
      text: { messageId: 'unknown_error' },
    },
    {
      name: 'an answer the app cannot read',
      error: new ApiError('The server sent an answer the app cannot read', { status: 200, errorCode: 'bad_response' }),
      online: true,
      text: { messageId: 'unknown_error' },
    },
    { name: 'a time-out', error: new ApiError('timed out', { transportCode: 'ECONNABORTED' }), online: true, text: { messageId: 'timeout_retry_please' } },
    {
      name: 'no answer while online',
      error: new ApiError('fetch failed', { transportCode: 'ERR_NETWORK' }),
      online: true,
      text: { messageId: 'network_slowly' },
    },
    {
      name: 'no answer while offline',
      error: new ApiError('fetch failed', { transportCode: 'ERR_NETWORK' }),
      online: false,
      text: { messageId: 'network_offline' },
    },
    {
      name: 'a throttled call',
      error: new ApiError('Slow down', { status: 429, errorCode: 'TOO_MANY_REQUEST_X' }),
      online: true,
      text: { messageId: 'unknown_error' },
    },
    { name: 'a 502', error: new ApiError('Bad gateway', { status: 502, errorCode: 'gateway' }), online: true, text: { messageId: 'unknown_error' } },
    {
      name: 'a lost session',
      error: new ApiError('CUSTOMER_NOT_LOGIN', { status: 401, errorCode: 'customer.not.login' }),
      online: true,
      text: { messageId: 'unknown_error' },
    },
    { name: 'anything else', error: new TypeError('x is undefined'), online: true, text: { messageId: 'unknown_error' } },
  ])('$name', ({ error, online, text }) => {
    expect(failureText(error, online)).toEqual(text);
  });
});
