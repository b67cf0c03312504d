import { ApiClient, NO_TOKEN_PATHS } from './client.ts';

/** A client with a live session token whose network records each request's headers. */
function clientWithToken() {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const client = new ApiClient({
    fetch: async (url, init) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ success: true, value: null }), { status: 200 });
    },
  });
  client.configure({ merchant: 'royal88', language: () => 'EN', token: () => 'tok-live', onFailure: () => undefined });
  return { client, sent };
}

describe('the no-token list (spec section 7)', () => {
  test.each(NO_TOKEN_PATHS.map((path) => ({ path })))('$path goes without the token, with or without a query', async ({ path }) => {
    const { client, sent } = clientWithToken();
    await client.post(path, {});
    await client.get(path, { query: { _: 1 } });
    expect(sent.map((request) => request.headers.Authorization)).toEqual([undefined, undefined]);
  });

  test('logout is on it, and other member calls still carry the token', async () => {
    const { client, sent } = clientWithToken();
    await client.post('/wps/session/logout', { token: 'tok-live' });
    await client.get('/wps/member/info');
    expect(sent.map((request) => [request.url, request.headers.Authorization])).toEqual([
      ['/wps/session/logout', undefined],
      ['/wps/member/info', 'Bearer tok-live'],
    ]);
  });
});
