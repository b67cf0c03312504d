import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { storedCarriedValues } from '../platform/storage.ts';
import { useStores } from '../stores/index.ts';
import { carriedHref } from '../rules/carryQuery.ts';
import { acceptedQueryToken, guardRoute, type GuardPolicy } from '../rules/guard.ts';

/** Applies the route guard: a page that needs a session sends visitors to log in. */
export const Guarded = observer(function Guarded({ policy, children }: { policy: GuardPolicy; children: ReactNode }) {
  const { session, member } = useStores();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const queryToken = acceptedQueryToken(query, policy, location.pathname);
  useEffect(() => {
    if (queryToken) void session.adoptQueryToken(queryToken);
  }, [queryToken, session]);
  const decision = guardRoute({
    policy,
    storedToken: session.token,
    checkingToken: Boolean(queryToken && session.awaitsVerdict(queryToken)),
    memberType: session.isLoggedIn && member.info ? member.info.type : undefined,
  });
  if ('wait' in decision) return null;
  if (!decision.allow) return <Navigate to={carriedHref(decision.redirect, location, storedCarriedValues())} replace />;
  return <>{children}</>;
});
