// Failed password checks (logins, two-factor steps, and a logged-in member's own password before a change
// of password or authenticator: spec section 8's TOO_MANY_REQUEST kind), counted per account and per
// client address. An account under attack is never locked: after a few failures each further try needs
// a solved captcha, which its owner can give and a guessing script cannot cheaply. A client address that
// keeps failing is refused for a while; that refuses only whoever is behind that address. The counts live
// in the database, so every API instance sees the same ones (limits/sharedWindow.ts).
import type { Db } from './db/types.ts';
import { SharedWindow } from './limits/sharedWindow.ts';

/** Failures of one account after which each try needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** Failures from one client address after which it is refused (429 TOO_MANY_REQUEST_LOGIN). */
export const MAX_ADDRESS_FAILURES = 20;
/** How long a failure counts. */
export const WINDOW_MS = 10 * 60_000;

export class LoginThrottle {
  private readonly accounts: SharedWindow;
  private readonly addresses: SharedWindow;

  constructor(db: Db, now?: () => number) {
    this.accounts = new SharedWindow(db, 'login-account', CAPTCHA_AFTER_FAILURES, WINDOW_MS, now);
    this.addresses = new SharedWindow(db, 'login-address', MAX_ADDRESS_FAILURES, WINDOW_MS, now);
  }

  /** Whether this client address has failed too often to be heard now. */
  addressBlocked(ip: string): Promise<boolean> {
    return this.addresses.isBlocked(ip);
  }

  /** Whether this account (merchant|name) has failed often enough that a try needs a captcha. */
  needsCaptcha(account: string): Promise<boolean> {
    return this.accounts.isBlocked(account);
  }

  async fail(account: string, ip: string): Promise<void> {
    await Promise.all([this.accounts.hit(account), this.addresses.hit(ip)]);
  }

  /** The right secret: the account's failures are forgotten (the address's are not: it may be shared). */
  succeed(account: string): Promise<void> {
    return this.accounts.clear(account);
  }
}
