import { makeAutoObservable, observableRef } from 'mobx';
import { inAction } from './inAction.ts';
import { fetchStatus, type StatusQuery } from '../api/calls.ts';
import type { ApiClient } from '../api/client.ts';
import { ApiError } from '../api/failures.ts';
import type { SystemStatus } from '../api/types.ts';
import { FLAG_DEFAULTS, type DownloadLink, type FlagWithDefaults, type SiteConfig, type WhitelabelFlags } from '../config/types.generated.ts';
import type { ShellInfo } from '../platform/shell.ts';
import { downloadLinkFor, openableLink } from '../rules/appDownload.ts';
import { isIosSafari } from '../rules/iosGuide.ts';
import { statusFailureOverlay } from '../rules/statusFailure.ts';
import { statusScreenFor, type StatusScreen } from '../rules/statusScreen.ts';
import type { OverlayStore } from './OverlayStore.ts';

export type OpenWindow = (url: string, target: string, features: string) => unknown;
const openWindow: OpenWindow = (...args) => window.open(...args);

/** The device a download is for; `safari` is read from the user agent unless given. */
export type DownloadDevice = Pick<ShellInfo, 'isIos'> & Partial<Pick<ShellInfo, 'shell'>> & { safari?: boolean };

export class SiteStore {
  /** The merchant's site config, as validated at boot (or swapped in by the preview). */
  config: SiteConfig;
  /** System status: maintenance and region block. */
  status: SystemStatus | undefined;
  /** In preview, the latest configuration error, shown over the last good page. */
  previewError: string | undefined;

  private statusQuery: StatusQuery = {};

  constructor(
    config: SiteConfig,
    private readonly overlays: OverlayStore,
    private readonly api: ApiClient,
  ) {
    this.config = config;
    // The config and the status are replaced whole (the preview swaps the config), never changed in
    // place: kept as they came, not turned into observables to their last block as the page starts.
    makeAutoObservable<SiteStore, 'overlays' | 'api' | 'statusQuery'>(this, {
      overlays: false,
      api: false,
      statusQuery: false,
      config: observableRef,
      status: observableRef,
    });
  }

  /**
   * Asks for the system status (maintenance, region block, the domain's affiliate). A failure opens the
   * domain-error modal or a notice (spec section 8); the page goes on without a status. True on success.
   */
  async checkStatus(query: StatusQuery = this.statusQuery): Promise<boolean> {
    this.statusQuery = query;
    try {
      const status = await fetchStatus(this.api, query);
      inAction('SiteStore.checkStatus', () => (this.status = status));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const overlay = statusFailureOverlay({ errorCode: error.errorCode, message: error.serverMessage, answered: error.status !== undefined });
      if (overlay.type === 'domain-error') this.overlays.open('domain-error', overlay.props, { key: 'domain-error' });
      else this.overlays.open('alert', overlay.props);
      return false;
    }
  }

  /** The full screen that stands in for the site (maintenance, access denied), if any. */
  get statusScreen(): StatusScreen | undefined {
    return statusScreenFor({ status: this.status, maintenanceEnabled: this.config.maintenance.enabled });
  }

  get merchantCode(): string {
    return this.config.merchantCode;
  }

  get isPreview(): boolean {
    return this.config.preview;
  }

  /** Whether a white-label flag is on; a flag left out is off. */
  flag(code: keyof WhitelabelFlags): boolean {
    const value = this.config.whitelabel[code];
    if (!value) return false;
    return 'enabled' in value ? value.enabled : Object.values(value).some(Boolean);
  }

  /** A flag's options with the flag schema's defaults filled in; a flag left out is off, with the defaults. */
  flagOptions<K extends keyof typeof FLAG_DEFAULTS>(code: K): FlagWithDefaults<K> {
    const options: object = { enabled: false, ...FLAG_DEFAULTS[code], ...this.config.whitelabel[code] };
    return options as FlagWithDefaults<K>;
  }

  download(type: DownloadLink['resourceType']): string | undefined {
    return this.config.resources.downloads.find((d) => d.resourceType === type)?.url;
  }

  /**
   * The download handler (spec sections 2 and 5), which the app-download promotion's go button calls:
   * opens the merchant's app link for this device in a new tab. False, and nothing happens, without one.
   */
  openAppDownload(device: DownloadDevice, open: OpenWindow = openWindow): boolean {
    return this.openDownload(downloadLinkFor(device.isIos, this.download('Android'), this.download('IOS')), device, open);
  }

  /**
   * Opens one download link (an app, the iOS profile). Nothing without a web link; on iOS outside Safari
   * (and outside the app) it says Safari is needed instead, since no other browser there can install.
   */
  openDownload(url: string | undefined, device: DownloadDevice, open: OpenWindow = openWindow): boolean {
    const link = openableLink(url);
    if (!link) return false;
    if (device.isIos && device.shell !== 'app' && !(device.safari ?? isIosSafari(navigator.userAgent))) {
      this.overlays.open('alert', { messageId: 'app_download_safari_required', bundle: 'app-download' });
      return false;
    }
    open(link, '_blank', 'noopener');
    return true;
  }

  setStatus(status: SystemStatus | undefined): void {
    this.status = status;
  }

  replaceConfig(config: SiteConfig): void {
    this.config = config;
    this.previewError = undefined;
  }

  setPreviewError(text: string | undefined): void {
    this.previewError = text;
  }
}
