// Navigation that carries the tracking query (spec section 2) on every push and replace.
import { forwardRef, type AnchorHTMLAttributes } from 'react';
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

type CarryLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A link whose target keeps the carried query parameters. */
export const CarryLink = forwardRef<HTMLAnchorElement, CarryLinkProps>(function CarryLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={useCarriedHref(to)} {...rest} />;
});
