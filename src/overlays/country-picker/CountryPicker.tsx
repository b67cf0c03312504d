import { FormattedMessage, useIntl } from 'react-intl';
import type { Country } from '../../config/types.generated.ts';
import { flagOf } from '../../rules/countryFlag.ts';
import { Modal, useCloseModal } from '../../ui/Modal.tsx';
import type { OverlayComponentProps } from '../defineOverlay.ts';
import './country-picker.css';

function Countries({ countries, selected, onPick }: { countries: Country[]; selected: string; onPick: (country: Country) => void }) {
  const intl = useIntl();
  const close = useCloseModal();
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([intl.locale], { type: 'region' }) : undefined;
  return (
    <ul className="wl-countries">
      {countries.map((country) => {
        const name = names?.of(country.countryCode) ?? country.countryCode;
        return (
          <li key={country.countryCode}>
            <button
              type="button" aria-pressed={country.countryDialingCode === selected}
              aria-label={`${name} +${country.countryDialingCode}`} onClick={() => { onPick(country); close(); }}
            >
              <span className="wl-countries__flag" aria-hidden="true">{flagOf(country.countryCode)}</span>
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
    <Modal kind="sheet" title={<FormattedMessage id="country.title" />} onClose={close} initialFocus="[aria-pressed='true']">
      <Countries {...props} />
    </Modal>
  );
}
