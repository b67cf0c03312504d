import { makeAutoObservable } from 'mobx';
import { sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import type { RootStore } from './RootStore.ts';

/** What the browser session store keeps about the logged-in member (spec section 3). */
export interface SessionInfo {
  id?: number;
  customerId?: number;
  token: string;
  merchantCode?: string;
  userName?: string;
  /** From customerType. */
  type?: number;
  firstTimeLogin?: boolean;
}

export class SessionStore {
  /** The stored session, if a member is logged in (or arrived with a token in the query). */
  info: SessionInfo | undefined;
  /** Set when a call found the session gone: the player is offered a way to log in. */
  loginPromptOpen = false;

  constructor(private readonly root: RootStore) {
    this.info = sessionStore.getJson<SessionInfo>(STORAGE_KEYS.memberSession);
    makeAutoObservable<SessionStore, 'root'>(this, { root: false });
  }

  get token(): string | undefined {
    return this.info?.token;
  }

  get isLoggedIn(): boolean {
    return Boolean(this.info?.token);
  }

  /** Stores a session; a token handed over in the query becomes a session of its own. */
  save(info: SessionInfo): void {
    this.info = { merchantCode: this.root.site.merchantCode, ...info };
    sessionStore.setJson(STORAGE_KEYS.memberSession, this.info);
  }

  adoptToken(token: string): void {
    if (this.info?.token !== token) this.save({ token });
  }

  /** Forgets the session and everything known about the member. */
  logout(): void {
    this.info = undefined;
    sessionStore.remove(STORAGE_KEYS.memberSession);
    this.root.clear();
  }

  /** A call found the session gone (spec section 8). */
  sessionLost(): void {
    this.logout();
    this.loginPromptOpen = true;
  }

  closeLoginPrompt(): void {
    this.loginPromptOpen = false;
  }
}
