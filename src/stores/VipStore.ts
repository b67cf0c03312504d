// The member's VIP standing: progress towards the next rank (member home) and the ranks with their
// benefits (the benefits page). Both change with every deposit, so each visit asks again.
import { makeAutoObservable } from 'mobx';
import { fetchRankProgress, fetchVipBenefits } from '../api/memberAreaCalls.ts';
import type { RankProgressAnswer, VipBenefitsAnswer } from '../config/types.generated.ts';
import { reloadAsked, Resource } from './ContentStore.ts';
import type { RootStore } from './RootStore.ts';

export class VipStore {
  /** MCSFE_getPlayerRankProgress: the next rank's conditions and how many are met. */
  progress = new Resource<RankProgressAnswer>(() => fetchRankProgress(this.root.api));
  /** MCSFE_getVipBenefits: every rank by level, and the member's own. */
  benefits = new Resource<VipBenefitsAnswer>(() => fetchVipBenefits(this.root.api));

  constructor(private readonly root: Pick<RootStore, 'api'>) {
    makeAutoObservable<VipStore, 'root'>(this, { root: false });
  }

  /** Asks for the progress again, keeping the last answer on screen until the new one arrives. */
  refreshProgress(): Promise<void> {
    return this.progress.isLoaded ? this.progress.reload() : this.progress.ensure();
  }

  refreshBenefits(): Promise<void> {
    return this.benefits.isLoaded ? this.benefits.reload() : this.benefits.ensure();
  }

  /** Rank names and benefits are in the language shown: asked again on a switch. */
  languageChanged(): void {
    void reloadAsked([this.progress, this.benefits]);
  }

  clear(): void {
    this.progress = new Resource<RankProgressAnswer>(() => fetchRankProgress(this.root.api));
    this.benefits = new Resource<VipBenefitsAnswer>(() => fetchVipBenefits(this.root.api));
  }
}
