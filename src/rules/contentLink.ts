// Where a link inside server HTML (an announcement) may lead: an app route in place, a web page in a new
// tab, or nowhere (script and other URL schemes are dropped).
import { safeUrl } from './safeUrl.ts';

export type ContentLink = { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'drop' };

export function contentLinkTarget(href: string | null | undefined): ContentLink {
  const link = safeUrl(href, 'link');
  if (!link) return { kind: 'drop' };
  // A safe link is a web address or an app route (/m itself or below it).
  return link.startsWith('/') ? { kind: 'route', to: link } : { kind: 'external', url: link };
}
