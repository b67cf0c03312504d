// The country-code picker: a slide-up list of the offered countries, each with its SVG flag, name and code.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Country } from '../../config/types.generated.ts';
import { CountryFlag } from '../../ui/CountryFlag.tsx';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './country-picker.css';

function Countries({ countries, selected, onPick }: { countries: Country[]; selected: string; onPick: (country: Country) => void }) {
  const intl = useIntl();
  const close = useCloseModal();
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([intl.locale], { type: 'region' }) : undefined;
  const list = useRef<HTMLUListElement>(null);
  // Focus stays on the dialog; the chosen country is brought into view all the same.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <ul ref={list} className="wl-countries">
      {countries.map((country) => {
        const name = names?.of(country.countryCode) ?? country.countryCode;
        return (
          <li key={country.countryCode}>
            <button
              type="button"
              aria-pressed={country.countryDialingCode === selected}
              aria-label={`${name} +${country.countryDialingCode}`}
              onClick={() => {
                onPick(country);
                close();
              }}
            >
              <CountryFlag countryCode={country.countryCode} />
              <span className="wl-countries__name">{name}</span>
              <span className="wl-countries__code">+{country.countryDialingCode}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Slide-up list of flags with dialling codes. */
export default function CountryPicker({ props, close }: OverlayComponentProps<'country-picker'>) {
  return (
    <Modal kind="sheet" title={<FormattedMessage id="country.title" />} onClose={close}>
      <Countries {...props} />
    </Modal>
  );
}
