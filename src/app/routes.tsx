import { observer } from 'mobx-react-lite';
import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { SiteConfig } from '../config/types.generated.ts';
import { PageOverlays } from '../overlays/PageOverlays.tsx';
import { notFoundPage, pageRegistry, type PageDefinition } from '../pages/registry.ts';
import { useStores } from '../stores/index.ts';
import { NeedsMessages } from '../ui/NeedsMessages.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { Guarded } from './Guarded.tsx';
import { HydrationBoundary } from '../ui/HydrationBoundary.tsx';

const NotFoundPage = lazy(notFoundPage);

const NO_OVERLAYS: Record<string, never> = {};

/**
 * A page's overlays start with it and stop when the player leaves it; an overlay with a window only within
 * it (they start again, those shown now, when a window opens or ends).
 */
const TemplateOverlays = observer(function TemplateOverlays({ template }: { template: 'home' }) {
  const { site, content, clock } = useStores();
  const page = site.config.pages[template];
  const declared = page.overlays ?? NO_OVERLAYS;
  const shown = new Set(clock.shown(Object.values(declared)));
  const ids = Object.keys(declared)
    .filter((id) => shown.has(declared[id]))
    .join(',');
  // The same object while the same overlays are shown: a new one restarts them.
  const overlays = useMemo(() => Object.fromEntries(ids.split(',').flatMap((id) => (declared[id] ? [[id, declared[id]]] : []))), [declared, ids]);
  return <PageOverlays overlays={overlays} caps={page.overlayCaps} after={content.whenHomeReady()} />;
});

/** One lazy component per page, made once. */
const screens = new Map<PageDefinition, ComponentType>();
function screenOf(definition: PageDefinition): ComponentType {
  let Screen = screens.get(definition);
  if (!Screen) {
    Screen = lazy(definition.page);
    screens.set(definition, Screen);
  }
  return Screen;
}

function pageElement(definition: PageDefinition): ReactNode {
  const Screen = screenOf(definition);
  return (
    <Guarded policy={definition.guard}>
      <NeedsMessages bundles={definition.bundles ?? []}>
        <Screen />
      </NeedsMessages>
      {definition.template && <TemplateOverlays template={definition.template} />}
    </Guarded>
  );
}

/** Every page's paths, then the merchant's own routes for pages (a path the product already has stays the product's). */
function routeTable(config: SiteConfig): [string, PageDefinition][] {
  const definitions: PageDefinition[] = Object.values(pageRegistry);
  const table: [string, PageDefinition][] = definitions.flatMap((definition) => definition.paths.map((path) => [path, definition] as [string, PageDefinition]));
  const taken = new Set(table.map(([path]) => path));
  for (const definition of definitions) {
    const own = definition.configuredPath?.(config);
    if (own && !taken.has(own)) {
      taken.add(own);
      table.push([own, definition]);
    }
  }
  return table;
}

export const AppRoutes = observer(function AppRoutes() {
  const { site } = useStores();
  return (
    <HydrationBoundary fallback={<Spinner />}>
      <Routes>
        {routeTable(site.config).map(([path, definition]) => (
          <Route key={path} path={path} element={pageElement(definition)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </HydrationBoundary>
  );
});
