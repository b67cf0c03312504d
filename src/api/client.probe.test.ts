import { ApiClient } from './client.ts';

/** A client whose session is `tok-live`, answering every call with `status`, and what it reported. */
function clientAnswering(status: number) {
  const sent: (string | undefined)[] = [];
  const reactions: string[] = [];
  const client = new ApiClient({
    fetch: async (_url, init) => {
      sent.push((init.headers as Record<string, string>).Authorization);
      return new Response(JSON.stringify({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' }), { status });
    },
  });
  client.configure({ merchant: 'royal88', language: () => 'EN', token: () => 'tok-live', onFailure: (reaction) => reactions.push(reaction.kind) });
  return { client, sent, reactions };
}

describe('a probe call', () => {
  test('asks with the token it names, not the session, and its 401 logs nobody out', async () => {
    const { client, sent, reactions } = clientAnswering(401);
    await expect(client.get('/wps/member/info', { auth: false, probe: true, headers: { Authorization: 'Bearer tok-link' } })).rejects.toThrow(
      'CUSTOMER_NOT_LOGIN',
    );
    expect(sent).toEqual(['Bearer tok-link']);
    expect(reactions).toEqual([]);
  });

  test('the same answer to an ordinary call logs out', async () => {
    const { client, reactions } = clientAnswering(401);
    await expect(client.get('/wps/member/info')).rejects.toThrow();
    expect(reactions).toEqual(['logout']);
  });
});
