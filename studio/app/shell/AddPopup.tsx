// Adds a popup to the page's template from its type's presets; the template changes, so the menu says how
// many merchants use it before anything is added.
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { withNewOverlay } from '../state/pageEdits.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { typeLabel } from '../parts/labels.ts';
import { presetsOf } from '../tree/AddBlock.tsx';

export const AddPopup = observer(function AddPopup({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };
  const docs = store.docs;
  if (!docs) return null;
  const schemas = store.schemas.overlays;
  const users = store.templateUsers(docs.template.name);
  const label = intl.formatMessage({ id: 'add.popup' });
  return (
    <div className="st-add">
      <button
        ref={button}
        type="button"
        className="st-add__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        + {label}
      </button>
      {open && (
        <div id={menuId} className="st-add__menu" role="group" aria-label={label} onKeyDown={closeOnEscape}>
          <p className="st-note">
            {intl.formatMessage({ id: 'template.shared' }, { template: docs.template.name, count: users.length, names: users.join(', ') })}
          </p>
          <ul role="list">
            {Object.keys(schemas)
              .sort()
              .flatMap((type) =>
                presetsOf(schemas[type]).map((preset) => (
                  <li key={`${type}/${preset.name}`}>
                    <button
                      type="button"
                      onClick={() => {
                        const { docs: next, id } = withNewOverlay(docs, type, structuredClone(preset.props));
                        store.applyDocs(next, 'add');
                        store.select({ kind: 'overlay', id });
                        close();
                      }}
                    >
                      {typeLabel(intl, type)}: {preset.title}
                    </button>
                  </li>
                )),
              )}
          </ul>
        </div>
      )}
    </div>
  );
});
