// The install-to-home-screen prompt (spec sections 2, 4 and 9): where and when it may show, what it
// offers, and how long it waits before it slides up.
import type { Shell } from '../platform/shell.ts';
import type { HOME_PATHS } from './paths.ts';

/** Only these two home paths show it, not every home alias. */
const PROMPT_PATHS: readonly (typeof HOME_PATHS)[number][] = ['/m/home', '/m/index.html'];

export const INSTALL_PROMPT_DELAY_MS = 1000;
/** The first time the prompt waits in a page's life it waits longer, so the page settles first. */
export const INSTALL_PROMPT_FIRST_DELAY_MS = 2000;
/** The close counter once the site is installed: past any limit an operator would set. */
export const INSTALLED_CLOSE_TIMES = 99;

export interface InstallPromptInput {
  /** A2HS3 is on. */
  enabled: boolean;
  pathname: string;
  /** A maintenance or access-denied screen stands in for the site. */
  blocked: boolean;
  shell: Shell;
  /** Declined in this browser session. */
  skippedThisSession: boolean;
  loginRequired: boolean;
  loggedIn: boolean;
  /** How often the player has declined it on this device (99 once installed). */
  closeTimes: number;
  maxCloseTimes: number;
  /** The deposit rule applies on this domain (it is listed, or no domain is). */
  depositDomainListed: boolean;
  depositTimes: number;
  firstDepositCheck: boolean;
  /** The member's successful deposits and first-deposit flag; undefined until known (or for a visitor). */
  deposits: number | undefined;
  firstDeposit: 'Y' | 'N' | undefined;
  /** It has something to offer: an app link, or a way to add the site to the home screen. */
  hasChoice: boolean;
}

/** Whether the deposit count must be known before the prompt can be judged. */
export function needsDeposits(input: Pick<InstallPromptInput, 'loggedIn' | 'depositDomainListed' | 'depositTimes' | 'firstDepositCheck'>): boolean {
  return input.loggedIn && ((input.depositDomainListed && input.depositTimes >= 0) || input.firstDepositCheck);
}

export function installPromptDue(input: InstallPromptInput): boolean {
  if (!input.enabled || !(PROMPT_PATHS as readonly string[]).includes(input.pathname) || input.blocked) return false;
  if (input.shell !== 'browser' || input.skippedThisSession || !input.hasChoice) return false;
  if (input.loginRequired && !input.loggedIn) return false;
  if (input.maxCloseTimes >= 0 && input.closeTimes >= input.maxCloseTimes) return false;
  if (needsDeposits(input)) {
    if (input.deposits === undefined) return false;
    if (input.depositDomainListed && input.depositTimes >= 0 && input.deposits >= input.depositTimes) return false;
    if (input.firstDepositCheck && input.firstDeposit === 'Y') return false;
  }
  return true;
}

/** The deposit rule counts on the listed domains; an empty list means every domain of the merchant. */
export function depositDomainListed(host: string, domains: readonly string[] | undefined): boolean {
  if (!domains || domains.length === 0) return true;
  const name = host.toLowerCase();
  return domains.some((domain) => domain.trim().toLowerCase() === name);
}

export interface InstallButtons {
  /** The APP button (the native app), shown with an app link. */
  app: boolean;
  /** The web-app button: on iOS (the guide), or when the browser offers to install. */
  webApp: boolean;
  /** Which one leads. */
  preferred: 'app' | 'webApp';
}

export function installButtons(input: { isIos: boolean; preferredWay: 'app' | 'pwa'; canPromptInstall: boolean; hasAppLink: boolean }): InstallButtons {
  const app = input.hasAppLink;
  const webApp = input.isIos || input.canPromptInstall;
  const appPreferred = !input.isIos || input.preferredWay === 'app';
  return { app, webApp, preferred: (appPreferred && app) || !webApp ? 'app' : 'webApp' };
}

/** How long the prompt waits before it shows: longer the first time. */
export const installPromptDelay = (delayedBefore: boolean): number => (delayedBefore ? INSTALL_PROMPT_DELAY_MS : INSTALL_PROMPT_FIRST_DELAY_MS);
