// The two-factor dialog of a login that answered login_verify_required (spec sections 4 and 5).
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { ApiClient } from '../api/client.ts';
import { verifyLogin, type LoginAnswer, type VerificationMethod, type VerificationMethods } from '../api/accountCalls.ts';
import { throttledWords, type FailureWords } from '../api/errorMessage.ts';
import { ApiError } from '../api/failures.ts';
import { SmsCodeStore } from './SmsCodeStore.ts';

/** How long the success line shows, and after how long the login carries on. */
export const SUCCESS_SHOWN_MS = 1_500;
export const CONTINUE_AFTER_MS = 500;

export type TwoFactorField = 'authCode' | 'mobileNum' | 'verificationCode' | 'email' | 'payeeName';

/** Tab order, and the fields each method needs. */
export const METHODS: { method: VerificationMethod; key: keyof VerificationMethods; fields: TwoFactorField[] }[] = [
  { method: 'G', key: 'ga', fields: ['authCode'] },
  { method: 'S', key: 'sms', fields: ['mobileNum', 'verificationCode'] },
  { method: 'E', key: 'email', fields: ['email'] },
  { method: 'P', key: 'payeeName', fields: ['payeeName'] },
];

export class TwoFactorStore {
  active: VerificationMethod;
  values: Record<TwoFactorField, string> = { authCode: '', mobileNum: '', verificationCode: '', email: '', payeeName: '' };
  /** The field an empty submit points at (highlighted and focused, no message). */
  invalidField: TwoFactorField | undefined;
  /** Counts the submits that pointed at a field, so the dialog focuses it again each time. */
  attempt = 0;
  readonly sms: SmsCodeStore;
  submitting = false;
  succeeded = false;
  /** Why the last submit was refused, when the error catalogue keeps quiet about it (too many tries). */
  problem: FailureWords | undefined;
  constructor(
    private readonly api: ApiClient,
    readonly methods: VerificationMethods,
    private readonly credentials: { username: string; password: string; remember?: boolean },
    /** The dialling code SMS codes go to, read when one is sent (the country list may arrive late). */
    private readonly dialingCode: () => string,
    /**
     * `verified` continues the login after 500 ms; `finished` closes the dialog once the success line has
     * shown; `captchaRequired` hands back to the login form when the account now needs a captcha.
     */
    private readonly callbacks: { verified: (answer: LoginAnswer) => void; finished: () => void; captchaRequired?: () => void },
    private readonly now: () => number = () => Date.now(),
  ) {
    this.active = this.offered[0]?.method ?? 'G';
    this.sms = new SmsCodeStore(api, now);
    makeAutoObservable<TwoFactorStore, 'api' | 'credentials' | 'callbacks' | 'now' | 'dialingCode'>(this, {
      api: false,
      credentials: false,
      callbacks: false,
      now: false,
      sms: false,
      dialingCode: false,
    });
  }

  get countryDialingCode(): string {
    return this.dialingCode();
  }

  /** The tabs, as the server listed them. */
  get offered() {
    return METHODS.filter((m) => this.methods[m.key]);
  }

  get fields(): TwoFactorField[] {
    return METHODS.find((m) => m.method === this.active)?.fields ?? [];
  }

  select(method: VerificationMethod): void {
    this.active = method;
    this.invalidField = undefined;
  }

  set(field: TwoFactorField, value: string): void {
    this.values[field] = value;
    if (this.invalidField === field && value.trim()) this.invalidField = undefined;
  }

  private trimmed(field: TwoFactorField): string {
    return this.values[field].trim();
  }

  /** Sends the SMS code; needs a number first. */
  async sendCode(): Promise<void> {
    const mobileNum = this.trimmed('mobileNum');
    if (!mobileNum) return this.pointAt('mobileNum');
    await this.sms.send(this.countryDialingCode, mobileNum);
  }

  private pointAt(field: TwoFactorField): void {
    this.invalidField = field;
    this.attempt++;
  }

  /** Submits the active method; an empty field is pointed at instead. */
  async submit(): Promise<void> {
    if (this.submitting || this.succeeded) return;
    const empty = this.fields.find((field) => !this.trimmed(field));
    if (empty) return this.pointAt(empty);
    this.invalidField = undefined;
    this.submitting = true;
    this.problem = undefined;
    const values = Object.fromEntries(this.fields.map((field) => [field, this.trimmed(field)]));
    try {
      const answer = await verifyLogin(this.api, { ...this.credentials, method: this.active, ...values });
      inAction('TwoFactorStore.submit', () => {
        this.succeeded = true;
      });
      this.sms.stop();
      setTimeout(() => this.callbacks.verified(answer), CONTINUE_AFTER_MS);
      setTimeout(() => this.callbacks.finished(), SUCCESS_SHOWN_MS);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const throttled = throttledWords(error);
      if (throttled) inAction('TwoFactorStore.submit', () => (this.problem = throttled));
      if (error.errorCode === 'captcha.required') this.callbacks.captchaRequired?.();
    } finally {
      inAction('TwoFactorStore.submit', () => {
        this.submitting = false;
      });
    }
  }

  dispose(): void {
    this.sms.stop();
  }
}
