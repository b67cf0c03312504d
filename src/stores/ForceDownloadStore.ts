// The force-download modal's state (spec sections 4 and 9): how often the player closed it (kept in
// local storage), the deposit count when they last did (this page view), and the deposit poll it
// shares with every feature that follows the count, running only while the modal could be due.
import { makeAutoObservable } from 'mobx';
import { localStore } from '../platform/storage.ts';
import { downloadLinkFor, openableLink } from '../rules/appDownload.ts';
import { forceDownloadDue } from '../rules/forceDownload.ts';
import { isHomePath } from '../rules/paths.ts';
import { DepositSettingsStore } from './DepositSettingsStore.ts';
import type { RootStore } from './RootStore.ts';

export class ForceDownloadStore {
  /** How often the player has closed it, on this device. */
  closeTimes: number;
  /** The deposit count when the player last closed it in this page view. */
  closedAtDeposits: number | undefined = undefined;

  constructor(private readonly root: RootStore) {
    this.closeTimes = Math.max(0, Number(localStore.get(this.closeTimesKey)) || 0);
    makeAutoObservable<ForceDownloadStore, 'root'>(this, { root: false });
  }

  private get closeTimesKey(): string {
    return `wl.forceDownload.${this.root.site.merchantCode}.closeTimes`;
  }

  private get deposits(): DepositSettingsStore {
    return this.root.feature(DepositSettingsStore);
  }

  private get flag() {
    return this.root.site.flagOptions('FORCEDOWNLOAD3');
  }

  get appLink(): string | undefined {
    const { site, platform } = this.root;
    return openableLink(downloadLinkFor(platform.isIos, site.download('Android'), site.download('IOS')));
  }

  private get pathname(): string {
    return this.root.overlays.page ?? location.pathname;
  }

  /** Whether the deposit count matters now: everything else that lets the modal show holds. */
  private get followsDeposits(): boolean {
    return this.flag.enabled && isHomePath(this.pathname) && this.root.session.isLoggedIn && this.root.platform.shell !== 'app' && this.appLink !== undefined;
  }

  get due(): boolean {
    return forceDownloadDue({
      enabled: this.flag.enabled,
      pathname: this.pathname,
      loggedIn: this.root.session.isLoggedIn,
      shell: this.root.platform.shell,
      hasAppLink: this.appLink !== undefined,
      deposits: this.deposits.successfulDeposits,
      depositThreshold: this.flag.depositThreshold,
      closeTimes: this.closeTimes,
      maxCloseTimes: this.flag.maxCloseTimes,
      closedAtDeposits: this.closedAtDeposits,
    });
  }

  /** Starts a page view on home: follows the deposit count while it matters; returns what stops it. */
  start(): () => void {
    this.closedAtDeposits = undefined;
    return this.deposits.watchWhile(() => this.followsDeposits);
  }

  /** The player closed it: counted, and it stays away until a deposit goes through. */
  closed(): void {
    this.closeTimes += 1;
    localStore.set(this.closeTimesKey, String(this.closeTimes));
    this.closedAtDeposits = this.deposits.successfulDeposits ?? 0;
  }

  /** Opens the app download for this device (the download handler). */
  download(): boolean {
    return this.root.site.openAppDownload(this.root.platform);
  }

  clear(): void {
    this.closedAtDeposits = undefined;
  }
}
