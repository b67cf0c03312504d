import { ApiClient } from './client.ts';
import { ApiError, type Reaction } from './failures.ts';

type Answer = { status: number; data: unknown };

/** A client whose network answers once with `answer`; what the catalogue was told is recorded. */
function clientAnswering(answer: Answer) {
  const told: { reaction: Reaction; error: ApiError }[] = [];
  const client = new ApiClient({
    fetch: async () => new Response(JSON.stringify(answer.data), { status: answer.status }),
  });
  client.configure({ merchant: 'royal88', language: () => 'EN', token: () => undefined, onFailure: (reaction, error) => told.push({ reaction, error }) });
  return { client, told };
}

const QUIET = ['login_verify_required', 'bind_customer_required'] as const;
const methods = [{ method: 'post' as const }, { method: 'put' as const }, { method: 'delete' as const }];

describe('ApiClient quietCodes', () => {
  test.each([
    { name: 'in the envelope', status: 200 },
    { name: 'with an HTTP error status', status: 400 },
  ])('a listed code $name is not reported, but the call still rejects with its details', async ({ status }) => {
    const methodsValue = { ga: true, sms: false, email: false, payeeName: false };
    const { client, told } = clientAnswering({
      status,
      data: { success: false, message: 'Verify it is you', errorCode: 'login_verify_required', value: methodsValue },
    });
    const error: unknown = await client.post('/wps/session/login', { username: 'a' }, { quietCodes: QUIET }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', message: 'Verify it is you', errorCode: 'login_verify_required', status });
    expect((error as ApiError).details).toEqual(methodsValue);
    expect(told).toEqual([]);
  });

  test.each(methods)('$method honours quietCodes too', async ({ method }) => {
    const { client, told } = clientAnswering({ status: 200, data: { success: false, message: 'Bind first', errorCode: 'bind_customer_required' } });
    await expect(client[method]('/wps/x', {}, { quietCodes: QUIET })).rejects.toMatchObject({ errorCode: 'bind_customer_required' });
    expect(told).toEqual([]);
  });

  test.each([
    { name: 'a code not on the list', quietCodes: QUIET, errorCode: 'login.cred.err' },
    { name: 'no list at all', quietCodes: undefined, errorCode: 'login_verify_required' },
    { name: 'an empty list', quietCodes: [], errorCode: 'login_verify_required' },
  ])('$name is reported as usual, with the error and its details', async ({ quietCodes, errorCode }) => {
    const { client, told } = clientAnswering({ status: 200, data: { success: false, message: 'Nope', errorCode, value: { n: 1 } } });
    await expect(client.post('/wps/session/login', {}, { quietCodes })).rejects.toMatchObject({ errorCode });
    expect(told).toHaveLength(1);
    // A code is told in the errors bundle's words where it has them, the server's text kept as the fallback.
    expect(told[0].reaction).toEqual({ kind: 'alert', message: 'Nope', messageId: `errors.${errorCode}`, bundle: 'errors' });
    expect(told[0].error).toMatchObject({ errorCode, details: { n: 1 } });
  });

  test('a failure without a code is reported even with a list', async () => {
    const { client, told } = clientAnswering({ status: 200, data: { success: false, message: 'Broken' } });
    await expect(client.post('/wps/x', {}, { quietCodes: QUIET })).rejects.toMatchObject({ message: 'Broken', details: undefined });
    expect(told.map((t) => t.reaction)).toEqual([{ kind: 'alert', message: 'Broken' }]);
  });

  test('a lost session still logs out, even when its code is listed', async () => {
    const { client, told } = clientAnswering({ status: 401, data: { success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' } });
    await expect(client.post('/wps/x', {}, { quietCodes: ['customer.not.login'] })).rejects.toMatchObject({ errorCode: 'customer.not.login' });
    expect(told.map((t) => t.reaction)).toEqual([{ kind: 'logout' }]);
  });

  test('a success is unaffected by the list', async () => {
    const { client, told } = clientAnswering({ status: 200, data: { success: true, value: { token: 't' } } });
    await expect(client.post('/wps/session/login', {}, { quietCodes: QUIET })).resolves.toEqual({ token: 't' });
    expect(told).toEqual([]);
  });
});
