// The merchant's deposit settings with the member's own count of successful deposits
// (MCSFE_getDepositSettings), as member home shows them.
import { makeAutoObservable } from 'mobx';
import { fetchDepositSettings } from '../api/calls.ts';
import type { DepositSettings } from '../api/types.ts';
import { toNumber } from '../rules/numberFormat.ts';
import { Resource } from './ContentStore.ts';

export class DepositSettingsStore {
  settings = new Resource<DepositSettings>(fetchDepositSettings);

  constructor() {
    makeAutoObservable(this);
  }

  /** Asks again (a deposit may have gone through since), keeping the last answer meanwhile. */
  refresh(): Promise<void> {
    return this.settings.isLoaded ? this.settings.reload() : this.settings.ensure();
  }

  get minDeposit(): number | undefined {
    return toNumber(this.settings.value?.minDeposit);
  }

  get maxDeposit(): number | undefined {
    return toNumber(this.settings.value?.maxDeposit);
  }

  get successfulDeposits(): number | undefined {
    return toNumber(this.settings.value?.totalDepositSuccessCount);
  }

  clear(): void {
    this.settings = new Resource<DepositSettings>(fetchDepositSettings);
  }
}
