import { localStore, STORAGE_KEYS } from '../platform/storage.ts';
import { currentShell, type ShellInfo } from '../platform/shell.ts';
import type { SiteConfig } from '../config/types.generated.ts';
import { AccountStore } from './AccountStore.ts';
import { AlertStore } from './AlertStore.ts';
import { ContentStore } from './ContentStore.ts';
import { I18nStore } from './I18nStore.ts';
import { MemberStore } from './MemberStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SiteStore } from './SiteStore.ts';

export class RootStore {
  // Site first: the session stamps its merchant code on a stored session.
  readonly site: SiteStore;
  readonly i18n: I18nStore;
  readonly alerts = new AlertStore();
  readonly content = new ContentStore();
  readonly session: SessionStore;
  readonly member: MemberStore;
  readonly account: AccountStore;
  /** How the page runs (browser, home-screen app, native shell); fixed for the page's life. */
  readonly platform: ShellInfo = currentShell();

  constructor(config: SiteConfig, queryLanguage?: string | null) {
    this.site = new SiteStore(config);
    this.i18n = new I18nStore(config.languages.allowed, [queryLanguage, localStore.get(STORAGE_KEYS.language), config.languages.default]);
    this.session = new SessionStore(this);
    this.member = new MemberStore(this);
    this.account = new AccountStore(this);
    this.i18n.onChange = () => this.member.syncLanguage();
  }

  /** Empties everything known about the member; called on logout. */
  clear(): void {
    this.member.clear();
  }
}
