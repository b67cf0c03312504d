import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchMemberInfoOf } from '../api/calls.ts';
import { clearSessionStorage } from '../platform/clearSessionStorage.ts';
import { keepsSessionLocally } from '../platform/shell.ts';
import { localStore, sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import type { Audience } from '../rules/announcements.ts';
import { keptThroughLostSession } from '../rules/lostSessionStorage.ts';
import { PATHS } from '../rules/paths.ts';
import type { ShellInfo } from '../platform/shell.ts';
import type { MemberInfo } from '../api/types.ts';
import type { OverlayStore } from './OverlayStore.ts';

/**
 * What the session reads of the other stores (the root store gives them): written out rather than the
 * root's type, so that the member store, which reads the session, and the session stand in no circle.
 */
export interface SessionRoot {
  api: ApiClient;
  platform: ShellInfo;
  site: { merchantCode: string };
  member: { info: MemberInfo | undefined; fetch(): Promise<void> };
  overlays: Pick<OverlayStore, 'open'>;
  /** Forgets everything of the member (a logout, a session the server dropped). */
  clear(): void;
}

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
  /** A token from the query the server is being asked about. */
  checkingToken: string | undefined;
  /** Counts remembered logins forgotten by another tab (a logout there): forms showing one clear it. */
  forgottenElsewhere = 0;
  /** Query tokens already turned down (dead, or another member's while this one is logged in). */
  private readonly refusedTokens = new Set<string>();

  constructor(private readonly root: SessionRoot) {
    this.info = sessionStore.getJson<SessionInfo>(STORAGE_KEYS.memberSession);
    makeAutoObservable<SessionStore, 'root'>(this, { root: false });
  }

  /** Whether a query token still waits for the server's word (not adopted, not turned down). */
  awaitsVerdict(token: string): boolean {
    return token !== this.info?.token && !this.refusedTokens.has(token);
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

  /**
   * A token handed over in the query becomes the session once the server names its member. It never
   * replaces another member's session: that member logs out first (a link must not switch accounts
   * under the player). The same member's new token simply replaces the old one.
   */
  async adoptQueryToken(token: string): Promise<void> {
    if (!this.awaitsVerdict(token) || this.checkingToken === token) return;
    this.checkingToken = token;
    const member = await fetchMemberInfoOf(this.root.api, token).catch(() => undefined);
    inAction('SessionStore.adoptQueryToken', () => {
      if (this.checkingToken === token) this.checkingToken = undefined;
      const current = this.info;
      const currentId = current && (current.id ?? current.customerId ?? this.root.member.info?.id);
      if (!member || (current && currentId !== member.id)) {
        this.refusedTokens.add(token);
        return;
      }
      this.save({ ...current, token, id: member.id, customerId: member.customerId ?? member.id, userName: member.userName, type: member.type });
    });
    if (this.info?.token === token) await this.root.member.fetch();
  }

  rememberedLoginForgottenElsewhere(): void {
    this.forgottenElsewhere += 1;
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
    this.refusedTokens.clear();
    sessionStore.remove(STORAGE_KEYS.memberSession);
    localStore.remove(STORAGE_KEYS.savedSession);
    this.root.clear();
  }

  /**
   * A call found the session gone (spec section 8): log out and clear the session storage, but for the
   * visitor's choices the spec keeps for the browser session (section 4); a restored one just goes home.
   */
  sessionLost(): void {
    const wasRestoring = this.restoring;
    this.restoring = false;
    this.logout();
    clearSessionStorage(keptThroughLostSession);
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
