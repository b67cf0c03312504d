// Copying and sharing a link with what the browser offers: the Clipboard API where the page may use it
// (secure pages), else a hidden text area and the copy command; the Web Share API where there is one.

export interface ShareData {
  title?: string;
  text?: string;
  url: string;
}

/** Puts text on the clipboard; false when the browser allowed neither way. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the older way may still work.
    }
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

export const canShare = (): boolean => typeof navigator.share === 'function';

export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

/** Opens the system's share sheet; the player closing it is 'cancelled', not a failure. */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  if (!canShare()) return 'failed';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
