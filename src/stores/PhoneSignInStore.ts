// Phone (SMS) and Google sign-in through the identity provider (spec sections 4, 5 and 8). The
// provider is reached only through src/platform/identity/identityProvider.ts.
import { makeAutoObservable } from 'mobx';
import { inAction } from './inAction.ts';
import type { SiteConfig } from '../config/types.generated.ts';
import { appSignInBridge, requestAppSignIn, type AppSignInChannel } from '../platform/appSignIn.ts';
import type { IdentitySession } from '../platform/identity/identityProvider.ts';
import { appSignInOutcome } from '../rules/appSignIn.ts';
import type { AccountStore } from './AccountStore.ts';
import { Countdown } from './Countdown.ts';

/** With the provider, the code may be sent again after 60 s. */
export const PROVIDER_RESEND_SECONDS = 60;

/** Translated lines for the codes the product explains itself; others get the general line. */
const KNOWN_ERRORS: Record<string, string> = {
  'auth/code-expired': 'firebase.code_expired',
  not_support_incognito: 'firebase.not_support_incognito',
};
/** The player closed one popup by opening another: nothing to say. */
const IGNORED = ['auth/cancelled-popup-request'];

export interface SignInError {
  messageId: string;
  code: string;
  reason: string;
  /** The app shell's own failure message ("Failure…"), shown as it is instead of the lines above. */
  text?: string;
}

const provider = () => import('../platform/identity/identityProvider.ts');

export class PhoneSignInStore {
  busy = false;
  error: SignInError | undefined;
  private session: IdentitySession | undefined;
  private readonly timer = new Countdown();

  /** `onLogInInstead`: the player would rather log in to an account they have than bind this sign-in. */
  constructor(
    private readonly config: SiteConfig,
    private readonly account: AccountStore,
    private readonly onLogInInstead: () => void = () => undefined,
  ) {
    makeAutoObservable<PhoneSignInStore, 'config' | 'account' | 'session' | 'timer' | 'onLogInInstead'>(this, {
      config: false,
      account: false,
      session: false,
      timer: false,
      onLogInInstead: false,
    });
  }

  private async identity(): Promise<IdentitySession> {
    this.session ??= await (await provider()).openIdentity(this.config.sms);
    return this.session;
  }

  get countdown(): number {
    return this.timer.seconds;
  }

  get canSend(): boolean {
    return this.countdown === 0 && !this.busy;
  }

  async sendCode(phoneE164: string, verifierHost: HTMLElement): Promise<void> {
    if (this.countdown > 0 || this.busy) return;
    await this.run(async () => {
      await (await this.identity()).sendPhoneCode(phoneE164, verifierHost);
      this.timer.start(PROVIDER_RESEND_SECONDS);
    });
  }

  async confirmCode(code: string): Promise<void> {
    await this.run(async () => {
      const token = await (await this.identity()).confirmPhoneCode(code.trim());
      await this.account.loginWithIdentity(token, 'phone', this.onLogInInstead);
    });
  }

  async signInWithGoogle(): Promise<void> {
    // Inside the native app the shell signs in (Google refuses web views); elsewhere, the provider's popup.
    if (appSignInBridge()) return this.signInThroughApp('google');
    await this.run(async () => {
      const { isPrivateWindow, IdentityError } = await provider();
      if (await isPrivateWindow()) throw new IdentityError('not_support_incognito', 'Private windows cannot keep the sign-in');
      const token = await (await this.identity()).signInWithGoogle();
      await this.account.loginWithIdentity(token, 'google', this.onLogInInstead);
    });
  }

  private async signInThroughApp(channel: AppSignInChannel): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = undefined;
    try {
      const outcome = appSignInOutcome(await requestAppSignIn(channel));
      if (outcome.kind === 'failure') {
        inAction('PhoneSignInStore.signInThroughApp', () => (this.error = { messageId: 'firebase.error', code: '', reason: '', text: outcome.message }));
      } else if (outcome.kind === 'token') {
        await this.account.loginWithIdentity(outcome.token, channel, this.onLogInInstead);
      }
    } finally {
      inAction('PhoneSignInStore.signInThroughApp', () => (this.busy = false));
    }
  }

  private async run(step: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = undefined;
    try {
      await step();
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      if (typeof code !== 'string') throw error;
      if (!IGNORED.includes(code)) {
        inAction('PhoneSignInStore.run', () => {
          this.error = { messageId: KNOWN_ERRORS[code] ?? 'firebase.error', code, reason: typeof message === 'string' ? message : '' };
        });
      }
    } finally {
      inAction('PhoneSignInStore.run', () => {
        this.busy = false;
      });
    }
  }

  stop(): void {
    this.timer.stop();
  }
}
