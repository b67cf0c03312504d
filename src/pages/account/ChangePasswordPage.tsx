import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCarryNavigate } from '../../ui/navigation.tsx';
import { AccountStore } from '../../stores/AccountStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { PageFrame } from '../PageFrame.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { useNewPassword } from './NewPasswordFields.tsx';
import './account.css';
import { PATHS } from '../../rules/paths.ts';

/** A new password; after a forced change the current one is already known from the login. */
const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { alerts } = useStores();
  const account = useFeature(AccountStore);
  const intl = useIntl();
  const navigate = useCarryNavigate();
  const known = account.currentPassword;
  const [current, setCurrent] = useState('');
  const password = useNewPassword('psw');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = password.check(!known && !current ? 'current' : undefined);
    if (!next) return;
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
            {...password.invalid.props('current')}
            type="password"
            autoComplete="current-password"
          />
        )}
        {password.fields}
        <button type="submit" className="wl-button wl-form__submit" aria-busy={busy}>
          <FormattedMessage id="password.submit" />
        </button>
      </form>
    </PageFrame>
  );
});

export default ChangePasswordPage;
