// A new account (spec section 5): by username or mobile number, or from a phone or social sign-in,
// with the attribution the landing kept; a free username suggested on request.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { CaptchaProof, RegistrationPayload } from '../api/accountCalls.ts';
import { throttledWords, type FailureWords } from '../api/errorMessage.ts';
import { ApiError } from '../api/failures.ts';
import { pixelTrack, referralCodeOf } from '../platform/adClicks.ts';
import { deviceId, prepareDeviceId } from '../platform/deviceId.ts';
import { registerMethod } from '../platform/shell.ts';
import { localStore } from '../platform/storage.ts';
import { captchaIdentifying } from '../rules/captchaIdentifying.ts';
import { smsTemplate } from '../rules/smsTemplate.ts';
import { accountCalls, leadOn, RELEASE_AFTER_MS, startSession } from './accountEntry.ts';
import { ActionBlocked } from './ActionBlocked.ts';
import type { CaptchaStore } from './CaptchaStore.ts';
import type { RootStore } from './RootStore.ts';

export interface RegisterForm {
  by: 'username' | 'mobile';
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: CaptchaStore;
}

export class RegistrationStore {
  /** A registration is running (and for a moment after). */
  registering = false;
  /** Why the last registration was refused, when the catalogue stays silent (too many from this network). */
  registerError: FailureWords | undefined;
  /** A username suggestion is being fetched. */
  suggesting = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<RegistrationStore, 'root'>(this, { root: false });
  }

  /** A new account from the sign-in the player just made. */
  async registerWithIdentity(token: string, channel: string): Promise<void> {
    try {
      const template = smsTemplate(channel, this.root.i18n.language);
      const answer = await (await accountCalls()).registerByIdentity(this.root.api, {
        firebaseChannel: channel,
        firebaseIdToken: token,
        login: true,
        ...(template ? { smsTemplate: template } : {}),
      });
      startSession(this.root, { ...answer, firstTimeLogin: false, passwordExpired: false });
      leadOn(this.root, { kind: 'home' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  async register(form: RegisterForm): Promise<void> {
    if (this.registering) return;
    this.registering = true;
    this.registerError = undefined;
    try {
      const proof = form.captcha ? await form.captcha.ensure() : {};
      const payload = await this.registrationPayload(form, proof);
      const calls = await accountCalls();
      const answer = form.by === 'mobile' ? await calls.registerByMobile(this.root.api, payload) : await calls.registerByUsername(this.root.api, payload);
      this.root.alerts.show({ messageId: 'register.success', titleId: 'notice', bundle: 'account' });
      startSession(this.root, { ...answer, firstTimeLogin: false, passwordExpired: false });
      leadOn(this.root, { kind: 'home' });
    } catch (error) {
      if (error instanceof ApiError) {
        const throttled = throttledWords(error);
        if (throttled) inAction('RegistrationStore.register', () => (this.registerError = throttled));
        if (form.captcha?.enabled) void form.captcha.reload();
      } else if (!(error instanceof ActionBlocked)) throw error;
    } finally {
      setTimeout(() => inAction('RegistrationStore.register', () => (this.registering = false)), RELEASE_AFTER_MS);
    }
  }

  private async registrationPayload(form: RegisterForm, proof: CaptchaProof): Promise<RegistrationPayload> {
    const query = new URLSearchParams(location.search);
    const affiliate = query.get('affiliateCode') ?? localStore.get('affiliateCode') ?? undefined;
    const payload: RegistrationPayload = {
      registerMethod: registerMethod(this.root.platform.shell),
      registerUrl: location.href,
      loginDeviceId: await deviceId(),
      isOfficialAppLogin: this.root.platform.shell === 'app',
      domain: location.hostname,
      referralCode: referralCodeOf(query) ?? localStore.get('referralCode') ?? undefined,
      affiliateCode: affiliate === 'www' ? this.root.site.status?.affiliate?.code : affiliate,
      pixelTrack: pixelTrack(),
      login: true,
      ...proof,
    };
    const identifying = captchaIdentifying(proof);
    if (identifying) payload.identifying = identifying;
    if (form.by === 'username') return { ...payload, username: form.username?.trim(), password: form.password };
    return {
      ...payload,
      mobileNum: form.mobileNum?.trim(),
      countryDialingCode: form.countryDialingCode,
      verificationCode: form.verificationCode?.trim(),
      // Left out when the form shows no password field: the server applies the merchant's default.
      ...(form.password ? { password: form.password } : {}),
      ...(form.username?.trim() ? { username: form.username.trim() } : {}),
    };
  }

  /** The player is typing in the form: the device id gets ready before the submit needs it. */
  prepareDevice(): void {
    prepareDeviceId();
  }

  /** A free username from the API, built on what the player typed so far; undefined when none came. */
  async suggestUsername(typed: string): Promise<string | undefined> {
    if (this.suggesting) return undefined;
    this.suggesting = true;
    try {
      const prefix = typed.trim().replace(/[^A-Za-z0-9_]/g, '');
      return (await (await accountCalls()).suggestUsername(this.root.api, prefix || undefined)).username;
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    } finally {
      inAction('RegistrationStore.suggestUsername', () => (this.suggesting = false));
    }
  }

  /** Forgets a refusal shown (a logout, or a session the server dropped). */
  clear(): void {
    this.registerError = undefined;
  }
}
