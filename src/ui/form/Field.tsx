import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './form.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  /** Highlighted and focused, with no message (spec section 5). */
  invalid?: boolean;
  /** Changes with every submit, so an empty field is focused again on each attempt. */
  attempt?: number;
  /** Shown after the input, inside the row (a send-code button, a country code). */
  addon?: ReactNode;
  before?: ReactNode;
}

export function Field({ id, labelId, value, onChange, invalid, attempt, addon, before, ...input }: FieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (invalid) ref.current?.focus();
  }, [invalid, attempt]);
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

/** Which field an empty submit points at; each attempt focuses it again, even when it is the same one. */
export function useInvalidField<F extends string>() {
  const [state, setState] = useState<{ field: F; attempt: number }>();
  return {
    field: state?.field,
    mark: (field: F | undefined) => setState((prev) => (field ? { field, attempt: (prev?.attempt ?? 0) + 1 } : undefined)),
    props: (field: F) => ({ invalid: state?.field === field, attempt: state?.attempt }),
  };
}
