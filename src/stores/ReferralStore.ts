// Inviting friends: how it works (for everyone), the member's code and how many friends it brought,
// and copying or sharing the member's link.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { fetchReferralInfo } from '../api/memberAreaCalls.ts';
import type { ReferralInfo } from '../config/types.generated.ts';
import { canShare, copyText, shareLink, type ShareData } from '../platform/share.ts';
import { Resource } from './ContentStore.ts';
import type { RootStore } from './RootStore.ts';

export type CopyState = 'idle' | 'copied' | 'failed';

export class ReferralStore {
  info = new Resource<ReferralInfo>(() => fetchReferralInfo(this.root.api));
  /** Whether `info` was asked for with a session (a visitor's answer has no code). */
  private askedAsMember: boolean | undefined;
  /** A visitor's answer the server sent with the page: this page view need not ask again. */
  private seeded = false;
  /** The outcome of the last copy, announced to the player. */
  copyState: CopyState = 'idle';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ReferralStore, 'root' | 'askedAsMember' | 'seeded'>(this, { root: false, askedAsMember: false, seeded: false });
  }

  get canShare(): boolean {
    return canShare();
  }

  /** Asks again on each visit, and at once with a new answer when the player logged in or out since. */
  refresh(): Promise<void> {
    const asMember = this.root.session.isLoggedIn;
    const seeded = this.seeded;
    this.seeded = false;
    if (seeded && !asMember) return Promise.resolve();
    if (this.askedAsMember !== undefined && this.askedAsMember !== asMember) this.info = new Resource<ReferralInfo>(() => fetchReferralInfo(this.root.api));
    this.askedAsMember = asMember;
    return this.info.isLoaded ? this.info.reload() : this.info.ensure();
  }

  /** Takes the visitor's answer the server rendered the page with. */
  seed(info: ReferralInfo): void {
    this.info.seed(info);
    this.askedAsMember = false;
    this.seeded = true;
  }

  async copy(link: string): Promise<void> {
    const copied = await copyText(link);
    inAction('ReferralStore.copy', () => {
      this.copyState = copied ? 'copied' : 'failed';
    });
  }

  /** The system's share sheet where there is one; copying where there is none or it fails. */
  async share(data: ShareData): Promise<void> {
    const outcome = await shareLink(data);
    if (outcome === 'failed') await this.copy(data.url);
  }

  clear(): void {
    this.info = new Resource<ReferralInfo>(() => fetchReferralInfo(this.root.api));
    this.askedAsMember = undefined;
    this.copyState = 'idle';
  }
}
