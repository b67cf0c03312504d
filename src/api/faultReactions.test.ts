// @vitest-environment jsdom
// Failures the fault matrix (tests/e2e/faultMatrix.e2e.ts) found, each at its root: the player reads the
// server's own words or the catalogue's, never a transport detail, and nothing waits forever.
import { makeStores, siteConfig } from '../../tests/unit/fixtures.tsx';
import { login } from './accountCalls.ts';
import { fetchBootConfig } from './calls.ts';
import { ApiClient, DEFAULT_TIMEOUT_MS, TIMED_OUT } from './client.ts';
import { ApiError, type Reaction } from './failures.ts';

const answering = (status: number, body: string) => async () => new Response(body, { status });

describe('what a failed call tells the player', () => {
  test("the server's message travels apart from the technical one, and only when the server sent it", async () => {
    const refused = new ApiClient({ fetch: answering(200, JSON.stringify({ success: false, message: 'Closed today' })) });
    const crashed = new ApiClient({ fetch: answering(500, '<h1>Internal Server Error</h1>') });
    const garbled = new ApiClient({ fetch: answering(200, '{"success": tr') });
    await expect(refused.get('/wps/x')).rejects.toMatchObject({ serverMessage: 'Closed today' });
    await expect(crashed.get('/wps/x')).rejects.toMatchObject({ message: 'The server answered 500', serverMessage: undefined });
    await expect(garbled.get('/wps/x')).rejects.toMatchObject({ errorCode: 'bad_response', serverMessage: undefined });
  });

  test("a status call the server fails without a message shows 'Error', not what went wrong on the way", async () => {
    const stores = makeStores(siteConfig('royal88'));
    vi.stubGlobal('fetch', answering(500, '<h1>Internal Server Error</h1>'));
    try {
      await stores.site.checkStatus({});
    } finally {
      vi.unstubAllGlobals();
    }
    expect(stores.alerts.alerts).toEqual([{ titleId: 'notice', messageId: 'error' }]);
  });

  test('the key of an encrypted login alerts when it fails, as the login itself would', async () => {
    const reactions: Reaction[] = [];
    const api = new ApiClient({ fetch: answering(500, 'down') });
    api.configure({ onFailure: (reaction) => reactions.push(reaction) });
    await expect(login(api, { username: 'a', password: 'b', type: 'username', loginDeviceId: 'd', isOfficialAppLogin: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(reactions).toEqual([{ kind: 'alert', messageId: 'unknown_error' }]);
  });
});

describe('the site config index.html asked for early', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { __wlEarly?: unknown }).__wlEarly;
  });

  test('times out as the call would when it never answers, so start-up ends on its error screen', async () => {
    vi.useFakeTimers();
    (window as { __wlEarly?: unknown }).__wlEarly = { config: new Promise(() => undefined) };
    const config = fetchBootConfig(new ApiClient());
    const settled = expect(config).rejects.toMatchObject({ transportCode: TIMED_OUT });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await settled;
  });
});
