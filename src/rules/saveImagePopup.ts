// The save-image popups of banner groups m_popup1 and m_popup2 (spec section 4).
import type { Shell } from '../platform/shell.ts';
import { isHomePath } from './paths.ts';

/** The file name a banner's image goes by: the last part of its path, without the query. */
export function imageFileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.slice(path.lastIndexOf('/') + 1);
}

export interface SaveImageInput {
  pathname: string;
  shell: Shell;
  /** The group's image, if it has one. */
  imageUrl: string | undefined;
  /** The file name saved last time, if any. */
  savedFileName: string | null;
  /** Dismissed earlier in this browser session. */
  dismissedThisSession: boolean;
  /** Whether the page has been open the popup's delay (20 s by default). */
  waited: boolean;
}

/** On home, in a browser tab only, once the delay is over, for an image not saved before and not dismissed. */
export function saveImageDue(input: SaveImageInput): boolean {
  if (!isHomePath(input.pathname) || input.shell !== 'browser' || !input.imageUrl) return false;
  if (input.dismissedThisSession || !input.waited) return false;
  return imageFileName(input.imageUrl) !== input.savedFileName;
}
