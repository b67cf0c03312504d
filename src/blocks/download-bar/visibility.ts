// When the download bar shows (spec sections 2 and 4).
import type { Shell } from '../../platform/shell.ts';

export interface DownloadBarInput {
  shell: Shell;
  /** Closed earlier in this browser session. */
  hiddenThisSession: boolean;
  androidLink?: string;
  iosLink?: string;
}

export function downloadBarVisible({ shell, hiddenThisSession, androidLink, iosLink }: DownloadBarInput): boolean {
  if (shell === 'app' || shell === 'pwa') return false;
  if (shell === 'webclip' && !iosLink) return false;
  if (!androidLink && !iosLink) return false;
  return !hiddenThisSession;
}
