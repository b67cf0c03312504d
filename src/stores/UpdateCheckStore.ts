// The update check (spec sections 4 and 9): the build's asset manifest is hashed and kept; on load,
// every hour and whenever the tab comes back into view it is fetched again, and a different hash means
// a new version is served: the update alert offers a refresh, which reloads by the rule of section 2.
// The merchant's UPDATEMOBILEICC3 flag switches the whole check (and so its alert) on or off.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { fetchAssetManifest } from '../api/webAppCalls.ts';
import { leavePage } from '../platform/leavePage.ts';
import { reloadPage } from '../platform/reloadPage.ts';
import { shortHash } from '../platform/shortHash.ts';
import { storedCarriedValues } from '../platform/storage.ts';
import { reloadAfterUpdate } from '../rules/appUpdate.ts';
import { carriedHref } from '../rules/carryQuery.ts';
import type { RootStore } from './RootStore.ts';

export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

export class UpdateCheckStore {
  /** The hash of the asset manifest of the version this page runs, from the first check. */
  knownHash: string | undefined = undefined;
  /** The hash of a newer version the player was told about, so one version is announced once. */
  announcedHash: string | undefined = undefined;
  private inFlight: Promise<void> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UpdateCheckStore, 'root' | 'inFlight'>(this, { root: false, inFlight: false });
  }

  /**
   * Checks now, then every hour and each time the tab becomes visible; returns what stops it.
   * Nothing runs while the merchant has UPDATEMOBILEICC3 off.
   */
  start(): () => void {
    if (!this.root.site.flag('UPDATEMOBILEICC3')) return () => {};
    void this.check();
    const timer = setInterval(() => void this.check(), UPDATE_CHECK_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void this.check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }

  /** Fetches and compares the asset manifest; a check already running is shared. A failed fetch is no news. */
  check(): Promise<void> {
    this.inFlight ??= fetchAssetManifest()
      .then((text) => inAction('UpdateCheckStore.check', () => this.compare(shortHash(text))))
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private compare(hash: string): void {
    if (this.knownHash === undefined) {
      this.knownHash = hash;
      return;
    }
    if (hash === this.knownHash || hash === this.announcedHash) return;
    this.announcedHash = hash;
    this.root.alerts.show({
      titleId: 'pwa_update_title',
      messageId: 'pwa_update_msg',
      action: { labelId: 'refresh', run: () => this.refresh() },
    });
  }

  /** Loads the new version: the main pages in place, any other page at home (query carried). */
  refresh(): void {
    const plan = reloadAfterUpdate(location.pathname);
    if (plan.kind === 'in-place') reloadPage();
    else leavePage(carriedHref(plan.path, location, storedCarriedValues()));
  }
}
