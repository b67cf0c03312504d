import { sendTokenSync } from './tokenSyncCalls.ts';

afterEach(() => vi.unstubAllGlobals());

test("POST carries the token as bearer, DELETE carries none; both stay on the site's credentials", async () => {
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  await sendTokenSync('https://m.royal88.test/auth/session', { method: 'POST', token: 'tok-1' });
  await sendTokenSync('https://m.royal88.test/auth/session', { method: 'DELETE' });
  expect(fetch.mock.calls).toEqual([
    [
      'https://m.royal88.test/auth/session',
      expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer tok-1' }, credentials: 'same-origin' }),
    ],
    ['https://m.royal88.test/auth/session', expect.objectContaining({ method: 'DELETE', headers: {}, credentials: 'same-origin' })],
  ]);
});

test('a refusal is an error for the caller to note', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 500 })),
  );
  await expect(sendTokenSync('https://m.royal88.test/auth/session', { method: 'DELETE' })).rejects.toThrow('HTTP 500');
});
