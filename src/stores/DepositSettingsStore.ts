// The merchant's deposit settings with the member's own count of successful deposits
// (MCSFE_getDepositSettings), as member home shows them, and the one poller every feature that follows
// the count shares (spec sections 4 and 9: every 30 s while anyone needs it).
import { makeAutoObservable, reaction } from 'mobx';
import { fetchDepositSettings } from '../api/calls.ts';
import type { DepositSettings } from '../api/types.ts';
import { toNumber } from '../rules/numberFormat.ts';
import { Resource } from './ContentStore.ts';
import type { RootStore } from './RootStore.ts';

export const DEPOSIT_POLL_MS = 30_000;

export class DepositSettingsStore {
  settings = new Resource<DepositSettings>(() => fetchDepositSettings(this.root.api));
  /** How many features follow the count now; the poll runs while there is one. */
  private watchers = 0;
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly root: Pick<RootStore, 'api'>) {
    makeAutoObservable<DepositSettingsStore, 'root' | 'watchers' | 'poll'>(this, { root: false, watchers: false, poll: false });
  }

  /** Asks again (a deposit may have gone through since), keeping the last answer meanwhile. */
  refresh(): Promise<void> {
    return this.settings.isLoaded ? this.settings.reload() : this.settings.ensure();
  }

  /**
   * Follows the count: the first watcher asks at once and starts the shared poll (every 30 s, skipped
   * while the page is hidden); the returned function leaves, and the last to leave stops the poll.
   */
  watch(): () => void {
    this.watchers += 1;
    if (this.watchers === 1) {
      void this.refresh();
      this.poll = setInterval(() => {
        if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void this.refresh();
      }, DEPOSIT_POLL_MS);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.watchers -= 1;
      if (this.watchers === 0) {
        clearInterval(this.poll);
        this.poll = undefined;
      }
    };
  }

  /** Watches while `needed()` holds (a MobX-observed condition), leaving when it stops; returns what ends it. */
  watchWhile(needed: () => boolean): () => void {
    let leave: (() => void) | undefined;
    const stop = reaction(
      needed,
      (yes) => {
        if (yes) leave ??= this.watch();
        else {
          leave?.();
          leave = undefined;
        }
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      leave?.();
    };
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
    this.settings = new Resource<DepositSettings>(() => fetchDepositSettings(this.root.api));
  }
}
