import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { keepsHighlight, type HighlightReason } from '../../rules/fieldHighlight.ts';
import { useEarlyInput } from './earlyInput.ts';
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
  /** Told the value while the field is highlighted, so the mark can go once the input makes it right. */
  recheck?: (value: string) => void;
  /** Shown after the input, inside the row (a send-code button, a country code). */
  addon?: ReactNode;
  before?: ReactNode;
}

export function Field({ id, labelId, value, onChange, invalid, attempt, recheck, addon, before, ...input }: FieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, (input) => input.value, value, onChange);
  useEffect(() => {
    if (invalid) ref.current?.focus();
  }, [invalid, attempt]);
  // Watching the value, not the keystroke, also clears a mark when the form fills the field itself.
  const latestRecheck = useRef(recheck);
  latestRecheck.current = recheck;
  useEffect(() => {
    if (invalid) latestRecheck.current?.(value);
  }, [invalid, value]);
  return (
    <div className={`wl-field${invalid ? ' wl-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <div className="wl-field__row">
        {before}
        <input id={id} ref={ref} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} {...input} />
        {addon}
      </div>
    </div>
  );
}

/**
 * Which field a submit points at; each attempt focuses it again, even when it is the same one. `mark`
 * points at an empty field, whose highlight goes as soon as it holds something; `markWrong` at a wrong
 * value (explained beside it), kept until the next submit.
 */
export function useInvalidField<F extends string>() {
  const [state, setState] = useState<{ field: F; attempt: number; reason: HighlightReason }>();
  const point = (field: F | undefined, reason: HighlightReason) =>
    setState((prev) => (field ? { field, reason, attempt: (prev?.attempt ?? 0) + 1 } : undefined));
  const recheck = useCallback(
    (field: F, value: string) => setState((prev) => (prev?.field === field && !keepsHighlight(prev.reason, value) ? undefined : prev)),
    [],
  );
  return {
    field: state?.field,
    mark: (field: F | undefined) => point(field, 'empty'),
    markWrong: (field: F) => point(field, 'wrong'),
    props: (field: F) => ({ invalid: state?.field === field, attempt: state?.attempt, recheck: (value: string) => recheck(field, value) }),
  };
}
