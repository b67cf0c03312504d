// Where a link inside server HTML (an announcement) may lead: an app route in place, a web page in a new
// tab, or nowhere (script and other URL schemes are dropped).
export type ContentLink = { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'drop' };

export function contentLinkTarget(href: string | null | undefined): ContentLink {
  const link = (href ?? '').trim();
  if (/^https?:\/\//i.test(link)) return { kind: 'external', url: link };
  // An app route: /m itself or below it, never a protocol-relative //host.
  if (/^\/m(?:[/?#]|$)/.test(link)) return { kind: 'route', to: link };
  return { kind: 'drop' };
}
