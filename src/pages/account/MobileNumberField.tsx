import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { defaultDialingCode, prefixControl } from '../../rules/mobileNumber.ts';
import { useStores } from '../../stores/index.ts';
import { CountryFlag } from '../../ui/CountryFlag.tsx';
import { Field } from '../../ui/form/Field.tsx';

/**
 * A mobile number with its country: with the country-code flag a button opening the picker, with the
 * mobile-prefix flag the merchant's fixed prefix, otherwise the server's default country silently.
 */
export const MobileNumberField = observer(function MobileNumberField({
  id,
  value,
  onChange,
  dialingCode,
  onDialingCode,
  invalid,
  attempt,
  recheck,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  invalid?: boolean;
  attempt?: number;
  recheck?: (value: string) => void;
}) {
  const { site, content, overlays } = useStores();
  const intl = useIntl();
  const flags = site.config.whitelabel;
  const countries = content.countries.value;
  const control = prefixControl(flags, Boolean(countries));
  useEffect(() => {
    void content.countries.ensure();
  }, [content]);
  useEffect(() => {
    const initial = defaultDialingCode(flags, countries?.countryDialingCode);
    if (!dialingCode && initial) onDialingCode(initial);
  }, [dialingCode, flags, countries, onDialingCode]);
  const pick = () => {
    if (!countries) return;
    overlays.open(
      'country-picker',
      { countries: countries.countries, selected: dialingCode, onPick: (picked) => onDialingCode(picked.countryDialingCode) },
      { scope: 'page' },
    );
  };
  const country = countries?.countries.find((c) => c.countryDialingCode === dialingCode);
  const before =
    control === 'picker' ? (
      <button
        type="button"
        className="wl-field__prefix"
        onClick={pick}
        aria-label={intl.formatMessage({ id: 'country.button' }, { code: `+${dialingCode}` })}
        aria-haspopup="dialog"
      >
        {country && <CountryFlag countryCode={country.countryCode} />}
        <span aria-hidden="true"> +{dialingCode} ▾</span>
      </button>
    ) : control === 'fixed' ? (
      <span className="wl-field__prefix">+{dialingCode}</span>
    ) : null;
  return (
    <Field
      id={id}
      labelId="field.mobile"
      value={value}
      onChange={(v) => onChange(v.replace(/[^\d]/g, ''))}
      invalid={invalid}
      attempt={attempt}
      recheck={recheck}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      before={before}
    />
  );
});
