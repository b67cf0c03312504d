// Adds a popup to the page's template from its type's presets; the template changes, so the menu says how
// many merchants use it before anything is added.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { withNewOverlay } from '../state/pageEdits.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { typeLabel } from '../parts/labels.ts';
import { presetsOf } from '../tree/AddBlock.tsx';
import { PresetMenu } from '../parts/PresetMenu.tsx';

export const AddPopup = observer(function AddPopup({ store }: { store: StudioStore }) {
  const intl = useIntl();
  const docs = store.docs;
  if (!docs) return null;
  const schemas = store.schemas.overlays;
  const users = store.templateUsers(docs.template.name);
  const add = (type: string, props: Record<string, unknown>) => {
    const { docs: next, id } = withNewOverlay(docs, type, structuredClone(props));
    store.applyDocs(next, 'add');
    store.select({ kind: 'overlay', id });
  };
  return (
    <PresetMenu
      label={intl.formatMessage({ id: 'add.popup' })}
      note={intl.formatMessage({ id: 'template.shared' }, { template: docs.template.name, count: users.length, names: users.join(', ') })}
      groups={[
        {
          items: Object.keys(schemas)
            .sort()
            .flatMap((type) =>
              presetsOf(schemas[type]).map((preset) => ({
                key: `${type}/${preset.name}`,
                text: `${typeLabel(intl, type)}: ${preset.title}`,
                pick: () => add(type, preset.props),
              })),
            ),
        },
      ]}
    />
  );
});
