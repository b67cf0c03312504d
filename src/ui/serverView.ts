// A page rendered on the server shows what any visitor on any device would see; the browser hydrates
// that same view first, then renders again with what only it knows (the member's session, the device,
// what was closed in this tab). Anything of the first screen that depends on those reads them here.
import { useSyncExternalStore } from 'react';
import { UNKNOWN_DEVICE, type ShellInfo } from '../platform/shell.ts';
import { useStores } from '../stores/index.ts';

const neverChanges = () => () => undefined;

/** True while this component renders as the server did: on the server, and while the browser hydrates it. */
export function useServerView(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/** Whether a member is logged in, as this render may show it: never in the server's view. */
export function useLoggedIn(): boolean {
  const { session } = useStores();
  return !useServerView() && session.isLoggedIn;
}

/** How the page runs, as this render may show it: a plain browser tab on an unknown device in the server's view. */
export function usePlatform(): ShellInfo {
  const { platform } = useStores();
  return useServerView() ? UNKNOWN_DEVICE : platform;
}
