// Keeps the merchant's token sync (spec section 7, `tokenSync` in the merchant file) told of the session:
// the token on login and when a stored session is restored, DELETE on logout (rules/tokenSync.ts).
import { reaction } from 'mobx';
import { sendTokenSync } from '../api/tokenSyncCalls.ts';
import { tokenSyncCall, tokenSyncUrl } from '../rules/tokenSync.ts';
import type { RootStore } from './RootStore.ts';

export class TokenSyncStore {
  constructor(private readonly root: RootStore) {}

  /** Follows the session from now on (a session already there is synced at once); returns what stops it. */
  start(): () => void {
    const configured = this.root.site.config.tokenSync?.url;
    const url = tokenSyncUrl(configured, location.origin);
    if (!url) {
      if (configured) console.warn('Token sync refused: not an address on this site', configured);
      return () => {};
    }
    let synced: string | undefined;
    return reaction(
      () => this.root.session.token,
      (token) => {
        const call = tokenSyncCall(synced, token);
        synced = token;
        if (call) void sendTokenSync(url, call).catch((error: unknown) => console.warn(error));
      },
      { fireImmediately: true },
    );
  }
}
