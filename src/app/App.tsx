import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FloatingFeatures } from '../floating/FloatingFeatures.tsx';
import { OverlayHost } from '../overlays/OverlayHost.tsx';
import { statusScreens } from '../pages/registry.ts';
import type { StatusScreen } from '../rules/statusScreen.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { StoresContext, useStores } from '../stores/index.ts';
import { NeedsMessages } from '../ui/NeedsMessages.tsx';
import { rootTakenOver } from '../platform/takenOver.ts';
import { EarlyTapDelivery } from './EarlyTapDelivery.tsx';
import { endSpeculation } from '../platform/speculation.ts';
import { Notices } from '../ui/Notices.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionEffects } from './SessionEffects.tsx';
import { HydrationBoundary } from '../ui/HydrationBoundary.tsx';

const PreviewOverlay = lazy(() => import('./preview/PreviewOverlay.tsx'));
const statusPages = {
  maintenance: lazy(statusScreens.maintenance.page),
  'access-denied': lazy(statusScreens['access-denied'].page),
} satisfies Record<StatusScreen, unknown>;

/** A status screen stands in for the whole site: no route, no session work, no floating features, nothing behind it. */
const Screens = observer(function Screens() {
  const { site } = useStores();
  const screen = site.statusScreen;
  if (screen) {
    const StatusPage = statusPages[screen];
    return (
      <NeedsMessages bundles={statusScreens[screen].bundles}>
        <StatusPage />
      </NeedsMessages>
    );
  }
  return (
    <>
      <AppRoutes />
      <SessionEffects />
      <FloatingFeatures />
    </>
  );
});

/** The router: the browser's history, or on the server the address asked for. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

const Localised = observer(function Localised({ Router }: { Router: AppRouter }) {
  const { i18n, site } = useStores();
  return (
    <IntlProvider locale={i18n.locale} messages={i18n.messages} defaultLocale="en" onError={reportMissingMessage}>
      <Router>
        <HydrationBoundary>
          <Screens />
        </HydrationBoundary>
        <OverlayHost />
        <Notices />
        {site.isPreview && (
          <Suspense>
            <PreviewOverlay />
          </Suspense>
        )}
      </Router>
    </IntlProvider>
  );
});

function reportMissingMessage(error: { code: string; message: string }): void {
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.warn(error.message);
}

export function App({ stores, Router }: { stores: RootStore; Router: AppRouter }) {
  useEffect(() => {
    rootTakenOver();
    endSpeculation();
  }, []);
  return (
    <StoresContext.Provider value={stores}>
      <Localised Router={Router} />
      <EarlyTapDelivery />
    </StoresContext.Provider>
  );
}
