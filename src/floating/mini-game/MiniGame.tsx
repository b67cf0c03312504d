// The mini-game's place in the floating layer: rendered the first time a member is logged in, then shown
// or hidden with the login state (spec section 4); its dock's code and messages load only then.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { miniGameVersion } from '../../rules/miniGame.ts';
import { PATHS } from '../../rules/paths.ts';
import { useStores } from '../../stores/index.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { NeedsMessages } from '../../ui/NeedsMessages.tsx';

const MiniGameDock = lazy(() => import('./MiniGameDock.tsx'));

export const MiniGame = observer(function MiniGame() {
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
