// What floats over every page, loaded once the page has settled: the mini-game of a logged-in member
// and the merchant's customer-service script.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { miniGameVersion } from '../rules/miniGame.ts';
import { PATHS } from '../rules/paths.ts';
import { useStores } from '../stores/index.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { NeedsMessages } from '../ui/NeedsMessages.tsx';

const MiniGameDock = lazy(() => import('./mini-game/MiniGameDock.tsx'));

/** Rendered the first time a member is logged in; from then on shown or hidden with the login state (spec section 4). */
const MiniGame = observer(function MiniGame() {
  const { site, session } = useStores();
  const { pathname } = useLocation();
  const [rendered, setRendered] = useState(false);
  const wanted = miniGameVersion(site.config.whitelabel) !== undefined && session.isLoggedIn;
  useEffect(() => {
    if (wanted) setRendered(true);
  }, [wanted]);
  if (!rendered) return null;
  // Over a maintenance or access-denied screen, or the game page's own full-screen game, nothing floats.
  const hidden = !session.isLoggedIn || site.statusScreen !== undefined || pathname === PATHS.game;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <NeedsMessages bundles={['mini-game']} fallback={null}>
          <MiniGameDock hidden={hidden} />
        </NeedsMessages>
      </Suspense>
    </ErrorBoundary>
  );
});

/** The merchant's customer-service script, for merchants with chat on that allow a script origin. */
const CustomerServiceScript = observer(function CustomerServiceScript() {
  const stores = useStores();
  const { site } = stores;
  const wanted = site.flag('CBS3') && (site.config.customerServiceScriptOrigins?.length ?? 0) > 0;
  useEffect(() => {
    if (!wanted) return;
    void import('../stores/CustomerServiceScriptStore.ts')
      .then(({ CustomerServiceScriptStore }) => stores.feature(CustomerServiceScriptStore).inject());
  }, [wanted, stores]);
  return null;
});

export default function FloatingLayer() {
  return (
    <>
      <MiniGame />
      <CustomerServiceScript />
    </>
  );
}
