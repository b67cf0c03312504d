// Which app link a device is offered (spec sections 2 and 5): the merchant's download links by resource
// type; a device gets its own platform's link, else the other one; no link, no download.
import { safeUrl } from './safeUrl.ts';

/** The link for this device: iOS devices get the iOS link, others the Android one, each falling back to the other. */
export function downloadLinkFor(isIos: boolean, androidLink?: string, iosLink?: string): string | undefined {
  return isIos ? (iosLink ?? androidLink) : (androidLink ?? iosLink);
}

/** A download link the app may open: a web address or a path on this site, never a script or other scheme. */
export function openableLink(url: string | undefined): string | undefined {
  return safeUrl(url, 'file');
}
