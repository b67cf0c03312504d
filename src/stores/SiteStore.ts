import { makeAutoObservable } from 'mobx';
import type { SystemStatus } from '../api/types.ts';
import type { DownloadLink, SiteConfig, WhitelabelFlags } from '../config/types.generated.ts';

export class SiteStore {
  /** The merchant's site config, as validated at boot (or swapped in by the preview). */
  config: SiteConfig;
  /** System status: maintenance and region block. */
  status: SystemStatus | undefined;
  /** In preview, the latest configuration error, shown over the last good page. */
  previewError: string | undefined;

  constructor(config: SiteConfig) {
    this.config = config;
    makeAutoObservable(this);
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

  download(type: DownloadLink['resourceType']): string | undefined {
    return this.config.resources.downloads.find((d) => d.resourceType === type)?.url;
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
