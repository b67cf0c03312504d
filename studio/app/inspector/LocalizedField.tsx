// A text or an image for every language at once, or one per language: each of the merchant's languages
// gets its own field, the default first and marked, and an empty one says which text players of that
// language get instead. Per-language problems of the project's check show at their language's field.
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import type { JsonSchema } from '../../schemaTypes.ts';
import { ImageChoice } from './ImageChoice.tsx';
import { isLocalizedFile, languagesShown, switchedValue, withLanguageText, type LocalizedValue, type MerchantLanguages } from './localizedValue.ts';

/** What the field reads beside the schema: the merchant's images and languages. */
export interface LocalizedFieldContext {
  images: string[];
  languages?: MerchantLanguages;
}

/** The languages written, when the form is not told the merchant's. */
const languagesOf = (value: LocalizedValue | undefined): MerchantLanguages => {
  const written = typeof value === 'object' ? Object.keys(value) : [];
  return { allowed: written, default: written[0] ?? '' };
};

export function LocalizedField(props: FieldProps<LocalizedValue>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { formData: value, fieldPathId, registry, errorSchema, disabled, readonly } = props;
  const context = registry.formContext as LocalizedFieldContext | undefined;
  const languages = context?.languages ?? languagesOf(value);
  const asset = isLocalizedFile(props.schema as JsonSchema);
  const byLanguage = typeof value === 'object' && value !== null;
  const id = fieldPathId.$id;
  const label = String(props.schema.title ?? props.name);
  const change = (next: LocalizedValue) => props.onChange(next, fieldPathId.path);
  const locked = disabled || readonly;

  const input = (inputId: string, text: string, onText: (text: string) => void, name: string, placeholder?: string) => (
    <span className={asset ? 'st-asset' : undefined}>
      <input id={inputId} type="text" value={text} placeholder={placeholder} disabled={locked} onChange={(e) => onText(e.target.value)} />
      {asset && <ImageChoice name={name} value={text} images={context?.images ?? []} onChoose={onText} />}
    </span>
  );

  return (
    <div className="st-localized">
      <select
        id={id}
        value={byLanguage ? 'byLanguage' : 'one'}
        disabled={locked}
        aria-label={t('localized.mode', { name: label })}
        onChange={(e) => change(switchedValue(value, e.target.value === 'byLanguage', languages.default))}
      >
        <option value="one">{t('form.oneText')}</option>
        <option value="byLanguage">{t('form.textByLanguage')}</option>
      </select>
      {!byLanguage && input(`${id}__all`, value ?? '', change, label)}
      {byLanguage &&
        languagesShown(value, languages).map((language) => {
          const isDefault = language === languages.default;
          const allowed = languages.allowed.includes(language);
          const errors = (errorSchema as ErrorSchema<Record<string, string>> | undefined)?.[language]?.__errors ?? [];
          const name = `${label} (${language})`;
          const placeholder = isDefault ? t('localized.needed') : t('localized.fallsBack', { language: languages.default });
          return (
            <div key={language} className="st-localized__row">
              <label htmlFor={`${id}__${language}`}>
                <span className="st-badge">{language}</span>
                {isDefault && <em className="st-localized__note">{t('localized.default')}</em>}
                {!allowed && <span className="st-badge st-badge--error">{t('localized.notAllowed')}</span>}
              </label>
              {input(`${id}__${language}`, value[language] ?? '', (text) => change(withLanguageText(value, language, text)), name, placeholder)}
              {errors.map((error) => (
                <p key={error} className="st-localized__error" role="alert">
                  {error}
                </p>
              ))}
            </div>
          );
        })}
    </div>
  );
}
