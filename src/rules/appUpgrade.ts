// The app-upgrade modal (spec sections 2, 4 and 9): only inside the native app, when the reference API
// says a newer version is out for the app's platform and the merchant has a link to it. Mandatory
// updates (FORCEUPDATE3) hide the close button. From app version 2.4.39 the shell downloads the
// package itself, so Update Now opens the link in place; older shells hand a new window to the browser.
import type { Shell } from '../platform/shell.ts';

export const DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';

/** Compares dotted versions part by part as numbers ('2.4.39' > '2.4.4'); a missing part counts 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** Whether `latest` is a newer release than `installed`. */
export function isUpgradeable(installed: string, latest: string | undefined): boolean {
  return latest !== undefined && compareVersions(latest, installed) > 0;
}

export interface AppUpgradeInput {
  shell: Shell;
  /** The shell's version from its user agent. */
  appVersion: string | undefined;
  /** The reference API's answer for this app: a newer version is out. */
  upgradeable: boolean;
  hasAppLink: boolean;
}

export function appUpgradeDue(input: AppUpgradeInput): boolean {
  return input.shell === 'app' && input.appVersion !== undefined && input.upgradeable && input.hasAppLink;
}

/** The close button shows unless updates are mandatory. */
export const appUpgradeClosable = (mandatory: boolean): boolean => !mandatory;

/** Whether the shell of this version downloads the package itself. */
export function downloadsDirectly(appVersion: string | undefined): boolean {
  return appVersion !== undefined && compareVersions(appVersion, DIRECT_DOWNLOAD_MIN_VERSION) >= 0;
}
