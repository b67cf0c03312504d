import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  /** Highlighted and focused, with no message (spec section 5). */
  invalid?: boolean;
  /** Shown after the input, inside the row (a send-code button, a country code). */
  addon?: ReactNode;
  before?: ReactNode;
}

export function Field({ id, labelId, value, onChange, invalid, addon, before, ...input }: FieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (invalid) ref.current?.focus();
  }, [invalid]);
  return (
    <div className={`wl-field${invalid ? ' wl-field--invalid' : ''}`}>
      <label htmlFor={id}><FormattedMessage id={labelId} /></label>
      <div className="wl-field__row">
        {before}
        <input id={id} ref={ref} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} {...input} />
        {addon}
      </div>
    </div>
  );
}
