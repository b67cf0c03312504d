// The form of what is selected: a block, an overlay or a section of the merchant. The form library is
// loaded with the first form, so the studio's first screen does not wait for it.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { StudioStore } from '../state/StudioStore.ts';
import { BlockInspector } from './BlockInspector.tsx';
import { OverlayInspector } from './OverlayInspector.tsx';
import { SectionInspector } from './SectionInspector.tsx';

export const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

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

/** Problems of a place that no field of its form shows (a whole object, a cross-file rule). */
export function PlaceProblems({ problems }: { problems: { text: string; pointer: string; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="st-problems" role="list">
      {problems.map((p) => (
        <li key={p.text} className="st-problem">
          <code>{p.pointer}</code> {p.message}
        </li>
      ))}
    </ul>
  );
}
