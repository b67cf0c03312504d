import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MIN_PASSWORD, passwordTooShort } from '../../rules/password.ts';
import { Field, useInvalidField } from '../../ui/form/Field.tsx';

/**
 * A new password typed twice. `check(otherEmpty)` marks the first empty field (the form's own first),
 * or says what is wrong; it returns the password when all is well.
 */
export function useNewPassword(idPrefix: string) {
  const intl = useIntl();
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const invalid = useInvalidField();
  const check = (firstEmpty?: string): string | undefined => {
    const empty = firstEmpty ?? (!next ? 'next' : !repeat ? 'repeat' : undefined);
    invalid.mark(empty);
    setProblem(undefined);
    if (empty) return undefined;
    if (passwordTooShort(next)) {
      setProblem(intl.formatMessage({ id: 'password.too_short' }, { min: MIN_PASSWORD }));
      return undefined;
    }
    if (next !== repeat) {
      invalid.markWrong('repeat');
      setProblem(intl.formatMessage({ id: 'password.mismatch' }));
      return undefined;
    }
    return next;
  };
  const fields = (
    <>
      <Field
        id={`${idPrefix}-new`}
        labelId="field.new_password"
        value={next}
        onChange={setNext}
        {...invalid.props('next')}
        type="password"
        autoComplete="new-password"
      />
      <Field
        id={`${idPrefix}-repeat`}
        labelId="field.repeat_password"
        value={repeat}
        onChange={setRepeat}
        {...invalid.props('repeat')}
        type="password"
        autoComplete="new-password"
      />
      {problem && (
        <p className="wl-form__error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
  return { fields, check, invalid };
}
