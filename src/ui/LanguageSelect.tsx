// The one language picker (the site header's, member home's): the merchant's languages by their own names.
// A change goes through the i18n store, which also pushes a logged-in member's choice to their account
// (spec section 4; not for type 4).
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LanguageCode } from '../config/types.generated.ts';
import { LANGUAGE_NAMES } from '../i18n/languageNames.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useStores } from '../stores/index.ts';

interface LanguageSelectProps {
  /** The select's own class; with `compact`, the class of the box that shows the code. */
  className?: string;
  /**
   * A narrow picker for a bar: a globe and the current language's code, with the native select laid
   * invisibly over them, so the list still names each language in itself and the bar never has to
   * make room for the longest name.
   */
  compact?: boolean;
  /**
   * As a row of a settings card: the name "Language" shown as its label (else given to assistive
   * technology only), in a box of this class, with a hint beneath that describes the choice.
   */
  settingRow?: { className?: string; hint?: ReactNode };
}

function Globe() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </svg>
  );
}

/** Nothing, not even its row, for a merchant with a single language. */
export const LanguageSelect = observer(function LanguageSelect({ className, compact = false, settingRow }: LanguageSelectProps) {
  const { i18n } = useStores();
  const intl = useIntl();
  const id = useId();
  if (i18n.languages.length < 2) return null;
  const hintId = settingRow?.hint ? `${id}-hint` : undefined;
  const select = (
    <select
      id={id}
      className={compact ? undefined : className}
      aria-label={settingRow ? undefined : intl.formatMessage({ id: 'header.language' })}
      aria-describedby={hintId}
      value={i18n.language}
      onChange={(event) => void i18n.setLanguage(event.target.value as LanguageCode)}
    >
      {i18n.languages.map((code) => (
        <option key={code} value={code} lang={intlLocale(code)}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
  if (compact) {
    return (
      <span className={className}>
        <Globe />
        <span aria-hidden="true">{i18n.language}</span>
        {select}
      </span>
    );
  }
  if (!settingRow) return select;
  return (
    <div className={settingRow.className}>
      <label htmlFor={id}>
        <FormattedMessage id="header.language" />
      </label>
      {select}
      {hintId && (
        <p id={hintId} className="wl-hint">
          {settingRow.hint}
        </p>
      )}
    </div>
  );
});
