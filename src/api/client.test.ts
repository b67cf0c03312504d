// @vitest-environment jsdom
import { ApiClient } from './client.ts';
import type { Reaction } from './failures.ts';
import { SESSION_CACHE_MINUTES } from './sessionCache.ts';

type Answer = { status: number; data: unknown } | { error: 'timeout' | 'network' };
interface Sent {
  url: string;
  init: RequestInit;
}

/** A client whose network is a list of answers; every request it sends is recorded. */
function clientAnswering(...answers: Answer[]) {
  const sent: Sent[] = [];
  const reactions: Reaction[] = [];
  const client = new ApiClient({
    fetch: async (url, init) => {
      sent.push({ url, init });
      const answer = answers.shift() ?? { status: 200, data: { success: true, value: null } };
      if ('error' in answer) throw answer.error === 'timeout' ? new DOMException('signal timed out', 'TimeoutError') : new TypeError('Failed to fetch');
      const text = typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data);
      return new Response(text, { status: answer.status });
    },
  });
  client.configure({ merchant: 'royal88', language: () => 'VI', token: () => 'tok', onFailure: (reaction) => reactions.push(reaction) });
  return { client, sent, reactions };
}

const header = (request: Sent, name: string) => new Headers(request.init.headers).get(name);

describe('ApiClient', () => {
  test('sends the Merchant, Language and Authorization headers, and unwraps the value', async () => {
    const { client, sent } = clientAnswering({ status: 200, data: { success: true, value: { pong: 1 } } });
    await expect(client.get('/wps/system/test/ping', { query: { a: 1, b: undefined } })).resolves.toEqual({ pong: 1 });
    expect(sent[0].url).toBe('/wps/system/test/ping?a=1');
    expect(header(sent[0], 'Merchant')).toBe('royal88');
    expect(header(sent[0], 'Language')).toBe('VI');
    expect(header(sent[0], 'Authorization')).toBe('Bearer tok');
    expect(sent[0].init.signal).toBeInstanceOf(AbortSignal);
    expect(sent[0].init.credentials).toBe('include');
  });

  test('leaves the token out when asked, and posts JSON with a ModuleId', async () => {
    const { client, sent } = clientAnswering({ status: 200, data: { success: true, value: 1 } }, { status: 200, data: { success: true, value: 2 } });
    await client.get('/wps/system/status', { auth: false });
    await client.post('/wps/member/register', { username: 'a' }, { moduleId: 'REG3' });
    expect(header(sent[0], 'Authorization')).toBeFalsy();
    expect(header(sent[1], 'ModuleId')).toBe('REG3');
    expect(JSON.parse(sent[1].init.body as string)).toEqual({ username: 'a' });
  });

  test('refuses a request without a url', async () => {
    const { client, sent } = clientAnswering();
    await expect(client.get('')).rejects.toThrow('url is null');
    expect(sent).toHaveLength(0);
  });

  test('caches a GET for the browser session when asked', async () => {
    const { client, sent } = clientAnswering({ status: 200, data: { success: true, value: ['CN'] } });
    expect(await client.get('/wps/system/country', { cache: true })).toEqual(['CN']);
    expect(await client.get('/wps/system/country', { cache: true })).toEqual(['CN']);
    expect(sent).toHaveLength(1);
  });

  test('a cached GET is asked again once the session time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { client, sent } = clientAnswering(
        { status: 200, data: { success: true, value: ['CN'] } },
        { status: 200, data: { success: true, value: ['VI'] } },
      );
      expect(await client.get('/wps/system/country', { cache: true })).toEqual(['CN']);
      vi.setSystemTime(Date.now() + SESSION_CACHE_MINUTES * 60_000 - 1);
      expect(await client.get('/wps/system/country', { cache: true })).toEqual(['CN']);
      vi.setSystemTime(Date.now() + 1);
      expect(await client.get('/wps/system/country', { cache: true })).toEqual(['VI']);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test.each([
    {
      name: 'a server message',
      answer: { status: 200, data: { success: false, message: 'Too low', errorCode: 'x' } },
      reaction: { kind: 'alert', message: 'Too low', messageId: 'errors.x', bundle: 'errors' },
    },
    {
      name: 'a lost session',
      answer: { status: 401, data: { success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' } },
      reaction: { kind: 'logout' },
    },
    { name: 'a time-out', answer: { error: 'timeout' }, reaction: { kind: 'alert', messageId: 'timeout_retry_please' } },
    { name: 'no answer at all', answer: { error: 'network' }, reaction: { kind: 'notice', messageId: 'network_slowly', durationMs: 1500 } },
    { name: 'an error page that is not the envelope', answer: { status: 500, data: '<html>' }, reaction: { kind: 'alert', messageId: 'unknown_error' } },
    { name: 'an answer that is not the envelope', answer: { status: 200, data: '<html>' }, reaction: { kind: 'alert', messageId: 'unknown_error' } },
  ])('reports $name to the catalogue and rejects with an ApiError', async ({ answer, reaction }) => {
    const { client, reactions } = clientAnswering(answer as Answer);
    await expect(client.get('/wps/x')).rejects.toMatchObject({ name: 'ApiError' });
    expect(reactions).toEqual([reaction]);
  });

  test('keeps failures quiet when alerts are off', async () => {
    const { client, reactions } = clientAnswering({ status: 400, data: { success: false, message: 'No' } });
    await expect(client.get('/wps/x', { alert: false })).rejects.toMatchObject({ message: 'No' });
    expect(reactions).toEqual([]);
  });
});
