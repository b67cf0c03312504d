// The one rule for addresses from a merchant's file or server content (banners, download links,
// customer service, links in announcements): the app follows a link only to a web page (http or
// https) or a page of its own under /m, and loads a file (an image, an app package) only from the web
// or from a path on its own site. A javascript:, data: or any other scheme, a protocol-relative //host
// and anything with white space or a control character in it are never followed. The schemas (schema/config/url.schema.json)
// use the same patterns, so `wl validate` refuses what the app would refuse.

/** A link the app may follow: http(s) with a host, or /m itself or a path, query or fragment below it. */
export const SAFE_LINK = /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^/?#\s\\\x00-\x1f\x7f]+|\/m(?=[/?#]|$))[^\s\x00-\x1f\x7f]*$/;
/** A file the app may load: http(s) with a host, or a path on its own site (never //host or /\host). */
export const SAFE_FILE = /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^/?#\s\\\x00-\x1f\x7f]+|\/(?![/\\]))[^\s\x00-\x1f\x7f]*$/;

export type UrlKind = 'link' | 'file';

/** The address, trimmed, when the app may use it as `kind`; otherwise undefined. */
export function safeUrl(raw: string | null | undefined, kind: UrlKind = 'link'): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  return (kind === 'link' ? SAFE_LINK : SAFE_FILE).test(url) ? url : undefined;
}
