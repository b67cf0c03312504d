// A forgotten password, reset by a code sent to the mobile number or by a link mailed to the address
// on file. One per visit of the reset page: it holds nothing about a member beyond that visit.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import { throttledWords, type FailureWords } from '../api/errorMessage.ts';
import { ApiError } from '../api/failures.ts';
import { failureText, type FailureText } from '../rules/failureText.ts';
import { checkResetLink, resetPassword, sendResetEmail, sendResetSms, type ResetRequest } from '../api/passwordResetCalls.ts';
import { forgetLogin, rememberedLogin } from '../rules/rememberedLogin.ts';
import type { RootStore } from './RootStore.ts';
import { SmsCodeStore } from './SmsCodeStore.ts';

export type ResetLink =
  | { token: string; state: 'checking' }
  | { token: string; state: 'invalid' }
  | { token: string; state: 'valid'; userName: string }
  /** The check itself failed (no answer, a broken one): the link may be fine, so it is not called dead. */
  | { token: string; state: 'unchecked'; failure: FailureText };

export class PasswordResetStore {
  /** A link is being sent, or the new password set. */
  busy = false;
  /** Why nothing happened, when the error catalogue keeps quiet about it (too many tries). */
  problem: FailureWords | undefined;
  /** Where a link was last asked for, and how many minutes links work. */
  linkSent: { email: string; minutes: number } | undefined;
  /** The mailed link the page was opened with. */
  link: ResetLink | undefined;
  /** The account whose password was just reset. */
  doneFor: string | undefined;
  /** The reset code's send button and countdown. */
  readonly sms: SmsCodeStore;

  constructor(
    private readonly root: RootStore,
    now?: () => number,
  ) {
    this.sms = new SmsCodeStore(root.api, now, (body) => this.saying(() => sendResetSms(root.api, body)));
    makeAutoObservable<PasswordResetStore, 'root'>(this, { root: false, sms: false });
  }

  /** Runs a call; a throttled one (silent in the catalogue) says why on the form. Rejects as the call does. */
  private async saying<T>(call: () => Promise<T>): Promise<T> {
    inAction('PasswordResetStore.saying', () => (this.problem = undefined));
    try {
      return await call();
    } catch (error) {
      const throttled = error instanceof ApiError ? throttledWords(error) : undefined;
      if (throttled) inAction('PasswordResetStore.saying', () => (this.problem = throttled));
      throw error;
    }
  }

  /** Runs one step at a time; a refused call has shown its message (alert or form). */
  private async step(run: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await run();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      inAction('PasswordResetStore.step', () => (this.busy = false));
    }
  }

  sendLink(email: string): Promise<void> {
    return this.step(async () => {
      const address = email.trim();
      const { validMinutes } = await this.saying(() => sendResetEmail(this.root.api, { email: address }));
      inAction('PasswordResetStore.sendLink', () => (this.linkSent = { email: address, minutes: validMinutes }));
    });
  }

  /** Checks the link the page was opened with, so a dead one is said before a password is typed. */
  async openLink(token: string): Promise<void> {
    this.link = { token, state: 'checking' };
    this.doneFor = undefined;
    try {
      const { userName } = await checkResetLink(this.root.api, { resetToken: token });
      inAction('PasswordResetStore.openLink', () => (this.link = { token, state: 'valid', userName }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Only the server's refusal (it names a code) says the link is dead.
      const refused = error.status !== undefined && error.status < 500 && error.errorCode !== undefined && error.errorCode !== 'bad_response';
      inAction(
        'PasswordResetStore.openLink',
        () => (this.link = refused ? { token, state: 'invalid' } : { token, state: 'unchecked', failure: failureText(error, navigator.onLine) }),
      );
    }
  }

  /** Leaves the mailed link for the forms that ask for a new code or link. */
  forgetLink(): void {
    this.link = undefined;
    this.problem = undefined;
  }

  resetBySms(form: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }): Promise<void> {
    return this.reset({ ...form, mobileNum: form.mobileNum.trim(), verificationCode: form.verificationCode.trim() });
  }

  resetByLink(newPassword: string): Promise<void> {
    const link = this.link;
    if (link?.state !== 'valid') return Promise.resolve();
    return this.reset({ resetToken: link.token, newPassword });
  }

  private reset(request: ResetRequest): Promise<void> {
    return this.step(async () => {
      const { userName } = await this.saying(() => resetPassword(this.root.api, request));
      this.finished(userName);
    });
  }

  /**
   * The server ended every session of the member: their session on this device goes too, and their
   * remembered password login, whose password no longer works.
   */
  private finished(userName: string): void {
    const same = (name: string | undefined) => name?.toLowerCase() === userName.toLowerCase();
    const record = rememberedLogin();
    if (record?.type === 'username' && same(record.username)) forgetLogin();
    if (same(this.root.session.info?.userName ?? this.root.member.info?.userName)) this.root.session.logout();
    inAction('PasswordResetStore.finished', () => {
      this.doneFor = userName;
      this.link = undefined;
    });
  }

  stop(): void {
    this.sms.stop();
  }
}
