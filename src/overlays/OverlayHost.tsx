// Shows the overlay the OverlayStore puts first, with its code and messages loaded on demand. Leaving a
// page starts a new page view there before the new page's overlays are offered.
import { observer } from 'mobx-react-lite';
import { Suspense, use, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/index.ts';
import type { OverlayEntry } from '../stores/OverlayStore.ts';
import type { OverlayType } from '../stores/overlayTypes.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { NeedsMessages } from '../ui/NeedsMessages.tsx';
import type { OverlayComponentProps } from './defineOverlay.ts';
import { overlayDefinition } from './registry.ts';

type LoadedComponent = ComponentType<OverlayComponentProps<OverlayType>>;
const loaded = new Map<OverlayType, Promise<LoadedComponent>>();

/** One download per overlay type, shared by every showing and by React's retries under Suspense. */
function loadOverlay(type: OverlayType): Promise<LoadedComponent> {
  let promise = loaded.get(type);
  if (!promise) {
    promise = overlayDefinition(type)
      .component()
      .then((module) => module.default as LoadedComponent);
    promise.catch(() => loaded.delete(type));
    loaded.set(type, promise);
  }
  return promise;
}

function bundlesOf(entry: OverlayEntry) {
  const { bundles } = overlayDefinition(entry.type);
  return typeof bundles === 'function' ? bundles(entry.props) : bundles;
}

function LoadedOverlay({ entry }: { entry: OverlayEntry }) {
  const { overlays } = useStores();
  const Component = use(loadOverlay(entry.type));
  return <Component props={entry.props} close={() => overlays.close(entry.id)} />;
}

/** An overlay that fails to load or render is reported once and put away, so the next one can show. */
function Broken({ entry, error }: { entry: OverlayEntry; error: Error }) {
  const { overlays } = useStores();
  useEffect(() => {
    console.warn(`Overlay "${entry.type}" could not be shown: ${error.message}`);
    overlays.close(entry.id);
  }, [overlays, entry, error]);
  return null;
}

export const OverlayHost = observer(function OverlayHost() {
  const { overlays } = useStores();
  const { pathname } = useLocation();
  useLayoutEffect(() => overlays.enterPage(pathname), [overlays, pathname]);
  const entry = overlays.current;
  if (!entry) return null;
  return (
    <ErrorBoundary key={entry.id} fallback={(error) => <Broken entry={entry} error={error} />}>
      <Suspense fallback={null}>
        <NeedsMessages bundles={bundlesOf(entry)} fallback={null}>
          <LoadedOverlay entry={entry} />
        </NeedsMessages>
      </Suspense>
    </ErrorBoundary>
  );
});
