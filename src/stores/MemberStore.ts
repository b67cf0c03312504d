import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchMemberInfo, pushMemberLanguage } from '../api/calls.ts';
import type { MemberInfo } from '../api/types.ts';
import type { LanguageCode } from '../config/types.generated.ts';
import type { SessionStore } from './SessionStore.ts';

/** What the member store reads of the others: the session it belongs to and the language shown. */
export interface MemberRoot {
  api: ApiClient;
  session: Pick<SessionStore, 'isLoggedIn' | 'info' | 'confirmRestored'>;
  i18n: { language: LanguageCode };
}

export class MemberStore {
  /** The logged-in member's info, once fetched. */
  info: MemberInfo | undefined;
  isFetching = false;
  private inFlight: Promise<void> | undefined;

  constructor(private readonly root: MemberRoot) {
    makeAutoObservable<MemberStore, 'root' | 'inFlight'>(this, { root: false, inFlight: false });
  }

  /** 0, 1, 2 members; 4 without chat permission; -1 not logged in (spec section 3). */
  get type(): number {
    if (!this.root.session.isLoggedIn) return -1;
    return this.info?.type ?? this.root.session.info?.type ?? 0;
  }

  get canChat(): boolean {
    return this.type !== 4;
  }

  /** Fetches the member info once per session; concurrent callers share one request. */
  fetch(): Promise<void> {
    if (!this.root.session.isLoggedIn) return Promise.resolve();
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(): Promise<void> {
    this.isFetching = true;
    try {
      const info = await fetchMemberInfo(this.root.api);
      inAction('MemberStore.load', () => {
        this.info = info;
      });
      this.root.session.confirmRestored();
      void this.syncLanguage();
    } catch {
      // The catalogue already reacted (a lost session logs out); the page keeps what it has.
    } finally {
      inAction('MemberStore.load', () => {
        this.isFetching = false;
      });
    }
  }

  /** The member's language follows the one shown; type 4 members are left alone (spec section 4). Settles once told. */
  syncLanguage(): Promise<void> {
    const info = this.info;
    const language = this.root.i18n.language;
    if (!info || info.type === 4 || info.language === language) return Promise.resolve();
    this.info = { ...info, language };
    return pushMemberLanguage(this.root.api, language).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The player picked another language: the member's follows, then the info comes again, its club label in that language. */
  async languageChanged(): Promise<void> {
    if (!this.info) return;
    const language = this.root.i18n.language;
    await this.syncLanguage();
    const info = await fetchMemberInfo(this.root.api).catch(() => undefined);
    // After another switch meanwhile, that one's answer counts, not this one.
    if (info && this.root.i18n.language === language) inAction('MemberStore.languageChanged', () => (this.info = { ...info, language }));
  }

  clear(): void {
    this.info = undefined;
  }
}
