import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PasswordResetStore } from '../../stores/PasswordResetStore.ts';
import { Field, useInvalidField } from '../../ui/form/Field.tsx';
import { SendCodeButton } from '../../ui/form/SendCodeButton.tsx';
import { Tabs } from '../../ui/form/Tabs.tsx';
import { CaptchaWidget, useCaptcha } from './CaptchaWidget.tsx';
import { MobileNumberField } from './MobileNumberField.tsx';
import { useNewPassword } from './NewPasswordFields.tsx';
import { FormProblem } from '../../ui/FailureMessage.tsx';

type Way = 'sms' | 'email';

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** Asks for a reset: a code by SMS with the new password on the same form, or a link by e-mail. */
export const ResetRequestForms = observer(function ResetRequestForms({ reset }: { reset: PasswordResetStore }) {
  const intl = useIntl();
  const [way, setWay] = useState<Way>('sms');
  return (
    <div className="wl-form">
      <Tabs
        label={intl.formatMessage({ id: 'reset.ways' })}
        idPrefix="reset"
        active={way}
        onSelect={setWay}
        tabs={[
          { value: 'sms', labelId: 'reset.by_sms' },
          { value: 'email', labelId: 'reset.by_email' },
        ]}
      />
      <div id="reset-panel" role="tabpanel" aria-labelledby={`reset-tab-${way}`}>
        {way === 'sms' ? <SmsReset reset={reset} /> : <EmailReset reset={reset} />}
      </div>
    </div>
  );
});

/** How both ways to a new password end: the password twice, the server's refusal and the submit button. */
export const NewPasswordSubmit = observer(function NewPasswordSubmit({ fields, reset }: { fields: ReactNode; reset: PasswordResetStore }) {
  return (
    <>
      {fields}
      <FormProblem text={reset.problem} />
      <button type="submit" className="wl-button wl-form__submit" aria-busy={reset.busy}>
        <FormattedMessage id="reset.submit" />
      </button>
    </>
  );
});

const SmsReset = observer(function SmsReset({ reset }: { reset: PasswordResetStore }) {
  const intl = useIntl();
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const password = useNewPassword('reset-sms');
  const { invalid } = password;
  const captcha = useCaptcha('sms');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newPassword = password.check(!mobile ? 'mobile' : !code.trim() ? 'code' : undefined);
    if (newPassword) void reset.resetBySms({ mobileNum: mobile, countryDialingCode: dialingCode, verificationCode: code, newPassword });
  };
  const sendCode = () => {
    if (!mobile) return invalid.mark('mobile');
    void reset.sms.send(dialingCode, mobile, captcha);
  };
  return (
    <form className="wl-form__part" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'reset.by_sms' })}>
      <p className="wl-form__intro">
        <FormattedMessage id="reset.intro_sms" />
      </p>
      <MobileNumberField
        id="reset-mobile"
        value={mobile}
        onChange={setMobile}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        {...invalid.props('mobile')}
      />
      <Field
        id="reset-code"
        labelId="field.sms_code"
        value={code}
        onChange={setCode}
        {...invalid.props('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={<SendCodeButton sms={reset.sms} onSend={sendCode} />}
      />
      <CaptchaWidget captcha={captcha} quiet />
      <NewPasswordSubmit fields={password.fields} reset={reset} />
    </form>
  );
});

const EmailReset = observer(function EmailReset({ reset }: { reset: PasswordResetStore }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const invalid = useInvalidField();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !looksLikeEmail(email);
    if (!email.trim()) invalid.mark('email');
    else if (wrong) invalid.markWrong('email');
    else invalid.mark(undefined);
    if (!wrong) void reset.sendLink(email);
  };
  return (
    <form className="wl-form__part" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'reset.by_email' })}>
      <p className="wl-form__intro">
        <FormattedMessage id="reset.intro_email" />
      </p>
      <Field
        id="reset-email"
        labelId="twofactor.email"
        value={email}
        onChange={setEmail}
        {...invalid.props('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        aria-describedby={invalid.field === 'email' ? 'reset-email-problem' : undefined}
      />
      {invalid.field === 'email' && email.trim() && (
        <p className="wl-form__error" id="reset-email-problem">
          <FormattedMessage id="reset.email_invalid" />
        </p>
      )}
      <p role="status" className="wl-form__intro">
        {reset.linkSent && <FormattedMessage id="reset.link_sent" values={{ email: reset.linkSent.email, minutes: reset.linkSent.minutes }} />}
      </p>
      <FormProblem text={reset.problem} />
      <button type="submit" className="wl-button wl-form__submit" aria-busy={reset.busy}>
        <FormattedMessage id="reset.send_link" />
      </button>
    </form>
  );
});
