// A popup the page declares: its priority and props (in the template), hidden or shown for this merchant,
// duplicated or deleted (from the template, with the merchant's mentions of it).
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useState } from 'react';
import { effectiveOverlayProps, overriddenKeys, withHidden, withOverlayCopy, withOverlayProps, withoutOverlay, type Scope } from '../state/pageEdits.ts';
import { setIn } from '../state/values.ts';
import type { StudioStore } from '../state/StudioStore.ts';
import { typeLabel } from '../parts/labels.ts';
import { PlaceProblems, SchemaForm } from './placeForm.tsx';
import { OverrideList, resetKey, ScopeChoice } from './ScopeChoice.tsx';
import { problemsAtPlace } from './problemPlaces.ts';
import type { TemplateDoc } from '../state/pageEdits.ts';

export const OverlayInspector = observer(function OverlayInspector({ store, id }: { store: StudioStore; id: string }) {
  const intl = useIntl();
  const [scope, setScope] = useState<Scope>('merchant');
  const docs = store.docs;
  const overlay = docs?.template.overlays?.[id];
  if (!docs || !overlay) return null;
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const hidden = (docs.merchant.pages[store.page]?.disabled ?? []).includes(id);
  const users = store.templateUsers(docs.template.name);
  const base = `/overlays/${id}`;
  const merchantBase = `/pages/${store.page}/props/${id}`;
  const problems = [
    ...store.problemsOf(store.templateFile!.path),
    // The merchant's overrides are the same fields: their problems show there too.
    ...store
      .problemsOf(store.merchantFile!.path)
      .filter((p) => p.pointer.startsWith(merchantBase))
      .map((p) => ({ ...p, pointer: `${base}/props${p.pointer.slice(merchantBase.length)}` })),
  ];
  const set = (path: (string | number)[], value: unknown, mergeKey: string) =>
    store.applyDocs({ ...docs, template: setIn(docs.template, ['overlays', id, ...path], value) as TemplateDoc }, 'edit', mergeKey);
  return (
    <div className="st-form">
      <h2>
        {typeLabel(intl, overlay.type)} · {id}
      </h2>
      <div className="st-dialog__actions" role="group" aria-label={t('overlay.actions')}>
        <button
          type="button"
          onClick={() => {
            const { docs: next, id: copy } = withOverlayCopy(docs, id);
            store.applyDocs(next, 'duplicate');
            store.select({ kind: 'overlay', id: copy });
          }}
        >
          {t('overlay.duplicate')}
        </button>
        <button
          type="button"
          className="st-danger"
          onClick={() => {
            store.applyDocs(withoutOverlay(docs, id), 'delete');
            store.select(undefined);
          }}
        >
          {t('overlay.delete', { template: docs.template.name })}
        </button>
      </div>
      <ScopeChoice scope={scope} onScope={setScope} merchant={store.merchantCode} template={docs.template.name} users={users} />
      {scope === 'merchant' && (
        <OverrideList
          keys={overriddenKeys(docs, id)}
          templateProps={overlay.props ?? {}}
          schema={store.schemas.overlays[overlay.type]}
          onReset={(key) =>
            store.applyDocs(withOverlayProps(docs, id, resetKey(effectiveOverlayProps(docs, id), overlay.props ?? {}, key), 'merchant'), 'reset')
          }
        />
      )}
      <label className="st-check">
        <input
          type="checkbox"
          checked={!hidden}
          onChange={(e) => store.applyDocs(withHidden(docs, id, !e.target.checked), e.target.checked ? 'show' : 'hide')}
        />
        {t('overlay.shown', { merchant: store.merchantCode })}
      </label>
      <label className="st-field">
        {t('overlay.priorityLabel')} · {t('overlay.inTemplate', { template: docs.template.name })}
        <input
          type="number"
          min={0}
          max={100}
          value={overlay.priority ?? 50}
          onChange={(e) => set(['priority'], e.target.value === '' ? undefined : Number(e.target.value), `overlay:${id}:priority`)}
          aria-describedby={`st-priority-help-${id}`}
        />
      </label>
      <p id={`st-priority-help-${id}`} className="st-hint">
        {t('overlay.priorityHelp')}
      </p>
      <PlaceProblems problems={problemsAtPlace(problems, `${base}/props`)} />
      <SchemaForm
        id={`st-overlay-${id}`}
        schema={store.schemas.overlays[overlay.type] ?? { type: 'object' }}
        value={scope === 'merchant' ? effectiveOverlayProps(docs, id) : (overlay.props ?? {})}
        base={`${base}/props`}
        problems={problems}
        images={store.images}
        onChange={(next, field) =>
          store.applyDocs(withOverlayProps(store.docs!, id, (next ?? {}) as Record<string, unknown>, scope), 'edit', `overlay:${scope}:${id}:${field ?? ''}`)
        }
      />
    </div>
  );
});
