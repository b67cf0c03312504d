// The form of what is selected: a block, an overlay or a section of the merchant.
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { StudioStore } from '../state/StudioStore.ts';
import { BlockInspector } from './BlockInspector.tsx';
import { OverlayInspector } from './OverlayInspector.tsx';
import { SectionInspector } from './SectionInspector.tsx';

export const Inspector = observer(function Inspector({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const selection = store.selection;
  return (
    <section className="st-inspector" aria-label={intl.formatMessage({ id: 'inspector.label' })}>
      <Suspense fallback={<p>{intl.formatMessage({ id: 'common.loading' })}</p>}>
        {!selection && <p className="st-hint">{intl.formatMessage({ id: 'inspector.empty' })}</p>}
        {selection?.kind === 'block' && <BlockInspector store={store} path={selection.path} />}
        {selection?.kind === 'overlay' && <OverlayInspector store={store} id={selection.id} />}
        {selection?.kind === 'section' && <SectionInspector store={store} name={selection.name} />}
      </Suspense>
    </section>
  );
});
