import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import { AccountStore } from '../../stores/AccountStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { PageFrame } from '../PageFrame.tsx';
import { Field, useInvalidField } from '../../ui/form/Field.tsx';
import './account.css';
import { PATHS } from '../../rules/paths.ts';
import { MIN_PASSWORD, passwordTooShort } from '../../rules/password.ts';

/** A new password; after a forced change the current one is already known from the login. */
const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { alerts } = useStores();
  const account = useFeature(AccountStore);
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const known = account.currentPassword;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const invalid = useInvalidField();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const empty = !known && !current ? 'current' : !next ? 'next' : !repeat ? 'repeat' : undefined;
    invalid.mark(empty);
    if (empty) return setProblem(undefined);
    if (passwordTooShort(next)) return setProblem(intl.formatMessage({ id: 'password.too_short' }, { min: MIN_PASSWORD }));
    if (next !== repeat) {
      invalid.markWrong('repeat');
      return setProblem(intl.formatMessage({ id: 'password.mismatch' }));
    }
    setProblem(undefined);
    setBusy(true);
    const changed = await account.changePassword(known ?? current, next);
    setBusy(false);
    if (!changed) return;
    alerts.show({ messageId: 'password.changed', titleId: 'notice', bundle: 'account' });
    navigate(PATHS.home, { replace: true });
  };

  return (
    <PageFrame titleId="page.change_password">
      <form className="wl-form" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.change_password' })}>
        {known && (
          <p className="wl-form__intro">
            <FormattedMessage id="password.must_change" />
          </p>
        )}
        {!known && (
          <Field
            id="psw-current"
            labelId="field.current_password"
            value={current}
            onChange={setCurrent}
            {...invalid.props('current')}
            type="password"
            autoComplete="current-password"
          />
        )}
        <Field
          id="psw-new"
          labelId="field.new_password"
          value={next}
          onChange={setNext}
          {...invalid.props('next')}
          type="password"
          autoComplete="new-password"
        />
        <Field
          id="psw-repeat"
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
        <button type="submit" className="wl-button wl-form__submit" aria-busy={busy}>
          <FormattedMessage id="password.submit" />
        </button>
      </form>
    </PageFrame>
  );
});

export default ChangePasswordPage;
