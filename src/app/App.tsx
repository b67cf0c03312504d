import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { OverlayHost } from '../overlays/OverlayHost.tsx';
import type { RootStore } from '../stores/RootStore.ts';
import { StoresContext, useStores } from '../stores/index.ts';
import { Notices } from '../ui/Notices.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionEffects } from './SessionEffects.tsx';

const PreviewOverlay = lazy(() => import('./preview/PreviewOverlay.tsx'));
const MaintenancePage = lazy(() => import('../pages/StatusPages.tsx').then((m) => ({ default: m.MaintenancePage })));
const AccessDeniedPage = lazy(() => import('../pages/StatusPages.tsx').then((m) => ({ default: m.AccessDeniedPage })));

const Screens = observer(function Screens() {
  const { site } = useStores();
  if (site.status?.maintenance || site.config.maintenance.enabled) return <MaintenancePage />;
  if (site.status?.regionBlocked) return <AccessDeniedPage />;
  return <AppRoutes />;
});

const Localised = observer(function Localised() {
  const { i18n, site } = useStores();
  return (
    <IntlProvider locale={i18n.locale} messages={i18n.messages} defaultLocale="en" onError={reportMissingMessage}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Screens />
        </Suspense>
        <SessionEffects />
        <OverlayHost />
        <Notices />
        {site.isPreview && (
          <Suspense fallback={null}>
            <PreviewOverlay />
          </Suspense>
        )}
      </BrowserRouter>
    </IntlProvider>
  );
});

function reportMissingMessage(error: { code: string; message: string }): void {
  if (import.meta.env.DEV || error.code !== 'MISSING_TRANSLATION') console.warn(error.message);
}

export function App({ stores }: { stores: RootStore }) {
  return (
    <StoresContext.Provider value={stores}>
      <Localised />
    </StoresContext.Provider>
  );
}
