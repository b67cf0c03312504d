// Push notifications (spec sections 4, 7 and 9): the device's token bound to the member on login and
// following topic ALL, unbound on logout, made anew after 7 days; and the permission prompt, skipped
// once dismissed in the browser session, a denied permission answered with a tip. The boundary to the
// browser's push and Firebase loads only once this store is used.
import { makeAutoObservable, reaction } from 'mobx';
import { inAction } from './inAction.ts';
import { fcmBind, fcmSubscribe, fcmUnsubscribeAll, TOPIC_ALL } from '../api/pushCalls.ts';
import type { PushMessaging, PushPermission, PushSettings } from '../platform/push/types.ts';
import { localStore, sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { memberKey } from '../rules/memberKey.ts';
import { bindingAction, pushPromptDue, refreshDelay, type PushBinding } from '../rules/push.ts';
import type { RootStore } from './RootStore.ts';

export const PUSH_BINDING_KEY = 'wl.push.binding';
export const PUSH_DISMISSED_KEY = STORAGE_KEYS.pushDismissed;

interface PushCalls {
  fcmBind: typeof fcmBind;
  fcmSubscribe: typeof fcmSubscribe;
  fcmUnsubscribeAll: typeof fcmUnsubscribeAll;
}

export interface PushDeps {
  messaging: () => Promise<PushMessaging>;
  calls: PushCalls;
  now: () => number;
}

const defaultDeps: PushDeps = {
  messaging: () => import('../platform/push/firebaseMessaging.ts'),
  calls: { fcmBind, fcmSubscribe, fcmUnsubscribeAll },
  now: () => Date.now(),
};

export class PushStore {
  /** The browser's notification permission, once the boundary has said ('unsupported' until then). */
  permission: PushPermission = 'unsupported';
  /** The prompt was closed in this browser session. */
  dismissed = sessionStore.get(PUSH_DISMISSED_KEY) === '1';
  /** The prompt's delay on this page has passed. */
  waited = false;
  /** The browser's permission dialog is open. */
  asking = false;
  /** What this device holds with the API (local storage, so a later page load knows it). */
  binding: PushBinding | undefined = localStore.getJson<PushBinding>(PUSH_BINDING_KEY);
  private boundary: Promise<PushMessaging> | undefined;
  /** Binding work runs one step at a time, each step deciding from the state it finds. */
  private queue: Promise<void> = Promise.resolve();
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private following: (() => void) | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly deps: PushDeps = defaultDeps,
  ) {
    makeAutoObservable<PushStore, 'root' | 'deps' | 'boundary' | 'queue' | 'refreshTimer' | 'following'>(this, {
      root: false,
      deps: false,
      boundary: false,
      queue: false,
      refreshTimer: false,
      following: false,
    });
  }

  get settings(): PushSettings | undefined {
    return this.root.site.config.push;
  }

  /** Whose binding this device should hold: the logged-in member, or nobody. */
  get member(): string | undefined {
    return memberKey(this.root.session.info);
  }

  get promptDue(): boolean {
    return pushPromptDue({
      configured: Boolean(this.settings),
      permission: this.permission,
      loggedIn: this.root.session.isLoggedIn,
      shell: this.root.platform.shell,
      dismissedThisSession: this.dismissed,
      waited: this.waited,
    });
  }

  /** Loads the boundary (once) and reads the permission from it. */
  load(): Promise<PushMessaging> {
    this.boundary ??= this.deps.messaging().then((messaging) => {
      inAction('PushStore.load', () => (this.permission = messaging.permission()));
      return messaging;
    });
    return this.boundary;
  }

  /**
   * Follows the session for as long as the page lives: binds on login, unbinds what a logout left,
   * and makes a new token when the binding is 7 days old. Does nothing for a merchant without push.
   */
  follow(): void {
    if (this.following || !this.settings) return;
    void this.load().then(
      () => {
        this.following ??= reaction(
          () => [this.member, this.permission] as const,
          () => this.sync(),
          { fireImmediately: true },
        );
      },
      (error: unknown) => console.warn('Push is not available:', error),
    );
  }

  /** Starts the prompt's delay on this page; returns what stops it. */
  wait(delayMs: number): () => void {
    void this.load().catch(() => undefined);
    const timer = setTimeout(() => inAction('PushStore.wait', () => (this.waited = true)), delayMs);
    return () => {
      clearTimeout(timer);
      inAction('PushStore.wait', () => (this.waited = false));
    };
  }

  /** The prompt's Allow: the browser asks; granted binds (through follow), denied leaves the tip showing. */
  async allow(): Promise<void> {
    let messaging: PushMessaging;
    try {
      messaging = await this.load();
    } catch (error) {
      // The boundary did not load (offline): the prompt goes, as push cannot work on this page.
      console.warn('Push is not available:', error);
      inAction('PushStore.allow', () => (this.permission = 'unsupported'));
      return;
    }
    inAction('PushStore.allow', () => (this.asking = true));
    const answer = await messaging.requestPermission().catch((): PushPermission => 'denied');
    inAction('PushStore.allow', () => {
      this.asking = false;
      this.permission = answer;
    });
    this.follow();
  }

  /** The prompt closed without an answer: not again in this browser session. */
  dismiss(): void {
    sessionStore.set(PUSH_DISMISSED_KEY, '1');
    this.dismissed = true;
  }

  /** Logout: the member's binding goes (the session is gone already, so sync finds nobody). */
  clear(): void {
    this.sync();
  }

  /** Queues a step that brings the binding in line with the session and the permission. */
  sync(): Promise<void> {
    this.queue = this.queue.then(() => this.step()).catch((error: unknown) => console.warn('Push binding failed:', error));
    return this.queue;
  }

  private async step(): Promise<void> {
    this.stopRefreshTimer();
    const settings = this.settings;
    if (!settings) return;
    const action = bindingAction({ member: this.member, permission: this.permission, binding: this.binding, now: this.deps.now() });
    if (action === 'unbind') {
      await this.unbind();
      // Another member may be logged in now: bind for them in the next step.
      if (this.member) void this.sync();
    } else if (action === 'bind') {
      await this.bind(await (await this.load()).getToken(settings));
    } else if (action === 'refresh') {
      const messaging = await this.load();
      const old = this.binding!.token;
      await messaging.deleteToken(settings);
      const token = await messaging.getToken(settings);
      if (token !== old) await this.deps.calls.fcmUnsubscribeAll(this.root.api, old);
      await this.bind(token);
    }
    this.scheduleRefresh();
  }

  private async bind(token: string): Promise<void> {
    const member = this.member;
    if (!member) return;
    await this.deps.calls.fcmBind(this.root.api, token);
    await this.deps.calls.fcmSubscribe(this.root.api, token, TOPIC_ALL);
    this.keep({ token, member, boundAt: this.deps.now() });
  }

  private async unbind(): Promise<void> {
    const binding = this.binding;
    if (!binding) return;
    await this.deps.calls.fcmUnsubscribeAll(this.root.api, binding.token);
    this.keep(undefined);
  }

  private keep(binding: PushBinding | undefined): void {
    inAction('PushStore.keep', () => (this.binding = binding));
    if (binding) localStore.setJson(PUSH_BINDING_KEY, binding);
    else localStore.remove(PUSH_BINDING_KEY);
  }

  /** The refresh waits on a timer while a binding is held; the timer goes with the binding. */
  private scheduleRefresh(): void {
    if (!this.binding || !this.member) return;
    this.refreshTimer = setTimeout(() => void this.sync(), refreshDelay(this.binding, this.deps.now()));
  }

  private stopRefreshTimer(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
  }
}
