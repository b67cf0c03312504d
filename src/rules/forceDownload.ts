// The force-download modal (spec sections 4 and 9): on home, for a logged-in player outside the native
// app when the merchant has an app link. It waits for the first deposit count, hides once the count
// passes the threshold, stops for good once the player has closed it more often than the limit, and
// after a close comes back only when the count rises (a deposit went through since).
import type { Shell } from '../platform/shell.ts';
import { isHomePath } from './paths.ts';

export interface ForceDownloadInput {
  /** FORCEDOWNLOAD3 is on. */
  enabled: boolean;
  pathname: string;
  loggedIn: boolean;
  shell: Shell;
  hasAppLink: boolean;
  /** Successful deposits as the last poll saw them; undefined until the first answer. */
  deposits: number | undefined;
  /** Hidden once deposits exceed this. */
  depositThreshold: number;
  /** How often the player has closed it. */
  closeTimes: number;
  /** Closing more often than this stops it; -1 is no limit. */
  maxCloseTimes: number;
  /** The deposit count when the player last closed it on this page view, if they did. */
  closedAtDeposits: number | undefined;
}

export function forceDownloadDue(input: ForceDownloadInput): boolean {
  const { deposits } = input;
  if (!input.enabled || !isHomePath(input.pathname) || !input.loggedIn || input.shell === 'app' || !input.hasAppLink) return false;
  if (deposits === undefined || deposits > input.depositThreshold) return false;
  if (input.maxCloseTimes >= 0 && input.closeTimes > input.maxCloseTimes) return false;
  return input.closedAtDeposits === undefined || deposits > input.closedAtDeposits;
}
