// Adds a block from its type's presets, grouped by category; the template changes, so the menu says how
// many merchants use it before anything is added.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { withNewBlock } from '../state/pageEdits.ts';
import type { BlockPreset, JsonSchema } from '../../schemaTypes.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { blockAt } from '../state/pageEdits.ts';
import { typeLabel } from '../parts/labels.ts';
import { PresetMenu } from '../parts/PresetMenu.tsx';

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
  };
  const label =
    parent.length === 0 ? intl.formatMessage({ id: 'add.page' }) : intl.formatMessage({ id: 'add.inside' }, { name: typeLabel(intl, parentType ?? '') });
  return (
    <PresetMenu
      label={label}
      note={intl.formatMessage({ id: 'template.shared' }, { template: docs.template.name, count: users.length, names: users.join(', ') })}
      groups={[...groups].map(([category, list]) => ({
        heading: intl.messages[`category.${category}`] ? intl.formatMessage({ id: `category.${category}` }) : category,
        items: list.flatMap((type) =>
          presetsOf(schemas[type]).map((preset) => ({
            key: `${type}/${preset.name}`,
            text: `${typeLabel(intl, type)}: ${preset.title}`,
            pick: () => add(type, preset),
          })),
        ),
      }))}
    />
  );
});
