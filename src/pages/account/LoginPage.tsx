import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { rememberedLogin, type RememberedLogin } from '../../rules/rememberedLogin.ts';
import { AccountStore } from '../../stores/AccountStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { PhoneSignInStore } from '../../stores/PhoneSignInStore.ts';
import { SmsCodeStore } from '../../stores/SmsCodeStore.ts';
import { PageFrame } from '../PageFrame.tsx';
import { CaptchaWidget, useCaptcha } from './CaptchaWidget.tsx';
import { Field, useInvalidField } from '../../ui/form/Field.tsx';
import { FormEnd } from './FormEnd.tsx';
import { MobileNumberField } from './MobileNumberField.tsx';
import { SendCodeButton } from '../../ui/form/SendCodeButton.tsx';
import { SignInError } from './SignInError.tsx';
import { Tabs } from '../../ui/form/Tabs.tsx';
import { CarryLink } from '../../ui/navigation.tsx';
import './account.css';
import { PATHS } from '../../rules/paths.ts';
import { FormProblem } from '../../ui/FailureMessage.tsx';
import { useServerView } from '../../ui/serverView.ts';
import { useEarlyInput } from '../../ui/form/earlyInput.ts';

type Way = 'username' | 'sms';

/**
 * Log in by username and password, or by a code sent to the mobile number: by the API's own SMS, or,
 * for a merchant whose SMS runs on the identity provider, by phone sign-in there (plus Google).
 */
const LoginForm = observer(function LoginForm({ remembered }: { remembered: RememberedLogin | undefined }) {
  const { site, session, api } = useStores();
  const account = useFeature(AccountStore);
  const intl = useIntl();
  const sameMerchant = remembered?.merchant === site.merchantCode ? remembered : undefined;
  const [way, setWay] = useState<Way>(sameMerchant?.type ?? 'username');
  const [username, setUsername] = useState(sameMerchant?.type === 'username' ? sameMerchant.username : '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(sameMerchant?.type === 'sms' ? sameMerchant.username : '');
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(Boolean(sameMerchant));
  const invalid = useInvalidField();
  const rememberBox = useRef<HTMLInputElement>(null);
  useEarlyInput(rememberBox, (input) => input.checked, remember, setRemember);
  // Another tab logged out and forgot the remembered login: so does this form.
  const forgottenElsewhere = session.forgottenElsewhere;
  useEffect(() => {
    if (!forgottenElsewhere) return;
    setRemember(false);
    setUsername('');
    setMobile('');
  }, [forgottenElsewhere]);
  const [sms] = useState(() => new SmsCodeStore(api));
  const viaProvider = site.config.sms.provider === 'firebase';
  // A sign-in with no account behind it may send the player back here, to log in with a password.
  const [phone] = useState(() => new PhoneSignInStore(site.config, account, () => setWay('username')));
  const verifierHost = useRef<HTMLDivElement>(null);
  useEffect(
    () => () => {
      sms.stop();
      phone.stop();
    },
    [sms, phone],
  );
  const captcha = useCaptcha('login');
  const smsCaptcha = useCaptcha('sms', way === 'sms' && site.config.sms.provider !== 'firebase');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [user, secret] = way === 'username' ? [username.trim(), password] : [mobile, code.trim()];
    const empty = !user ? (way === 'username' ? 'username' : 'mobile') : !secret ? (way === 'username' ? 'password' : 'code') : undefined;
    invalid.mark(empty);
    if (empty) return;
    if (way === 'sms' && viaProvider) void phone.confirmCode(secret);
    else void account.login({ type: way, username: user, password: secret, remember, captcha });
  };
  const sendCode = () => {
    if (!mobile) return invalid.mark('mobile');
    if (viaProvider && verifierHost.current) void phone.sendCode(`+${dialingCode}${mobile}`, verifierHost.current);
    else void sms.send(dialingCode, mobile, smsCaptcha);
  };

  return (
    <PageFrame titleId="page.login">
      <form className="wl-form" method="post" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.login' })}>
        <Tabs
          label={intl.formatMessage({ id: 'login.ways' })}
          idPrefix="login"
          active={way}
          onSelect={(w) => {
            setWay(w);
            invalid.mark(undefined);
          }}
          tabs={[
            { value: 'username', labelId: 'login.by_username' },
            { value: 'sms', labelId: viaProvider ? 'login.by_phone' : 'login.by_sms' },
          ]}
        />
        {/* Typing readies the device id, which the submit sends. */}
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${way}`} onInput={() => account.prepareDevice()}>
          {way === 'username' ? (
            <>
              <Field
                id="login-username"
                labelId="field.username"
                value={username}
                onChange={setUsername}
                {...invalid.props('username')}
                autoComplete="username"
                autoCapitalize="none"
              />
              <Field
                id="login-password"
                labelId="field.password"
                value={password}
                onChange={setPassword}
                {...invalid.props('password')}
                type="password"
                autoComplete="current-password"
              />
              <CarryLink to={PATHS.forgotPassword} className="wl-form__forgot">
                <FormattedMessage id="login.forgot_password" />
              </CarryLink>
            </>
          ) : (
            <>
              <MobileNumberField
                id="login-mobile"
                value={mobile}
                onChange={setMobile}
                dialingCode={dialingCode}
                onDialingCode={setDialingCode}
                {...invalid.props('mobile')}
              />
              <Field
                id="login-code"
                labelId="field.sms_code"
                value={code}
                onChange={setCode}
                {...invalid.props('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                addon={<SendCodeButton sms={viaProvider ? phone : sms} onSend={sendCode} />}
              />
              {viaProvider ? (
                <>
                  <div ref={verifierHost} />
                  {phone.error && <SignInError error={phone.error} />}
                  <button type="button" className="wl-button wl-button--ghost" onClick={() => void phone.signInWithGoogle()} disabled={phone.busy}>
                    <FormattedMessage id="login.with_google" />
                  </button>
                </>
              ) : (
                <CaptchaWidget captcha={smsCaptcha} quiet />
              )}
            </>
          )}
        </div>
        <label className="wl-check">
          <input type="checkbox" ref={rememberBox} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <FormattedMessage id="login.remember" />
        </label>
        <FormProblem text={account.loginError ?? sms.problem} />
        <FormEnd
          captcha={captcha}
          busy={account.processing}
          submitId="login.submit"
          promptId="login.no_account"
          linkTo={PATHS.register}
          linkId="nav.register"
        />
      </form>
    </PageFrame>
  );
});

/**
 * The form starts from the login this browser remembers; the server's page knows none, so once hydrated
 * a remembered login starts the form again with it.
 */
function LoginPage() {
  const remembered = useServerView() ? undefined : rememberedLogin();
  return <LoginForm key={remembered ? 'remembered' : 'fresh'} remembered={remembered} />;
}

export default LoginPage;
