// Limits on the anonymous calls that cost the operator something: SMS codes (each one a paid message to
// someone's phone) and registrations, per mobile number and per client address (spec section 8's
// TOO_MANY_REQUEST kind; the spec names no figures, so these are the operator's defaults). Addresses are
// shared behind carrier NAT, so the per-address figures leave room for many players on one address. The
// counts live in the database, shared by every API instance (limits/sharedWindow.ts).
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { SharedWindow, takeAll } from '../limits/sharedWindow.ts';
import { SMS_CODE_SECONDS } from './smsCodes.ts';

const HOUR_MS = 60 * 60_000;

/** Codes sent to one number in an hour. */
export const SMS_PER_NUMBER_PER_HOUR = 5;
/** Codes sent to numbers from one client address in an hour. */
export const SMS_PER_ADDRESS_PER_HOUR = 20;
/** Registration calls (any outcome) from one client address in an hour. */
export const REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR = 30;
/** Accounts created from one client address in an hour. */
export const ACCOUNTS_PER_ADDRESS_PER_HOUR = 10;

export const tooManySms = () => new HttpError(429, 'TOO_MANY_REQUEST_SMS', 'Too many codes requested, please try again later');
export const tooManyRegistrations = () => new HttpError(429, 'TOO_MANY_REQUEST_REGISTER', 'Too many registrations from your network, please try again later');

export class SignUpLimits {
  private readonly smsPerNumber: SharedWindow;
  /** One code per number until it expires (the app's resend countdown, spec section 9). */
  private readonly smsResend: SharedWindow;
  private readonly smsPerAddress: SharedWindow;
  private readonly registrationCalls: SharedWindow;
  private readonly accounts: SharedWindow;

  constructor(db: Db, now?: () => number) {
    this.smsPerNumber = new SharedWindow(db, 'sms-number', SMS_PER_NUMBER_PER_HOUR, HOUR_MS, now);
    this.smsResend = new SharedWindow(db, 'sms-resend', 1, SMS_CODE_SECONDS * 1000, now);
    this.smsPerAddress = new SharedWindow(db, 'sms-address', SMS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
    this.registrationCalls = new SharedWindow(db, 'register-calls', REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
    this.accounts = new SharedWindow(db, 'register-accounts', ACCOUNTS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
  }

  /** Throws TOO_MANY_REQUEST_SMS when this number or this address has had its codes (before the captcha is asked). */
  async checkSms(number: string, ip: string): Promise<void> {
    const blocked = await Promise.all([this.smsResend.isBlocked(number), this.smsPerNumber.isBlocked(number), this.smsPerAddress.isBlocked(ip)]);
    if (blocked.some(Boolean)) throw tooManySms();
  }

  /**
   * Counts a code about to be sent, each limit deciding in one statement, so instances asked at once
   * cannot both send the last one; throws TOO_MANY_REQUEST_SMS when one of them has no room left (the
   * others then keep theirs: a refused address never uses up a number's codes).
   */
  async takeSms(number: string, ip: string): Promise<void> {
    if (
      !(await takeAll([
        [this.smsPerAddress, ip],
        [this.smsResend, number],
        [this.smsPerNumber, number],
      ]))
    )
      throw tooManySms();
  }

  /** Counts a registration call, refused (before its body is decrypted) past the address's limit. */
  async registrationCall(ip: string): Promise<void> {
    if ((await this.accounts.isBlocked(ip)) || !(await this.registrationCalls.take(ip))) throw tooManyRegistrations();
  }

  /**
   * Makes an account within the address's limit: its place is taken before it is made (registrations
   * sent at once never make more than the limit) and given back when the making fails.
   */
  async createAccount<T>(ip: string, create: () => Promise<T>): Promise<T> {
    if (!(await this.accounts.take(ip))) throw tooManyRegistrations();
    try {
      return await create();
    } catch (error) {
      await this.accounts.release(ip);
      throw error;
    }
  }
}
