import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Country } from '../config/types.generated.ts';
import './country-picker.css';

/** The flag emoji of a two-letter country code (regional indicator letters). */
export const flagOf = (countryCode: string): string =>
  /^[A-Za-z]{2}$/.test(countryCode) ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';

/** Slide-up list of flags with dialling codes. */
export const CountryPicker = observer(function CountryPicker({ countries, selected, onPick, onClose }: {
  countries: Country[];
  selected: string;
  onPick: (country: Country) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sheet.current?.querySelector<HTMLElement>('[aria-pressed="true"], button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([intl.locale], { type: 'region' }) : undefined;
  return (
    <div className="wl-sheet-backdrop" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="wl-sheet" role="dialog" aria-modal="true" aria-labelledby="wl-country-title" ref={sheet}>
        <header className="wl-sheet__bar">
          <h2 id="wl-country-title"><FormattedMessage id="country.title" /></h2>
          <button type="button" className="wl-sheet__close" onClick={onClose} aria-label={intl.formatMessage({ id: 'app.close' })}>×</button>
        </header>
        <ul className="wl-sheet__list">
          {countries.map((country) => {
            const name = names?.of(country.countryCode) ?? country.countryCode;
            return (
              <li key={country.countryCode}>
                <button
                  type="button" aria-pressed={country.countryDialingCode === selected}
                  aria-label={`${name} +${country.countryDialingCode}`} onClick={() => onPick(country)}
                >
                  <span className="wl-sheet__flag" aria-hidden="true">{flagOf(country.countryCode)}</span>
                  <span className="wl-sheet__name">{name}</span>
                  <span className="wl-sheet__code">+{country.countryDialingCode}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
});
