// Installing the product (spec sections 2, 4 and 9): the browser's install offer caught at start, the
// install prompt's counters (declines on this device, the session's skip flag), the deposits that
// suppress it, and the ways to install: the native app, the browser's own prompt, or the iOS guide.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { installOffer } from '../platform/installEvent.ts';
import { localStore, sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { downloadLinkFor, openableLink } from '../rules/appDownload.ts';
import {
  depositDomainListed,
  INSTALLED_CLOSE_TIMES,
  installButtons,
  installPromptDelay,
  installPromptDue,
  needsDeposits,
  type InstallButtons,
  type InstallPromptInput,
} from '../rules/installPrompt.ts';
import { DepositSettingsStore } from './DepositSettingsStore.ts';
import type { RootStore } from './RootStore.ts';

export class InstallStore {
  /** The browser offers to install the site now (its beforeinstallprompt event was caught). */
  canPromptInstall = Boolean(installOffer.event);
  /** How often the player declined the prompt on this device; 99 once installed. */
  closeTimes: number;
  /** Declined in this browser session. */
  skippedThisSession = sessionStore.get(STORAGE_KEYS.installPromptSkipped) === '1';
  /** The player accepted the browser's install prompt and the app is being added. */
  installing = false;
  /** Whether the prompt already waited once in this page's life (the first wait is longer). */
  private delayedBefore = false;
  /** A decline already written down, the sheet still sliding away (keepDecline). */
  private declineKept = false;

  constructor(private readonly root: RootStore) {
    this.closeTimes = Math.max(0, Number(localStore.get(this.closeTimesKey)) || 0);
    makeAutoObservable<InstallStore, 'root' | 'delayedBefore' | 'declineKept'>(this, { root: false, delayedBefore: false, declineKept: false });
    installOffer.changed = () => this.offerChanged();
    if (installOffer.installed) this.installed();
  }

  private get closeTimesKey(): string {
    return STORAGE_KEYS.installPromptClosePrefix + this.root.site.merchantCode;
  }

  private get flag() {
    return this.root.site.flagOptions('A2HS3');
  }

  private get deposits(): DepositSettingsStore {
    return this.root.feature(DepositSettingsStore);
  }

  get appLink(): string | undefined {
    const { site, platform } = this.root;
    return openableLink(downloadLinkFor(platform.isIos, site.download('Android'), site.download('IOS')));
  }

  get buttons(): InstallButtons {
    return installButtons({
      isIos: this.root.platform.isIos,
      preferredWay: this.flag.preferredWay,
      canPromptInstall: this.canPromptInstall,
      hasAppLink: this.appLink !== undefined,
    });
  }

  private get input(): InstallPromptInput {
    const { site, session, platform, overlays } = this.root;
    const flag = this.flag;
    const settings = session.isLoggedIn ? this.deposits.settings.value : undefined;
    return {
      enabled: flag.enabled,
      pathname: overlays.page ?? location.pathname,
      blocked: site.statusScreen !== undefined,
      shell: platform.shell,
      skippedThisSession: this.skippedThisSession,
      loginRequired: flag.loginRequired,
      loggedIn: session.isLoggedIn,
      closeTimes: this.closeTimes,
      maxCloseTimes: flag.maxCloseTimes,
      depositDomainListed: depositDomainListed(location.hostname, flag.depositDomains),
      depositTimes: flag.depositTimes,
      firstDepositCheck: flag.firstDepositCheck,
      deposits: this.deposits.settings.isLoaded ? (this.deposits.successfulDeposits ?? 0) : undefined,
      firstDeposit: settings?.firstDeposit,
      hasChoice: this.buttons.app || this.buttons.webApp,
    };
  }

  /** Whether the prompt may show now (rules/installPrompt.ts). */
  get due(): boolean {
    return installPromptDue(this.input);
  }

  /** The wait before the prompt shows: 2 s the first time in this page's life, 1 s after. */
  nextDelay(): number {
    const delay = installPromptDelay(this.delayedBefore);
    this.delayedBefore = true;
    return delay;
  }

  /**
   * Starts a page view on home: follows the member's deposits while they decide whether the prompt may
   * show (through the shared deposit poll); returns what stops it.
   */
  start(): () => void {
    return this.deposits.watchWhile(() => this.flag.enabled && needsDeposits(this.input));
  }

  /**
   * The player declined, written down at the tap: a reload while the sheet slides away must not show it
   * again. What is on screen follows with `declined` once the sheet has gone.
   */
  keepDecline(): void {
    if (this.declineKept) return;
    this.declineKept = true;
    sessionStore.set(STORAGE_KEYS.installPromptSkipped, '1');
    localStore.set(this.closeTimesKey, String(this.closeTimes + 1));
  }

  /** The player declined (closed it, or chose to go on in the browser): away for the session, counted. */
  declined(): void {
    this.keepDecline();
    this.declineKept = false;
    this.skip();
    this.setCloseTimes(this.closeTimes + 1);
  }

  /** The player chose the native app: the download handler opens its link; the prompt rests for the session. */
  downloadApp(): boolean {
    this.skip();
    return this.root.site.openAppDownload(this.root.platform);
  }

  /**
   * Adds the site to the home screen: the browser's own install prompt where it offers one (accepted:
   * 'installing'; dismissed: declined), else on iOS the guide. True when the player accepted.
   */
  async installWebApp(): Promise<boolean> {
    const event = installOffer.event;
    if (!event) {
      if (this.root.platform.isIos) this.root.overlays.open('ios-guide', {});
      this.skip();
      return false;
    }
    // The browser's offer can be used once only.
    installOffer.event = undefined;
    this.canPromptInstall = false;
    await event.prompt();
    const { outcome } = await event.userChoice;
    inAction('InstallStore.installWebApp', () => {
      if (outcome === 'accepted') {
        this.installing = true;
        this.skip();
      } else this.declined();
    });
    return outcome === 'accepted';
  }

  /** The site is installed: the counter passes any limit, so the prompt never shows again here. */
  installed(): void {
    this.installing = false;
    this.setCloseTimes(INSTALLED_CLOSE_TIMES);
  }

  private offerChanged(): void {
    this.canPromptInstall = Boolean(installOffer.event);
    if (installOffer.installed) this.installed();
  }

  private skip(): void {
    this.skippedThisSession = true;
    sessionStore.set(STORAGE_KEYS.installPromptSkipped, '1');
  }

  private setCloseTimes(times: number): void {
    this.closeTimes = times;
    localStore.set(this.closeTimesKey, String(times));
  }
}
