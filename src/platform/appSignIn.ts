// The native app shell's sign-in bridge. Google refuses its sign-in inside an embedded web view, so in
// the app the shell signs the player in with its own SDK and reports the result to the page:
//   page → shell: Android `window.WLAppBridge.signIn(channel)`,
//                 iOS `window.webkit.messageHandlers.wlSignIn.postMessage({ channel })`;
//   shell → page: `window.wlAppSignInResult(result)`, result being the identity provider's ID token,
//                 an empty string when the player backed out, or a message starting with "Failure"
//                 (spec section 8), which the page shows as the app wrote it.

export type AppSignInChannel = 'google';

interface BridgeWindow {
  WLAppBridge?: { signIn?: (channel: string) => void };
  webkit?: { messageHandlers?: { wlSignIn?: { postMessage: (message: unknown) => void } } };
  wlAppSignInResult?: (result: unknown) => void;
}

/** The shell's way to start a sign-in, when the page runs inside an app that has one. */
export function appSignInBridge(win: Window = window): ((channel: AppSignInChannel) => void) | undefined {
  const { WLAppBridge, webkit } = win as unknown as BridgeWindow;
  if (typeof WLAppBridge?.signIn === 'function') return (channel) => WLAppBridge.signIn!(channel);
  const handler = webkit?.messageHandlers?.wlSignIn;
  if (handler && typeof handler.postMessage === 'function') return (channel) => handler.postMessage({ channel });
  return undefined;
}

/**
 * Asks the shell to sign the player in and waits for what it reports (no time-out: the player may take
 * their time in the shell's screens). A newer request takes over the callback; the older one then
 * settles as backed out.
 */
export function requestAppSignIn(channel: AppSignInChannel, win: Window = window): Promise<string> {
  const start = appSignInBridge(win);
  if (!start) return Promise.reject(new Error('The app shell offers no sign-in'));
  const target = win as unknown as BridgeWindow;
  target.wlAppSignInResult?.('');
  return new Promise((resolve) => {
    const receive = (result: unknown) => {
      if (target.wlAppSignInResult === receive) delete target.wlAppSignInResult;
      resolve(typeof result === 'string' ? result : '');
    };
    target.wlAppSignInResult = receive;
    start(channel);
  });
}
