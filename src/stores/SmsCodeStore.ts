// Sending an SMS code and counting down until another may be sent (spec section 4: until the server's
// expiry, 60 s by default). Used by SMS login, mobile registration and the two-factor dialog.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { ApiClient } from '../api/client.ts';
import { sendSmsCode, type CaptchaProof } from '../api/accountCalls.ts';
import { throttledWords, type FailureWords } from '../api/errorMessage.ts';
import type { ApiError } from '../api/failures.ts';
import { ActionBlocked } from './ActionBlocked.ts';
import { Countdown } from './Countdown.ts';
import type { CaptchaStore } from './CaptchaStore.ts';

export const SMS_RESEND_SECONDS = 60;

/** The call that sends a code: the ordinary verification one unless a form needs another (a password reset). */
export type SmsSender = (body: { countryDialingCode: string; mobileNum: string } & CaptchaProof) => Promise<{ expirationTime?: number } | undefined>;

export class SmsCodeStore {
  sending = false;
  /** Why the last send was refused, when the error catalogue keeps quiet about it (too many codes). */
  problem: FailureWords | undefined;
  private readonly timer = new Countdown();

  constructor(
    api: ApiClient,
    private readonly now: () => number = () => Date.now(),
    private readonly sender: SmsSender = (body) => sendSmsCode(api, body),
  ) {
    makeAutoObservable<SmsCodeStore, 'timer' | 'now' | 'sender'>(this, { timer: false, now: false, sender: false });
  }

  /** Seconds until the code may be sent again; 0 when it may. */
  get countdown(): number {
    return this.timer.seconds;
  }

  get canSend(): boolean {
    return this.countdown === 0 && !this.sending;
  }

  /** Sends a code to the number (the caller checked it is there); the sms-scene captcha runs first when on. */
  async send(countryDialingCode: string, mobileNum: string, captcha?: CaptchaStore): Promise<boolean> {
    if (!this.canSend) return false;
    this.sending = true;
    this.problem = undefined;
    try {
      const proof = captcha ? await captcha.ensure() : {};
      const answer = await this.sender({ countryDialingCode, mobileNum, ...proof });
      const seconds = answer?.expirationTime ? Math.ceil((answer.expirationTime - this.now()) / 1000) : SMS_RESEND_SECONDS;
      this.timer.start(seconds > 0 ? seconds : SMS_RESEND_SECONDS);
      return true;
    } catch (error) {
      // A blocked captcha told the player why; the catalogue showed the server's message.
      if (!(error instanceof ActionBlocked) && !(error instanceof Error && error.name === 'ApiError')) throw error;
      const throttled = throttledWords(error as ApiError);
      if (throttled) inAction('SmsCodeStore.send', () => (this.problem = throttled));
      return false;
    } finally {
      if (captcha?.enabled) void captcha.reload();
      inAction('SmsCodeStore.send', () => {
        this.sending = false;
      });
    }
  }

  stop(): void {
    this.timer.stop();
  }
}
