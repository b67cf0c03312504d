// HTML from the server, shown only after DOMPurify has taken out scripts, event handlers and script URLs.
// A link to a web page opens in a new tab without a way back to this one; a link to an app route
// (/m/...) stays in the app; any other link loses its address.
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { contentLinkTarget } from '../rules/contentLink.ts';

/** An instance of our own, so its link hook touches no other use of the sanitiser. */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const link = contentLinkTarget(node.getAttribute('href'));
  if (link.kind === 'drop') {
    node.removeAttribute('href');
    node.removeAttribute('target');
  } else if (link.kind === 'external') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'] });
}

/** Sanitised server HTML; `onRoute` is told of a click on an app route, which it navigates to. */
export function SafeHtml({ html, onRoute, className }: { html: string; onRoute: (to: string) => void; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    const link = contentLinkTarget(anchor.getAttribute('href'));
    if (link.kind !== 'route') return;
    event.preventDefault();
    onRoute(link.to);
  };
  // Links inside are real links, reachable by keyboard; the wrapper only routes their clicks.
  // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents lint/security/noDangerouslySetInnerHtml: the HTML is sanitised above; its links take the keyboard themselves
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
