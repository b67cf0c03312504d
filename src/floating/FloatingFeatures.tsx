// What floats over every page rather than belonging to one: the mini-game of a logged-in member and the
// merchant's customer-service script. Only this gate loads with the app: the features' code comes once
// the merchant's flags and the player call for them and the page has settled (its content drawn, the
// images in view loaded, the browser idle), so a visitor's first load of home holds none of it.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle, whenPageSettled } from '../platform/idle.ts';
import { useStores } from '../stores/index.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';

const FloatingLayer = lazy(() => import('./FloatingLayer.tsx'));

export const FloatingFeatures = observer(function FloatingFeatures() {
  const stores = useStores();
  const { site, session } = stores;
  // The flags alone, not the mini-game rules: those load with the mini-game.
  const miniGame = (site.flag('LOTTMINIGAME3') || site.flag('SEALOTTMINIGAME3')) && session.isLoggedIn;
  const script = site.flag('CBS3') && (site.config.customerServiceScriptOrigins?.length ?? 0) > 0;
  const wanted = miniGame || script;
  // Once started, the layer stays: the mini-game is rendered once, then shown or hidden (spec section 4).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!wanted || started) return;
    let active = true;
    let cancelIdle = () => undefined as void;
    void whenPageSettled(stores.content.whenHomeReady()).then(() => {
      if (active) cancelIdle = whenIdle(() => setStarted(true));
    });
    return () => {
      active = false;
      cancelIdle();
    };
  }, [wanted, started, stores]);
  if (!started) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <FloatingLayer />
      </Suspense>
    </ErrorBoundary>
  );
});
