import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageOverlays } from '../overlays/PageOverlays.tsx';
import { notFoundPage, pageRegistry, type PageDefinition } from '../pages/registry.ts';
import { useStores } from '../stores/index.ts';
import { NeedsMessages } from '../ui/NeedsMessages.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { Guarded } from './Guarded.tsx';

const NotFoundPage = lazy(notFoundPage);

/** A page's overlays start with it and stop when the player leaves it. */
const TemplateOverlays = observer(function TemplateOverlays({ template }: { template: 'home' }) {
  const { site, content } = useStores();
  return <PageOverlays overlays={site.config.pages[template].overlays} after={content.whenHomeReady()} />;
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

export function AppRoutes() {
  const definitions: PageDefinition[] = Object.values(pageRegistry);
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {definitions.flatMap((definition) => definition.paths.map((path) => <Route key={path} path={path} element={pageElement(definition)} />))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
