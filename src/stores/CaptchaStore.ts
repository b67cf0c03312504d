// One captcha of one form (spec sections 4 and 5): loading → waiting → success, error with a retry,
// close or reset back to waiting. The scene's switch decides whether the form needs it at all.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchCaptchaConfig, type CaptchaProof } from '../api/accountCalls.ts';
import type { SiteConfig } from '../config/types.generated.ts';
import type { LanguageCode } from '../config/types.generated.ts';
import { intlLocale } from '../i18n/languages.ts';
import * as botCheck from '../platform/captcha/botCheck.ts';
import { ApiError } from '../api/failures.ts';
import { failureText, type FailureText } from '../rules/failureText.ts';
import { ActionBlocked } from './ActionBlocked.ts';
import type { AlertStore } from './AlertStore.ts';

export { ActionBlocked };

export type CaptchaScene = 'login' | 'sms' | 'register';
export type CaptchaState = 'idle' | 'loading' | 'waiting' | 'success' | 'error';
/** What went wrong: the captcha's own code and text, or the catalogue's words for a failed config call. */
export type CaptchaError = { code?: number | string; message?: string; messageId?: Extract<FailureText, { messageId: string }>['messageId'] };

/** Two verifications closer than this are refused ('verify geetest too fast'). */
export const MIN_VERIFY_INTERVAL_MS = 1_000;

export class CaptchaStore {
  state: CaptchaState = 'idle';
  error: CaptchaError | undefined;
  private proof: CaptchaProof | undefined;
  private captcha: botCheck.CaptchaObj | undefined;
  private lastVerifyAt = -Infinity;
  private waiter: { resolve: (proof: CaptchaProof) => void; reject: (error: Error) => void } | undefined;
  private generation = 0;
  /** The server asked for a captcha the merchant's switches leave off (an account that failed too often). */
  demanded = false;

  constructor(
    private readonly config: SiteConfig,
    private readonly alerts: AlertStore,
    private readonly api: ApiClient,
    readonly scene: CaptchaScene,
    private readonly language: () => LanguageCode,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<CaptchaStore, 'config' | 'alerts' | 'api' | 'captcha' | 'waiter' | 'language' | 'now'>(this, {
      config: false,
      alerts: false,
      api: false,
      captcha: false,
      waiter: false,
      language: false,
      now: false,
    });
  }

  get enabled(): boolean {
    return this.demanded || (this.config.register.captcha.enabled && Boolean(this.config.whitelabel.GEETEST3?.[this.scene]));
  }

  /** Turns the captcha on for this form from now on (answer captcha.required); the caller starts it. */
  demand(): void {
    this.demanded = true;
  }

  get version(): botCheck.CaptchaVersion {
    return this.config.gw.GEETEST_VERSION ?? 'v3';
  }

  get verified(): boolean {
    return this.state === 'success';
  }

  /** Fetches a challenge and the script; the config call gets one retry. */
  async start(): Promise<void> {
    if (!this.enabled) return;
    const generation = ++this.generation;
    this.captcha?.destroy?.();
    this.captcha = undefined;
    this.proof = undefined;
    this.state = 'loading';
    this.error = undefined;
    try {
      const config = await fetchCaptchaConfig(this.api).catch(() => fetchCaptchaConfig(this.api));
      await botCheck.loadBotCheck(this.config.gw.GEETEST_SERVERS ?? [], this.version);
      const captcha = await botCheck.initCaptcha({
        version: this.version,
        gt: config.gt,
        challenge: config.challenge,
        newCaptcha: config.newCaptcha,
        offline: !config.success,
        language: intlLocale(this.language()).toLowerCase(),
      });
      if (generation !== this.generation) return captcha.destroy?.();
      this.captcha = captcha;
      captcha
        .onReady(() => this.ready(generation))
        .onSuccess(() => this.succeed(generation))
        .onError((error) => this.fail(generation, { code: error.error_code ?? error.code, message: error.msg }))
        .onClose(() => this.closed(generation));
    } catch (error) {
      const known =
        error instanceof botCheck.BotCheckError
          ? { code: error.code, message: error.message }
          : error instanceof ApiError
            ? failureText(error, navigator.onLine)
            : { message: (error as Error).message };
      this.fail(generation, known);
    }
  }

  /** Error → loading again. */
  retry(): Promise<void> {
    return this.start();
  }

  /** Forgets a used result; after a failed call the challenge is spent, so a new one is fetched. */
  reload(): Promise<void> {
    return this.start();
  }

  /**
   * The proof to send with the action: none when the scene is off; otherwise the result, running the
   * verification first when there is none yet. Throws ActionBlocked after telling the player why.
   */
  ensure(): Promise<CaptchaProof> {
    if (!this.enabled) return Promise.resolve({});
    if (this.scene === 'sms' && this.version !== 'v4') return this.block('captcha.service_unavailable');
    if (this.proof) return Promise.resolve(this.proof);
    if (this.state !== 'waiting' || !this.captcha) return this.block('captcha.verify_first');
    if (this.now() - this.lastVerifyAt < MIN_VERIFY_INTERVAL_MS) return this.block('captcha.too_fast');
    this.lastVerifyAt = this.now();
    this.waiter?.reject(new ActionBlocked());
    const result = new Promise<CaptchaProof>((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
    this.captcha.verify();
    return result;
  }

  /** The widget's own button: opens the puzzle without an action waiting on it. */
  verify(): void {
    this.ensure().catch(() => undefined);
  }

  private block(messageId: string): Promise<never> {
    this.alerts.show({ messageId, bundle: 'account' });
    return Promise.reject(new ActionBlocked());
  }

  private ready(generation: number): void {
    if (generation === this.generation && this.state === 'loading') this.state = 'waiting';
  }

  private succeed(generation: number): void {
    if (generation !== this.generation || !this.captcha) return;
    const proof = toProof(this.version, this.captcha.getValidate());
    if (!proof) return this.fail(generation, {});
    this.proof = proof;
    this.state = 'success';
    this.settle((w) => w.resolve(proof));
  }

  private fail(generation: number, error: CaptchaError): void {
    if (generation !== this.generation) return;
    inAction('CaptchaStore.fail', () => {
      this.state = 'error';
      this.error = error;
    });
    this.settle((w) => w.reject(new ActionBlocked()));
  }

  private closed(generation: number): void {
    if (generation !== this.generation) return;
    if (this.state !== 'success') this.state = 'waiting';
    this.settle((w) => w.reject(new ActionBlocked()));
  }

  private settle(fn: (waiter: NonNullable<CaptchaStore['waiter']>) => void): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) fn(waiter);
  }

  dispose(): void {
    this.generation++;
    this.captcha?.destroy?.();
    this.captcha = undefined;
    this.proof = undefined;
    this.state = 'idle';
    this.settle((w) => w.reject(new ActionBlocked()));
  }
}

/** The validate answer in the shape the API takes: v3's three fields, or v4's JSON string. */
export function toProof(version: botCheck.CaptchaVersion, validate: Record<string, string | number> | false | undefined): CaptchaProof | undefined {
  if (!validate) return undefined;
  if (version === 'v4') return { geetestValidateV4: JSON.stringify(validate) };
  const { geetest_challenge: challenge, geetest_validate: value, geetest_seccode: seccode } = validate;
  if (!challenge || !seccode) return undefined;
  return { geetestChallenge: String(challenge), geetestValidate: String(value ?? ''), geetestSeccode: String(seccode) };
}
