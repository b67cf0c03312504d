// Where a change of a page block's or popup's props goes: the merchant's overrides (the default) or the
// shared template, which says how many merchants it changes; and the values this merchant overrides,
// each with a way back to the template's.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Scope } from '../state/pageEdits.ts';
import type { JsonSchema } from '../../schemaTypes.ts';

export function ScopeChoice({
  scope,
  onScope,
  merchant,
  template,
  users,
}: {
  scope: Scope;
  onScope: (s: Scope) => void;
  merchant: string;
  template: string;
  users: string[];
}) {
  const intl = useIntl();
  const name = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      <fieldset className="st-scope">
        <legend>{t('scope.legend')}</legend>
        <label>
          <input type="radio" name={name} checked={scope === 'merchant'} onChange={() => onScope('merchant')} />
          {t('scope.merchant', { merchant })}
        </label>
        <label>
          <input type="radio" name={name} checked={scope === 'template'} onChange={() => onScope('template')} />
          {t('scope.template', { template, count: users.length })}
        </label>
      </fieldset>
      {scope === 'template' && (
        <p className="st-note" role="note">
          {t('template.shared', { template, count: users.length, names: users.join(', ') })}
        </p>
      )}
    </>
  );
}

/** The keys the merchant overrides, each with a button that gives it the template's value again. */
export function OverrideList({
  keys,
  templateProps,
  schema,
  onReset,
}: {
  keys: string[];
  templateProps: Record<string, unknown>;
  schema?: JsonSchema;
  onReset: (key: string) => void;
}) {
  const intl = useIntl();
  if (keys.length === 0) return null;
  return (
    <div className="st-overrides">
      <h3>{intl.formatMessage({ id: 'override.title' })}</h3>
      <ul role="list">
        {keys.map((key) => (
          <li key={key}>
            <code>{key}</code>{' '}
            <button type="button" className="st-link" onClick={() => onReset(key)}>
              {intl.formatMessage(
                { id: 'override.reset' },
                { key: schema?.properties?.[key]?.title ?? key, value: JSON.stringify(templateProps[key]) ?? intl.formatMessage({ id: 'override.none' }) },
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props with one key back to the template's value (gone when the template has none). */
export function resetKey(props: Record<string, unknown>, templateProps: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = props;
  return templateProps[key] === undefined ? rest : { ...rest, [key]: templateProps[key] };
}
