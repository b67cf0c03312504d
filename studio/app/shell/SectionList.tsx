// The merchant's sections and the page's overlays, each opening its form in the inspector, and a popup to add.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { SECTIONS, type StudioStore } from '../state/StudioStore.ts';
import { typeLabel } from '../parts/labels.ts';
import { AddPopup } from './AddPopup.tsx';

export const SectionList = observer(function SectionList({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const overlays = Object.entries(store.docs?.template.overlays ?? {}).sort(([, a], [, b]) => (b.priority ?? 50) - (a.priority ?? 50));
  const hidden = new Set(store.docs?.merchant.pages[store.page]?.disabled ?? []);
  const isSelected = (kind: string, name: string) =>
    store.selection?.kind === kind &&
    (('name' in store.selection && store.selection.name === name) || ('id' in store.selection && store.selection.id === name));
  return (
    <>
      <h2>{intl.formatMessage({ id: 'side.overlays' })}</h2>
      <ul className="st-sections" role="list">
        {overlays.map(([id, overlay]) => (
          <li key={id}>
            <button type="button" aria-pressed={isSelected('overlay', id)} onClick={() => store.select({ kind: 'overlay', id })}>
              {typeLabel(intl, overlay.type)} · {id}
              <span className="st-visually-hidden">,</span>{' '}
              <span className="st-badge">{intl.formatMessage({ id: 'overlay.priority' }, { priority: overlay.priority ?? 50 })}</span>
              {hidden.has(id) && (
                <>
                  <span className="st-visually-hidden">,</span> <span className="st-badge">{intl.formatMessage({ id: 'tree.hidden' })}</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      <AddPopup store={store} />
      <h2>{intl.formatMessage({ id: 'side.merchant' })}</h2>
      <ul className="st-sections" role="list">
        {SECTIONS.map((name) => (
          <li key={name}>
            <button type="button" aria-pressed={isSelected('section', name)} onClick={() => store.select({ kind: 'section', name })}>
              {intl.formatMessage({ id: `section.${name}` })}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
});
