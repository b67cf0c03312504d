// Customer-service chat for members (spec sections 2, 5, 6 and 9): the unread count on the footer's chat
// button, and the launch that asks CBS_launchChat for the chat address and opens it, the button lit for
// 750 ms. The chat opens in the same window (its back button returns to the page the player left): a
// new tab would be blocked after the call on iOS, and leaves the native shell or the home-screen app.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { fetchUnreadCount, launchChat } from '../api/chatCalls.ts';
import { leavePage } from '../platform/leavePage.ts';
import { chatLaunchQuery, chatTarget, unreadBadge } from '../rules/chat.ts';
import type { RootStore } from './RootStore.ts';

export const CHAT_HIGHLIGHT_MS = 750;

export class ChatStore {
  /** Agent messages the member has not read: the number on the chat button. */
  unreadCount = 0;
  /** The chat button's loading highlight, on for 750 ms from a tap. */
  highlighted = false;
  /** A launch call is under way; taps meanwhile launch nothing more. */
  launching = false;
  private highlightTimer: ReturnType<typeof setTimeout> | undefined;
  private unreadRequest: Promise<void> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChatStore, 'root' | 'highlightTimer' | 'unreadRequest'>(this, { root: false, highlightTimer: false, unreadRequest: false });
  }

  /** What the chat button's badge shows: nothing at zero, at most 99+. */
  get badge(): string | undefined {
    return unreadBadge(this.unreadCount);
  }

  /** The merchant has chat on (CBS3). */
  get enabled(): boolean {
    return this.root.site.flag('CBS3');
  }

  /** Whether this member's unread count is worth asking for: logged in, chat on, allowed to chat. */
  private get countsUnread(): boolean {
    return this.enabled && this.root.session.isLoggedIn && this.root.member.canChat;
  }

  /** Asks for the unread count; concurrent callers share one request, and a failure keeps the last count. */
  refreshUnread(): Promise<void> {
    if (!this.countsUnread) return Promise.resolve();
    this.unreadRequest ??= fetchUnreadCount(this.root.api)
      .then(({ unReadCount }) =>
        inAction('ChatStore.refreshUnread', () => {
          if (this.root.session.isLoggedIn) this.unreadCount = Number(unReadCount) || 0;
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        this.unreadRequest = undefined;
      });
    return this.unreadRequest;
  }

  /**
   * Opens the member's chat: type 4 is told it has no permission instead (spec section 6); otherwise the
   * address CBS_launchChat answers is opened when it is a web address.
   */
  async launch(): Promise<void> {
    if (!this.enabled || !this.root.session.isLoggedIn || this.launching) return;
    this.light();
    this.launching = true;
    try {
      if (!this.root.member.info) await this.root.member.fetch();
      if (!this.root.member.canChat) {
        this.unlight();
        this.root.alerts.show({ messageId: 'footer.no_chat_permission' });
        return;
      }
      const { site, i18n } = this.root;
      const { theme } = site.config;
      const { chatUrl } = await launchChat(
        this.root.api,
        chatLaunchQuery({
          title: site.config.name,
          backUrl: window.location.href,
          language: i18n.language,
          headerColor: theme.headerColor ?? theme.primary,
        }),
      );
      const target = chatTarget(chatUrl, window.location.href);
      if (target) leavePage(target);
      else this.root.alerts.show({ messageId: 'footer.chat_unavailable' });
    } catch {
      // The API client has already told the player what went wrong.
    } finally {
      inAction('ChatStore.launch', () => {
        this.launching = false;
      });
    }
  }

  private light(): void {
    this.unlight();
    this.highlighted = true;
    this.highlightTimer = setTimeout(() => this.unlight(), CHAT_HIGHLIGHT_MS);
  }

  private unlight(): void {
    clearTimeout(this.highlightTimer);
    this.highlightTimer = undefined;
    this.highlighted = false;
  }

  /** Forgets the member's count (on logout). */
  clear(): void {
    this.unreadCount = 0;
    this.unlight();
  }
}
