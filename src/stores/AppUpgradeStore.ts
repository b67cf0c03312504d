// The app-upgrade modal's state (spec sections 2, 4 and 9): inside the native shell, the reference API
// says whether the app's version is behind its platform's latest release. Closing it keeps it away for
// the app's session, until a newer release is out.
import { makeAutoObservable } from 'mobx';
import { fetchAppVersion, type AppVersionAnswer } from '../api/appCalls.ts';
import { sessionStore, STORAGE_KEYS } from '../platform/storage.ts';
import { downloadLinkFor, openableLink } from '../rules/appDownload.ts';
import { appUpgradeClosable, appUpgradeDue, downloadsDirectly } from '../rules/appUpgrade.ts';
import { reloadAsked, Resource } from './ContentStore.ts';
import type { RootStore } from './RootStore.ts';

const CLOSED_KEY = STORAGE_KEYS.appUpgradeClosedVersion;

export class AppUpgradeStore {
  readonly release: Resource<AppVersionAnswer | undefined>;
  /** The release the player closed the modal on in this session. */
  closedVersion: string | null = sessionStore.get(CLOSED_KEY);

  constructor(private readonly root: RootStore) {
    const { appVersion, isIos } = root.platform;
    this.release = new Resource(async () =>
      appVersion ? fetchAppVersion(this.root.api, { device: isIos ? 'IOS' : 'ANDROID', version: appVersion }) : undefined,
    );
    makeAutoObservable<AppUpgradeStore, 'root'>(this, { root: false });
  }

  get appLink(): string | undefined {
    const { site, platform } = this.root;
    return openableLink(downloadLinkFor(platform.isIos, site.download('Android'), site.download('IOS')));
  }

  /** The version of the app the page runs in. */
  get installedVersion(): string | undefined {
    return this.root.platform.appVersion;
  }

  /** Whether updates are mandatory (FORCEUPDATE3): the modal then has no close button. */
  get closable(): boolean {
    return appUpgradeClosable(this.root.site.flag('FORCEUPDATE3'));
  }

  get due(): boolean {
    const release = this.release.value;
    const closed = this.closable && release?.latestVersion != null && release.latestVersion === this.closedVersion;
    return (
      !closed &&
      appUpgradeDue({
        shell: this.root.platform.shell,
        appVersion: this.root.platform.appVersion,
        upgradeable: Boolean(release?.upgradeable),
        hasAppLink: this.appLink !== undefined,
      })
    );
  }

  /** The release notes are in the language shown: asked again on a switch. */
  languageChanged(): void {
    void reloadAsked([this.release]);
  }

  /** Asks the reference API once, and only inside the app shell. */
  check(): Promise<void> {
    return this.root.platform.shell === 'app' ? this.release.ensure() : Promise.resolve();
  }

  /**
   * Update Now: a shell from 2.4.39 downloads the package itself, so the link opens in place; an older
   * one hands a new window to the system browser.
   */
  update(): boolean {
    const { platform, site } = this.root;
    return downloadsDirectly(platform.appVersion) ? site.openAppDownload(platform, (url) => location.assign(url)) : site.openAppDownload(platform);
  }

  closed(): void {
    const version = this.release.value?.latestVersion;
    if (!version) return;
    this.closedVersion = version;
    sessionStore.set(CLOSED_KEY, version);
  }
}
