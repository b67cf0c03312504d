// Getting into an account and out again: login (with two-factor and remember-me), password change and
// logout (spec sections 3-5 and 8); a new account is RegistrationStore's. Pages call these; the store
// leads the player on.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { CaptchaProof, LoginAnswer, LoginType, VerificationMethods } from '../api/accountCalls.ts';
import { throttledWords, type FailureWords } from '../api/errorMessage.ts';
import { ApiError } from '../api/failures.ts';
import { deviceId, prepareDeviceId } from '../platform/deviceId.ts';
import { localStore, STORAGE_KEYS } from '../platform/storage.ts';
import { captchaIdentifying } from '../rules/captchaIdentifying.ts';
import { loginOutcome } from '../rules/loginOutcome.ts';
import { bindOutcome } from '../rules/identityBind.ts';
import { defaultDialingCode } from '../rules/mobileNumber.ts';
import {
  AUTO_LOGIN_KEY,
  canAutoLogin,
  decodePassword,
  FORGET_ON_CODES,
  forgetLogin,
  rememberedLogin,
  rememberLogin,
  turnOffAutoLogin,
} from '../rules/rememberedLogin.ts';
import { accountCalls, leadOn, RELEASE_AFTER_MS, startSession } from './accountEntry.ts';
import { ActionBlocked } from './ActionBlocked.ts';
import type { CaptchaStore } from './CaptchaStore.ts';
import { RegistrationStore } from './RegistrationStore.ts';
import type { RootStore } from './RootStore.ts';
import type { TwoFactorStore } from './TwoFactorStore.ts';

export interface LoginForm {
  type: Exclude<LoginType, 'firebase'>;
  /** Username, or the mobile number of an SMS login. */
  username: string;
  /** Password, or the SMS code. */
  password: string;
  remember: boolean;
  captcha?: CaptchaStore;
  /** Replayed from a remembered login. */
  auto?: boolean;
}

export class AccountStore {
  /** A login is running (and for a moment after). */
  processing = false;
  /** The last login failure, shown on the form (the alert shows it too, except when the catalogue stays silent). */
  loginError: FailureWords | undefined;
  /** The two-factor dialog of a login that asked for it, while it is open. */
  twoFactor: TwoFactorStore | undefined;
  /** The password just used, in memory only: a forced change needs it as the current password. */
  currentPassword: string | undefined;
  constructor(private readonly root: RootStore) {
    makeAutoObservable<AccountStore, 'root'>(this, { root: false });
  }

  private get flags() {
    return this.root.site.config.whitelabel;
  }

  async login(form: LoginForm): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    this.loginError = undefined;
    try {
      const proof: CaptchaProof = form.captcha ? await form.captcha.ensure() : {};
      // `captcha` names the challenge the proof answers, as a registration's `identifying` does.
      const captcha = captchaIdentifying(proof);
      const request = {
        username: form.username.trim(),
        password: form.type === 'sms' ? form.password.trim() : form.password,
        type: form.type,
        loginDeviceId: await deviceId(),
        isOfficialAppLogin: this.root.platform.shell === 'app',
        ...proof,
        ...(captcha ? { captcha } : {}),
        ...(form.auto ? { autoLogin: true } : {}),
        ...(form.remember && form.type !== 'sms' ? { remember: true } : {}),
      };
      const answer = await (await accountCalls()).login(this.root.api, request);
      this.keepOrForget(form, answer);
      this.finishLogin(answer, form.type, form.password);
    } catch (error) {
      if (error instanceof ApiError) await this.loginFailed(error, form);
      else if (!(error instanceof ActionBlocked)) throw error;
    } finally {
      if (form.captcha?.enabled) void form.captcha.reload();
      setTimeout(() => inAction('AccountStore.login', () => (this.processing = false)), RELEASE_AFTER_MS);
    }
  }

  private async loginFailed(error: ApiError, form: LoginForm): Promise<void> {
    const code = error.errorCode ?? '';
    if (code === 'login_verify_required') {
      const { TwoFactorStore } = await import('./TwoFactorStore.ts');
      const dialog: TwoFactorStore = new TwoFactorStore(
        this.root.api,
        (error.details ?? {}) as VerificationMethods,
        { username: form.username.trim(), password: form.password, ...(form.remember ? { remember: true } : {}) },
        () => this.smsDialingCode,
        {
          verified: (answer) => this.verified(answer, form),
          finished: () => this.twoFactor === dialog && this.closeTwoFactor(),
          captchaRequired: () => this.captchaRequired(form),
        },
      );
      if (!this.flags.MOBILEPREFIX3?.enabled) void this.root.content.countries.ensure();
      this.closeTwoFactor();
      inAction('AccountStore.loginFailed', () => (this.twoFactor = dialog));
      this.root.overlays.open('two-factor', {}, { scope: 'page', key: 'two-factor', onClose: () => this.twoFactorClosed(dialog) });
      return;
    }
    // Failures made this account ask for a captcha: the form shows one, even where the merchant has none.
    if (code === 'captcha.required' && form.captcha && !form.captcha.enabled) form.captcha.demand();
    if (FORGET_ON_CODES.includes(code)) forgetLogin();
    if (code === 'token_ip_different') turnOffAutoLogin();
    // The catalogue keeps throttling quiet; the form still says why nothing happened.
    const throttled = throttledWords(error);
    if (throttled) inAction('AccountStore.loginFailed', () => (this.loginError = throttled));
  }

  /** The two-factor step wants a captcha now: back to the login form, which shows one. */
  private captchaRequired(form: LoginForm): void {
    this.closeTwoFactor();
    if (!form.captcha || form.captcha.enabled) return;
    form.captcha.demand();
    void form.captcha.start();
  }

  /** The merchant's fixed prefix when the mobile-prefix flag is on, else the server's default country. */
  private get smsDialingCode(): string {
    return defaultDialingCode(this.flags, this.root.content.countries.value?.countryDialingCode);
  }

  /**
   * A login with remember-me ticked is kept (the API's remember token when it gave one, the password only
   * when it did not); one without it replaces any earlier record with none.
   */
  private keepOrForget(form: LoginForm, answer: LoginAnswer): void {
    if (!form.remember) return forgetLogin();
    const { rememberToken } = answer;
    rememberLogin({
      type: form.type,
      username: form.username.trim(),
      ...(rememberToken ? { rememberToken } : { password: form.password }),
      merchant: this.root.site.merchantCode,
    });
  }

  private verified(answer: LoginAnswer, form: LoginForm): void {
    this.keepOrForget(form, answer);
    this.finishLogin(answer, form.type, form.password);
  }

  /**
   * Logs in with an identity-provider token (phone or social sign-in). With no account behind it, the
   * account-creation flag creates one at once; otherwise the player chooses (rules/identityBind):
   * `onLogInInstead` to log in to an account they have, or, where the merchant allows it, a new account.
   */
  async loginWithIdentity(token: string, channel: string, onLogInInstead: () => void = () => undefined): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      const calls = await accountCalls();
      const answer = await calls.login(this.root.api, {
        username: '',
        password: '',
        type: 'firebase',
        firebaseChannel: channel,
        firebaseIdToken: token,
        loginDeviceId: await deviceId(),
        isOfficialAppLogin: this.root.platform.shell === 'app',
      });
      this.finishLogin(answer, 'firebase', '');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errorCode !== 'bind_customer_required') return;
      const outcome = bindOutcome({
        accountCreation: Boolean(this.flags.FIREBASEREG3?.enabled),
        registerAllowed: this.root.site.config.sms.bindOfferRegister === true,
      });
      if (outcome.kind === 'register') await this.root.feature(RegistrationStore).registerWithIdentity(token, channel);
      else this.root.overlays.open('bind-offer', { token, channel, offerRegister: outcome.register, onLogInInstead }, { scope: 'page', key: 'bind-offer' });
    } finally {
      setTimeout(() => inAction('AccountStore.loginWithIdentity', () => (this.processing = false)), RELEASE_AFTER_MS);
    }
  }

  closeTwoFactor(): void {
    const dialog = this.twoFactor;
    if (!dialog) return;
    this.root.overlays.withdraw('two-factor');
    this.twoFactorClosed(dialog);
  }

  private twoFactorClosed(dialog: TwoFactorStore): void {
    dialog.dispose();
    if (this.twoFactor === dialog) this.twoFactor = undefined;
  }

  private finishLogin(answer: LoginAnswer, type: LoginType, password: string): void {
    startSession(this.root, answer);
    const query = new URLSearchParams(location.search);
    const outcome = loginOutcome({
      answer,
      type,
      forceChangeOn: Boolean(this.flags.FORCECHANGEPSW3?.enabled),
      autoLoginOn: Boolean(this.flags.AUTOLOGIN3?.enabled),
      redirectUrl: query.get('redirectUrl'),
      allowedOrigins: this.root.site.config.allowedRedirectOrigins,
      handover: {
        language: this.root.i18n.language,
        headerColor: this.root.site.config.theme.headerColor ?? this.root.site.config.theme.primary,
        title: this.root.site.config.name,
      },
    });
    this.currentPassword = outcome.kind === 'changePassword' && type === 'username' ? password : undefined;
    leadOn(this.root, outcome);
  }

  /** Logs in by itself with the remembered login, when every rule of section 4 allows it. */
  autoLogin(captcha?: CaptchaStore): boolean {
    const record = rememberedLogin();
    const allowed = canAutoLogin({
      hasToken: this.root.session.isLoggedIn,
      query: new URLSearchParams(location.search),
      flag: localStore.get(AUTO_LOGIN_KEY),
      featureOn: Boolean(this.flags.AUTOLOGIN3?.enabled),
      record,
      merchant: this.root.site.merchantCode,
    });
    if (allowed && record?.rememberToken) {
      void this.loginWithRememberToken(record.username, record.rememberToken);
      return true;
    }
    const password = record?.password ? decodePassword(record.password) : undefined;
    // A captcha needs the player's hand: with the login scene on, the form is filled in but not sent.
    const captchaOn = this.root.site.config.register.captcha.enabled && Boolean(this.flags.GEETEST3?.login);
    if (captchaOn && !captcha) return false;
    if (!allowed || !record || !password || record.type === 'sms') return false;
    void this.login({ type: record.type, username: record.username, password, remember: true, auto: true, captcha });
    return true;
  }

  /** Spends the remembered token for a session; the fresh token replaces it. */
  private async loginWithRememberToken(username: string, rememberToken: string): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      const calls = await accountCalls();
      const answer = await calls.loginWithRememberToken(this.root.api, rememberToken);
      // Logged out in another tab meanwhile: that logout stands, and this session ends at once.
      if (rememberedLogin()?.rememberToken !== rememberToken)
        return void calls.logout(this.root.api, answer.token, answer.rememberToken).catch(() => undefined);
      rememberLogin({ type: 'username', username, rememberToken: answer.rememberToken, merchant: this.root.site.merchantCode });
      this.finishLogin(answer, 'username', '');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errorCode === 'token_ip_different') turnOffAutoLogin();
      else if (error.errorCode === 'remember.invalid') forgetLogin();
    } finally {
      setTimeout(() => inAction('AccountStore.loginWithRememberToken', () => (this.processing = false)), RELEASE_AFTER_MS);
    }
  }

  /** The player is typing in a login or registration form: the device id gets ready before the submit needs it. */
  prepareDevice(): void {
    prepareDeviceId();
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
    try {
      await (await accountCalls()).changePassword(this.root.api, { oldPassword, newPassword });
    } catch {
      return false;
    }
    inAction('AccountStore.changePassword', () => {
      this.currentPassword = undefined;
      if (this.root.session.info) this.root.session.save({ ...this.root.session.info, firstTimeLogin: false });
    });
    return true;
  }

  /** Forgets the member's login in progress (a logout, or a session the server dropped). */
  clear(): void {
    this.closeTwoFactor();
    this.currentPassword = undefined;
    this.loginError = undefined;
  }

  async logout(): Promise<void> {
    const token = this.root.session.token;
    const rememberToken = rememberedLogin()?.rememberToken;
    forgetLogin();
    await accountCalls()
      .then((calls) => calls.logout(this.root.api, token, rememberToken))
      .catch(() => undefined);
    localStore.remove(STORAGE_KEYS.savedSession);
    this.root.session.logout();
  }
}
