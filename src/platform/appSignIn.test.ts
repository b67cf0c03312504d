import { appSignInBridge, requestAppSignIn } from './appSignIn.ts';

type Shell = Window & { WLAppBridge?: unknown; webkit?: unknown; wlAppSignInResult?: (result: unknown) => void };
const fakeWindow = (extra: Record<string, unknown>) => ({ ...extra }) as unknown as Shell;

describe('the app shell sign-in bridge', () => {
  test('a plain browser has none', () => {
    expect(appSignInBridge(fakeWindow({}))).toBeUndefined();
    return expect(requestAppSignIn('google', fakeWindow({}))).rejects.toThrow('no sign-in');
  });

  test('Android: the request goes to WLAppBridge, and the shell answers through wlAppSignInResult', async () => {
    const signIn = vi.fn();
    const win = fakeWindow({ WLAppBridge: { signIn } });
    const result = requestAppSignIn('google', win);
    expect(signIn).toHaveBeenCalledExactlyOnceWith('google');
    win.wlAppSignInResult!('Failure: Google Play services are out of date');
    await expect(result).resolves.toBe('Failure: Google Play services are out of date');
    expect(win.wlAppSignInResult).toBeUndefined();
  });

  test('iOS: the request is a message to the wlSignIn handler', async () => {
    const postMessage = vi.fn();
    const win = fakeWindow({ webkit: { messageHandlers: { wlSignIn: { postMessage } } } });
    const result = requestAppSignIn('google', win);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ channel: 'google' });
    win.wlAppSignInResult!('eyJ.id.token');
    await expect(result).resolves.toBe('eyJ.id.token');
  });

  test('a newer request takes over; the older one settles as backed out; a non-text answer counts as none', async () => {
    const win = fakeWindow({ WLAppBridge: { signIn: vi.fn() } });
    const first = requestAppSignIn('google', win);
    const second = requestAppSignIn('google', win);
    await expect(first).resolves.toBe('');
    win.wlAppSignInResult!(42);
    await expect(second).resolves.toBe('');
  });
});
