// A block's props: the merchant's overrides by default (what differs from the template, each with a way
// back), or the template itself, which says how many merchants it changes.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { blockAt, effectiveProps, overriddenKeys, withProps, type Scope } from '../state/pageEdits.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { blockLabel } from '../parts/labels.ts';
import { PlaceProblems, SchemaForm } from './placeForm.tsx';
import { OverrideList, resetKey, ScopeChoice } from './ScopeChoice.tsx';
import { problemsAtPlace } from './problemPlaces.ts';

export const BlockInspector = observer(function BlockInspector({ store, path }: { store: StudioStore; path: string[] }) {
  const intl = useIntl();
  const [scope, setScope] = useState<Scope>('merchant');
  const docs = store.docs;
  const block = docs && blockAt(docs.template, path);
  if (!docs || !block) return null;
  const pageBlock = path.length === 1;
  const effectiveScope: Scope = pageBlock ? scope : 'template';
  const schema = store.schemas.blocks[block.type];
  const value = effectiveScope === 'merchant' ? effectiveProps(docs, path) : (block.props ?? {});
  const overridden = pageBlock ? overriddenKeys(docs, path[0]) : [];
  const users = store.templateUsers(docs.template.name);
  const templateBase = `/blocks/${path.join('/blocks/')}/props`;
  const merchantBase = `/pages/${store.page}/props/${path[0]}`;
  const problems = [
    ...store.problemsOf(store.templateFile!.path),
    // The merchant's overrides are the same fields: their problems show there too.
    ...store
      .problemsOf(store.merchantFile!.path)
      .filter((p) => p.pointer.startsWith(merchantBase))
      .map((p) => ({ ...p, pointer: templateBase + p.pointer.slice(merchantBase.length) })),
  ];
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const label = blockLabel(intl, block.type, path.at(-1)!);
  return (
    <div className="st-form">
      <h2>{label}</h2>
      {schema?.description && <p className="st-hint">{schema.description}</p>}
      {pageBlock ? (
        <ScopeChoice scope={scope} onScope={setScope} merchant={store.merchantCode} template={docs.template.name} users={users} />
      ) : (
        <p className="st-note">{t('scope.nested', { template: docs.template.name, count: users.length, names: users.join(', ') })}</p>
      )}
      {effectiveScope === 'merchant' && (
        <OverrideList
          keys={overridden}
          templateProps={block.props ?? {}}
          schema={schema}
          onReset={(key) => store.applyDocs(withProps(docs, path, resetKey(effectiveProps(docs, path), block.props ?? {}, key), 'merchant'), 'reset')}
        />
      )}
      <PlaceProblems problems={problemsAtPlace(problems, templateBase)} />
      {schema ? (
        <SchemaForm
          id={`st-${path.join('-')}`}
          schema={schema}
          value={value}
          base={templateBase}
          problems={problems}
          images={store.images}
          onChange={(next, field) =>
            store.applyDocs(
              withProps(store.docs!, path, (next ?? {}) as Record<string, unknown>, effectiveScope),
              'edit',
              `${effectiveScope}:${path.join('/')}:${field ?? ''}`,
            )
          }
        />
      ) : (
        <p role="alert">{t('inspector.unknownType', { type: block.type })}</p>
      )}
    </div>
  );
});
