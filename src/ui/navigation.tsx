// Navigation that carries the tracking query (spec section 2) on every push and replace.
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { storedCarriedValues } from '../platform/storage.ts';
import { carriedHref } from '../rules/carryQuery.ts';

export function useCarryNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to, options) => navigate(carriedHref(to, location, storedCarriedValues()), options);
}

export function useCarriedHref(to: string): string {
  const location = useLocation();
  return carriedHref(to, location, storedCarriedValues());
}

/**
 * One carrier for many links (a long list): the location and the stored values are read once per render
 * of the list, not once per link.
 */
export function useCarriedHrefs(): (to: string) => string {
  const location = useLocation();
  const stored = storedCarriedValues();
  return (to) => carriedHref(to, location, stored);
}

/**
 * Follows, inside the app, a click on any `<a data-route>` within the element it handles: one handler for a
 * long list of plain links, instead of a router link component per item. A click with a modifier key (a
 * new tab) is left to the browser.
 */
export function useRouteLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[data-route]');
    const href = anchor?.getAttribute('href');
    if (!href || !event.currentTarget.contains(anchor)) return;
    event.preventDefault();
    navigate(href);
  };
}

type CarryLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A link whose target keeps the carried query parameters. */
export const CarryLink = forwardRef<HTMLAnchorElement, CarryLinkProps>(function CarryLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={useCarriedHref(to)} {...rest} />;
});
