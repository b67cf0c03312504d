import { ApiClient } from '../api/client.ts';
import { cookieLanguage } from '../platform/languageCookie.ts';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';
import { currentShell, type ShellInfo } from '../platform/shell.ts';
import type { SiteConfig } from '../config/types.generated.ts';
import { AlertStore } from './AlertStore.ts';
import { ContentStore } from './ContentStore.ts';
import { I18nStore } from './I18nStore.ts';
import { MemberStore } from './MemberStore.ts';
import { OverlayStore } from './OverlayStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SiteStore } from './SiteStore.ts';
import { WindowClock } from './WindowClock.ts';
import { previewMoment } from '../platform/previewMoment.ts';

/**
 * A store of one feature (account, popups, …): built on first use; its `clear()`, if it has one, runs on
 * logout, and its `languageChanged()` when the player picks another language.
 */
export type FeatureStore = object;
type FeatureHooks = { clear?: () => void; languageChanged?: () => void };

/**
 * What every first render needs; each feature's store is created by `feature()` the first time the
 * feature asks for it, so its code loads with the feature and not before.
 */
export class RootStore {
  // Site first: the session stamps its merchant code on a stored session.
  readonly site: SiteStore;
  readonly i18n: I18nStore;
  readonly overlays = new OverlayStore();
  readonly alerts = new AlertStore(this.overlays);
  readonly content: ContentStore;
  /** The moment content windows are judged at: now, or in the preview the moment an operator chose. */
  readonly clock: WindowClock;
  readonly session: SessionStore;
  readonly member: MemberStore;
  /** How the page runs (browser, home-screen app, native shell); fixed for the page's life. */
  readonly platform: ShellInfo;
  /**
   * This page's client of the operator API: every store calls through it, so pages rendered side by
   * side on the server each ask with their own merchant, language and address.
   */
  readonly api: ApiClient;
  private readonly features = new Map<new (root: RootStore) => FeatureStore, FeatureStore>();

  /**
   * `platform` is the browser's own unless given (a page rendered on the server has none); `api` a
   * client of the page's own address unless given (the server's points at itself).
   */
  constructor(config: SiteConfig, queryLanguage?: string | null, platform?: ShellInfo, api = new ApiClient()) {
    this.platform = platform ?? currentShell();
    this.api = api;
    this.site = new SiteStore(config, this.overlays, api);
    this.clock = new WindowClock(config.preview || config.previewMoments ? previewMoment() : undefined);
    this.content = new ContentStore(
      api,
      () => this.site.flag('REWARDCENTER3'),
      () => this.site.config.customerService,
      this.clock,
    );
    // The link's language, else the latest choice in this browser (the cookie a link or a pick left, which
    // the server renders by too), else the app's own stored pick.
    this.i18n = new I18nStore(config.languages.allowed, [queryLanguage, cookieLanguage(), localStore.get(STORAGE_KEYS.language)], config.languages.default);
    this.session = new SessionStore(this);
    this.member = new MemberStore(this);
    api.configure({ merchant: config.merchantCode, language: () => this.i18n.language, token: () => this.session.token });
    this.i18n.onChange = () => {
      void this.member.languageChanged();
      for (const store of this.features.values()) (store as FeatureHooks).languageChanged?.();
    };
    // Content in the player's language comes again in the new one on a switch.
    this.content.followLanguage(() => this.i18n.language);
  }

  /** The one store of a feature, created the first time any part of the feature asks for it. */
  feature<T extends FeatureStore>(Store: new (root: RootStore) => T): T {
    let store = this.features.get(Store) as T | undefined;
    if (!store) {
      store = new Store(this);
      this.features.set(Store, store);
    }
    return store;
  }

  /** Empties everything known about the member, in every store that holds some; called on logout. */
  clear(): void {
    this.member.clear();
    for (const store of this.features.values()) (store as FeatureHooks).clear?.();
  }
}
