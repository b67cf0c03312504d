import { makeAutoObservable } from 'mobx';
import { keepsSessionLocally } from '../platform/shell.ts';
import { localStore, sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import type { Audience } from '../rules/announcements.ts';
import { PATHS } from '../rules/paths.ts';
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

/** Token and path of an older iOS home-screen app, kept in local storage (spec section 4). */
interface SavedSession {
  info: SessionInfo;
  path: string;
}

export class SessionStore {
  /** The stored session, if a member is logged in (or arrived with a token in the query). */
  info: SessionInfo | undefined;
  /** The session came back from local storage and has not been confirmed by the server yet. */
  restoring = false;
  /** A path the app should move to (read and cleared by the router). */
  pendingPath: string | undefined;

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

  /** Who content is for: a visitor, a member, or a member on their first login. */
  get audience(): Audience {
    return { loggedIn: this.isLoggedIn, firstTimeLogin: Boolean(this.info?.firstTimeLogin) };
  }

  private get keepsLocally(): boolean {
    return keepsSessionLocally(this.root.platform);
  }

  /** Stores a session; a token handed over in the query becomes a session of its own. */
  save(info: SessionInfo): void {
    this.info = { merchantCode: this.root.site.merchantCode, ...info };
    sessionStore.setJson(STORAGE_KEYS.memberSession, this.info);
    if (this.keepsLocally) this.rememberPath(location.pathname + location.search);
  }

  adoptToken(token: string): void {
    if (this.info?.token !== token) this.save({ token });
  }

  /** Older iOS home-screen apps: the last path is kept beside the token. */
  rememberPath(path: string): void {
    if (!this.keepsLocally || !this.info) return;
    localStore.setJson(STORAGE_KEYS.savedSession, { info: this.info, path } satisfies SavedSession);
  }

  /** Brings back a session an older iOS home-screen app lost with its session store; returns its path. */
  restore(): string | undefined {
    if (this.info || !this.keepsLocally) return undefined;
    const saved = localStore.getJson<SavedSession>(STORAGE_KEYS.savedSession);
    if (!saved?.info?.token || saved.info.merchantCode !== this.root.site.merchantCode) return undefined;
    this.info = saved.info;
    sessionStore.setJson(STORAGE_KEYS.memberSession, saved.info);
    this.restoring = true;
    return saved.path;
  }

  confirmRestored(): void {
    this.restoring = false;
  }

  /** Forgets the session and everything known about the member. */
  logout(): void {
    this.info = undefined;
    sessionStore.remove(STORAGE_KEYS.memberSession);
    localStore.remove(STORAGE_KEYS.savedSession);
    this.root.clear();
  }

  /** A call found the session gone (spec section 8); a restored one just goes home. */
  sessionLost(): void {
    const wasRestoring = this.restoring;
    this.restoring = false;
    this.logout();
    if (wasRestoring) this.goTo(PATHS.home);
    else this.root.overlays.open('login-prompt', {}, { key: 'login-prompt' });
  }

  /** Asks the router to move to a path (a store's way of leading the player on). */
  goTo(path: string): void {
    this.pendingPath = path;
  }

  takePendingPath(): string | undefined {
    const path = this.pendingPath;
    this.pendingPath = undefined;
    return path;
  }
}
