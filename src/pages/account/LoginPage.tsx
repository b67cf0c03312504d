import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CarryLink } from '../../app/navigation.tsx';
import { rememberedLogin } from '../../rules/rememberedLogin.ts';
import { useStores } from '../../stores/index.ts';
import { SmsCodeStore } from '../../stores/SmsCodeStore.ts';
import { PageFrame } from '../PageFrame.tsx';
import { CaptchaWidget, useCaptcha } from './CaptchaWidget.tsx';
import { Field } from './Field.tsx';
import { MobileNumberField } from './MobileNumberField.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import { Tabs } from './Tabs.tsx';
import './account.css';

type Way = 'username' | 'sms';

/** Log in by username and password, or by a code sent to the mobile number. */
const LoginPage = observer(function LoginPage() {
  const { account, site } = useStores();
  const intl = useIntl();
  const remembered = rememberedLogin();
  const sameMerchant = remembered?.merchant === site.merchantCode ? remembered : undefined;
  const [way, setWay] = useState<Way>(sameMerchant?.type ?? 'username');
  const [username, setUsername] = useState(sameMerchant?.type === 'username' ? sameMerchant.username : '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(sameMerchant?.type === 'sms' ? sameMerchant.username : '');
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(Boolean(sameMerchant));
  const [invalid, setInvalid] = useState<string>();
  const [sms] = useState(() => new SmsCodeStore());
  const captcha = useCaptcha('login');
  const smsCaptcha = useCaptcha('sms', way === 'sms');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [user, secret] = way === 'username' ? [username.trim(), password] : [mobile, code.trim()];
    const empty = !user ? (way === 'username' ? 'username' : 'mobile') : !secret ? (way === 'username' ? 'password' : 'code') : undefined;
    setInvalid(empty);
    if (empty) return;
    void account.login({ type: way, username: user, password: secret, remember, captcha });
  };
  const sendCode = () => {
    if (!mobile) return setInvalid('mobile');
    void sms.send(dialingCode, mobile, smsCaptcha);
  };

  return (
    <PageFrame titleId="page.login">
      <form className="wl-form" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.login' })}>
        <Tabs
          label={intl.formatMessage({ id: 'login.ways' })} idPrefix="login" active={way} onSelect={(w) => { setWay(w); setInvalid(undefined); }}
          tabs={[{ value: 'username', labelId: 'login.by_username' }, { value: 'sms', labelId: 'login.by_sms' }]}
        />
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${way}`}>
          {way === 'username' ? (
            <>
              <Field id="login-username" labelId="field.username" value={username} onChange={setUsername} invalid={invalid === 'username'} autoComplete="username" autoCapitalize="none" />
              <Field id="login-password" labelId="field.password" value={password} onChange={setPassword} invalid={invalid === 'password'} type="password" autoComplete="current-password" />
            </>
          ) : (
            <>
              <MobileNumberField id="login-mobile" value={mobile} onChange={setMobile} dialingCode={dialingCode} onDialingCode={setDialingCode} invalid={invalid === 'mobile'} />
              <Field
                id="login-code" labelId="field.sms_code" value={code} onChange={setCode} invalid={invalid === 'code'} inputMode="numeric" autoComplete="one-time-code"
                addon={<SendCodeButton sms={sms} onSend={sendCode} />}
              />
              <CaptchaWidget captcha={smsCaptcha} />
            </>
          )}
        </div>
        <label className="wl-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <FormattedMessage id="login.remember" />
        </label>
        <CaptchaWidget captcha={captcha} />
        {account.loginError && <p className="wl-form__error" role="alert">{account.loginError}</p>}
        <button type="submit" className="wl-button wl-form__submit" aria-busy={account.processing}>
          <FormattedMessage id="login.submit" />
        </button>
        <p className="wl-form__links">
          <FormattedMessage id="login.no_account" /> <CarryLink to="/m/register"><FormattedMessage id="nav.register" /></CarryLink>
        </p>
      </form>
    </PageFrame>
  );
});

export default LoginPage;
