// Password checks (logins, two-factor steps, and a logged-in member's own password before a change of
// password or authenticator: spec section 8's TOO_MANY_REQUEST kind), limited per account and per client
// address. An account under attack is never locked: after a few failures each further try needs a solved
// captcha, which its owner can give and a guessing script cannot cheaply. A client address that keeps
// failing is refused for a while; that refuses only whoever is behind that address.
//
// Each check is counted before it is made, by one statement per limit that counts and answers whether
// there was room (limits/sharedWindow.ts): tries sent at once, to one instance or several on one
// database, never outnumber a limit. A right secret gives its place back (the address's) or clears the
// account's failures.
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { SharedWindow } from '../limits/sharedWindow.ts';

/** Failures of one account after which each try needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** Failures from one client address after which it is refused (429 TOO_MANY_REQUEST_LOGIN). */
export const MAX_ADDRESS_FAILURES = 20;
/** How long a failure counts. */
export const WINDOW_MS = 10 * 60_000;

export const tooManyLogins = () => new HttpError(429, 'TOO_MANY_REQUEST_LOGIN', 'Too many attempts, please try again later');

/** A password check that holds its place in the limits while it runs. */
export interface PasswordAttempt {
  /** The secret was right: the address's place is given back and the account's failures forgotten. */
  succeeded(): Promise<void>;
}

export interface AttemptOptions {
  ip: string;
  /** The account guessed at (merchant|name in lower case); none for a try that names no account (a remember token). */
  account?: string;
  /**
   * Asks for the request's captcha: `always` once the account has had its failures without one (the
   * merchant's own captcha settings may ask for it anyway). What it throws refuses the try, uncounted.
   */
  captcha?: (always: boolean) => Promise<void>;
}

export class LoginThrottle {
  private readonly accounts: SharedWindow;
  private readonly addresses: SharedWindow;

  constructor(db: Db, now?: () => number) {
    this.accounts = new SharedWindow(db, 'login-account', CAPTCHA_AFTER_FAILURES, WINDOW_MS, now);
    this.addresses = new SharedWindow(db, 'login-address', MAX_ADDRESS_FAILURES, WINDOW_MS, now);
  }

  /**
   * Whether this client address has failed too often to be heard now: a cheap early refusal, before a
   * body is decrypted. What decides is the place `attempt` takes.
   */
  addressBlocked(ip: string): Promise<boolean> {
    return this.addresses.isBlocked(ip);
  }

  /**
   * Takes a place for one password check, before it is made: 429 TOO_MANY_REQUEST_LOGIN when the address
   * has none left; past the account's free tries, the captcha is required. A failure keeps its place.
   */
  async attempt({ ip, account, captcha }: AttemptOptions): Promise<PasswordAttempt> {
    const accountCounted = account === undefined || (await this.accounts.take(account));
    const giveBack = (address: boolean) =>
      Promise.all([address ? this.addresses.release(ip) : undefined, account !== undefined && accountCounted ? this.accounts.release(account) : undefined]);
    try {
      // Past the account's free tries the captcha comes first: a guess without one costs a single statement.
      if (!accountCounted) await captcha?.(true);
      if (!(await this.addresses.take(ip))) throw tooManyLogins();
    } catch (error) {
      await giveBack(false);
      throw error;
    }
    try {
      if (accountCounted) await captcha?.(false);
    } catch (error) {
      // No check was made: the places are given back.
      await giveBack(true);
      throw error;
    }
    return {
      succeeded: async () => {
        await Promise.all([this.addresses.release(ip), account === undefined ? undefined : this.accounts.clear(account)]);
      },
    };
  }

  /** The account's failures are forgotten (a password reset proved who its owner is). */
  clearAccount(account: string): Promise<void> {
    return this.accounts.clear(account);
  }
}
