import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RegistrationStore } from '../../stores/RegistrationStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { SmsCodeStore } from '../../stores/SmsCodeStore.ts';
import { PageFrame } from '../PageFrame.tsx';
import { CaptchaWidget, useCaptcha } from './CaptchaWidget.tsx';
import { Field, useInvalidField } from '../../ui/form/Field.tsx';
import { FormEnd } from './FormEnd.tsx';
import { MobileNumberField } from './MobileNumberField.tsx';
import { SendCodeButton } from '../../ui/form/SendCodeButton.tsx';
import { Tabs } from '../../ui/form/Tabs.tsx';
import './account.css';
import { PATHS } from '../../rules/paths.ts';
import { FormProblem } from '../../ui/FailureMessage.tsx';

type Way = 'username' | 'mobile';

/** Register by username and password, or by mobile number with an SMS code. */
const RegisterPage = observer(function RegisterPage() {
  const { site, api } = useStores();
  const registration = useFeature(RegistrationStore);
  const intl = useIntl();
  const [way, setWay] = useState<Way>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [suggested, setSuggested] = useState<string>();
  const invalid = useInvalidField();
  const [sms] = useState(() => new SmsCodeStore(api));
  useEffect(() => () => sms.stop(), [sms]);
  const captcha = useCaptcha('register');
  const smsCaptcha = useCaptcha('sms', way === 'mobile');
  // The merchant's default password stands in when the mobile form shows none (the server holds it).
  const showMobilePassword = !site.config.register.mobileDefaultPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required: [string, string][] =
      way === 'username'
        ? [
            ['username', username.trim()],
            ['password', password],
          ]
        : [['mobile', mobile], ['code', code.trim()], ...(showMobilePassword ? [['password', password] as [string, string]] : [])];
    const empty = required.find(([, value]) => !value)?.[0];
    invalid.mark(empty);
    if (empty) return;
    void registration.register(
      way === 'username'
        ? { by: 'username', username, password, captcha }
        : {
            by: 'mobile',
            mobileNum: mobile,
            countryDialingCode: dialingCode,
            verificationCode: code,
            password: showMobilePassword ? password : undefined,
            captcha,
          },
    );
  };
  const sendCode = () => {
    if (!mobile) return invalid.mark('mobile');
    void sms.send(dialingCode, mobile, smsCaptcha);
  };
  // Fills in the username only; everything else typed stays as it is.
  const suggest = async () => {
    const name = await registration.suggestUsername(username);
    if (!name) return;
    setUsername(name);
    setSuggested(name);
  };

  return (
    <PageFrame titleId="page.register">
      <form className="wl-form" method="post" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.register' })}>
        <Tabs
          label={intl.formatMessage({ id: 'register.ways' })}
          idPrefix="register"
          active={way}
          onSelect={(w) => {
            setWay(w);
            invalid.mark(undefined);
          }}
          tabs={[
            { value: 'username', labelId: 'register.by_username' },
            { value: 'mobile', labelId: 'register.by_mobile' },
          ]}
        />
        {/* Typing readies the device id, which the submit sends. */}
        <div id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${way}`} onInput={() => registration.prepareDevice()}>
          {way === 'username' ? (
            <>
              <Field
                id="register-username"
                labelId="field.username"
                value={username}
                onChange={setUsername}
                {...invalid.props('username')}
                autoComplete="username"
                autoCapitalize="none"
                aria-describedby="register-username-hint"
              />
              <p className="wl-field__hint" id="register-username-hint">
                <FormattedMessage id="register.username_hint" />
              </p>
              <button
                type="button"
                className="wl-button wl-button--ghost wl-button--small wl-form__aside"
                onClick={() => void suggest()}
                aria-busy={registration.suggesting}
                aria-controls="register-username"
              >
                <FormattedMessage id="register.suggest_username" />
              </button>
              <p role="status" className="wl-visually-hidden">
                {suggested && <FormattedMessage id="register.suggested" values={{ username: suggested }} />}
              </p>
              <Field
                id="register-password"
                labelId="field.password"
                value={password}
                onChange={setPassword}
                {...invalid.props('password')}
                type="password"
                autoComplete="new-password"
              />
            </>
          ) : (
            <>
              <MobileNumberField
                id="register-mobile"
                value={mobile}
                onChange={setMobile}
                dialingCode={dialingCode}
                onDialingCode={setDialingCode}
                {...invalid.props('mobile')}
              />
              <Field
                id="register-code"
                labelId="field.sms_code"
                value={code}
                onChange={setCode}
                {...invalid.props('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                addon={<SendCodeButton sms={sms} onSend={sendCode} />}
              />
              <CaptchaWidget captcha={smsCaptcha} quiet />
              {showMobilePassword && (
                <Field
                  id="register-mobile-password"
                  labelId="field.password"
                  value={password}
                  onChange={setPassword}
                  {...invalid.props('password')}
                  type="password"
                  autoComplete="new-password"
                />
              )}
            </>
          )}
        </div>
        <FormProblem text={registration.registerError ?? sms.problem} />
        <FormEnd
          captcha={captcha}
          busy={registration.registering}
          submitId="register.submit"
          promptId="register.have_account"
          linkTo={PATHS.login}
          linkId="nav.login"
        />
      </form>
    </PageFrame>
  );
});

export default RegisterPage;
