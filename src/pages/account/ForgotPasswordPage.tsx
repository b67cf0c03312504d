import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../rules/paths.ts';
import { useStores } from '../../stores/index.ts';
import { PasswordResetStore } from '../../stores/PasswordResetStore.ts';
import { FailureMessage } from '../../ui/FailureMessage.tsx';
import { CarryLink, useCarryNavigate } from '../../ui/navigation.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { useNewPassword } from './NewPasswordFields.tsx';
import { NewPasswordSubmit, ResetRequestForms } from './ResetRequestForms.tsx';
import './account.css';

/** The query parameter of a mailed reset link (not `token`, which hands over a session). */
export const RESET_TOKEN_PARAM = 'resetToken';

/**
 * A forgotten password: a code by SMS or a link by e-mail; opened from a mailed link, the new password
 * for the account the link names.
 */
const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const stores = useStores();
  const location = useLocation();
  const navigate = useCarryNavigate();
  const [reset] = useState(() => new PasswordResetStore(stores));
  useEffect(() => () => reset.stop(), [reset]);
  // The link's token is read once and taken out of the address bar, so it stays out of history.
  const linkToken = new URLSearchParams(location.search).get(RESET_TOKEN_PARAM);
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (!linkToken || opened.current === linkToken) return;
    opened.current = linkToken;
    void reset.openLink(linkToken);
    navigate(PATHS.forgotPassword, { replace: true });
  }, [linkToken, reset, navigate]);

  return (
    <PageFrame titleId="page.forgot_password">
      {reset.doneFor ? <Done userName={reset.doneFor} /> : reset.link ? <LinkReset reset={reset} /> : <ResetRequestForms reset={reset} />}
    </PageFrame>
  );
});

function Done({ userName }: { userName: string }) {
  return (
    <div className="wl-form">
      <p className="wl-form__intro" role="status">
        <FormattedMessage id="reset.done" values={{ username: userName }} />
      </p>
      <CarryLink to={PATHS.login} className="wl-button wl-form__submit">
        <FormattedMessage id="nav.login" />
      </CarryLink>
    </div>
  );
}

/** A mailed link: checked first, then the new password for the account it names. */
const LinkReset = observer(function LinkReset({ reset }: { reset: PasswordResetStore }) {
  const intl = useIntl();
  const password = useNewPassword('reset-link');
  const link = reset.link;
  if (!link || link.state === 'checking') {
    return (
      <div className="wl-form">
        <p className="wl-form__intro" role="status">
          <FormattedMessage id="reset.checking_link" />
        </p>
      </div>
    );
  }
  if (link.state === 'unchecked') {
    const { failure } = link;
    return (
      <div className="wl-form">
        <p className="wl-form__error" role="alert">
          <FailureMessage text={failure} />
        </p>
        <button type="button" className="wl-button wl-form__submit" onClick={() => void reset.openLink(link.token)}>
          <FormattedMessage id="retry_once" />
        </button>
      </div>
    );
  }
  if (link.state === 'invalid') {
    return (
      <div className="wl-form">
        <p className="wl-form__error" role="alert">
          <FormattedMessage id="reset.link_invalid" />
        </p>
        <button type="button" className="wl-button wl-form__submit" onClick={() => reset.forgetLink()}>
          <FormattedMessage id="reset.request_again" />
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newPassword = password.check();
    if (newPassword) void reset.resetByLink(newPassword);
  };
  return (
    <form className="wl-form" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.forgot_password' })}>
      <p className="wl-form__intro">
        <FormattedMessage id="reset.choose_for" values={{ username: link.userName }} />
      </p>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={link.userName} readOnly hidden />
      <NewPasswordSubmit fields={password.fields} reset={reset} />
    </form>
  );
});

export default ForgotPasswordPage;
