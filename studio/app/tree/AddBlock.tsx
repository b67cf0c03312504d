// Adds a block from its type's presets, grouped by category; the template changes, so the menu says how
// many merchants use it before anything is added.
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { withNewBlock } from '../state/pageEdits.ts';
import type { BlockPreset, JsonSchema } from '../../schemaTypes.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { blockAt } from '../state/pageEdits.ts';
import { typeLabel } from '../parts/labels.ts';

/** The types a place takes: a parent's allowed children, or at the page's top every type but those only a parent holds. */
export function allowedTypes(schemas: Record<string, JsonSchema>, parentType?: string): string[] {
  if (parentType) return schemas[parentType]?.['x-children'] ?? [];
  return Object.keys(schemas).filter((type) => schemas[type]['x-child-only'] !== true);
}

/** A type's presets; a type that names none gets one from its schema's defaults. */
export function presetsOf(schema: JsonSchema): BlockPreset[] {
  const named = schema['x-presets'];
  if (named && named.length > 0) return named;
  const props = Object.fromEntries(Object.entries(schema.properties ?? {}).flatMap(([key, p]) => (p.default !== undefined ? [[key, p.default]] : [])));
  return [{ name: 'default', title: schema.title ?? 'Default', props }];
}

export const AddBlock = observer(function AddBlock({ store, parent }: { store: StudioStore; parent: string[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The menu closes back to its button: the focus is never left on a control that is gone.
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };
  const docs = store.docs;
  if (!docs) return null;
  const schemas = store.schemas.blocks;
  const parentType = parent.length > 0 ? blockAt(docs.template, parent)?.type : undefined;
  const types = allowedTypes(schemas, parentType);
  if (types.length === 0) return null;
  const groups = new Map<string, string[]>();
  for (const type of types) {
    const category = schemas[type]['x-category'] ?? 'other';
    groups.set(category, [...(groups.get(category) ?? []), type]);
  }
  const users = store.templateUsers(docs.template.name);
  const add = (type: string, preset: BlockPreset) => {
    const { docs: next, id } = withNewBlock(docs, parent, type, structuredClone(preset.props));
    store.applyDocs(next, 'add');
    store.select({ kind: 'block', path: [...parent, id] });
    close();
  };
  const label =
    parent.length === 0 ? intl.formatMessage({ id: 'add.page' }) : intl.formatMessage({ id: 'add.inside' }, { name: typeLabel(intl, parentType ?? '') });
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
          {[...groups].map(([category, list]) => (
            <section key={category} className="st-add__group">
              <h3>{intl.messages[`category.${category}`] ? intl.formatMessage({ id: `category.${category}` }) : category}</h3>
              <ul role="list">
                {list.flatMap((type) =>
                  presetsOf(schemas[type]).map((preset) => (
                    <li key={`${type}/${preset.name}`}>
                      <button type="button" onClick={() => add(type, preset)}>
                        {typeLabel(intl, type)}: {preset.title}
                      </button>
                    </li>
                  )),
                )}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
});
