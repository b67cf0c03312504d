// Limits on the anonymous calls that cost the operator something: SMS codes (each one a paid message to
// someone's phone) and registrations, per mobile number and per client address (spec section 8's
// TOO_MANY_REQUEST kind; the spec names no figures, so these are the operator's defaults). Addresses are
// shared behind carrier NAT, so the per-address figures leave room for many players on one address.
import { HttpError } from './http/errors.ts';
import { RateLimit } from './rateLimit.ts';
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
  private readonly smsPerNumber: RateLimit;
  /** One code per number until it expires (the app's resend countdown, spec section 9). */
  private readonly smsResend: RateLimit;
  private readonly smsPerAddress: RateLimit;
  private readonly registrationCalls: RateLimit;
  private readonly accounts: RateLimit;

  constructor(now: () => number = Date.now) {
    this.smsPerNumber = new RateLimit(SMS_PER_NUMBER_PER_HOUR, HOUR_MS, now);
    this.smsResend = new RateLimit(1, SMS_CODE_SECONDS * 1000, now);
    this.smsPerAddress = new RateLimit(SMS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
    this.registrationCalls = new RateLimit(REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
    this.accounts = new RateLimit(ACCOUNTS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
  }

  /** Throws TOO_MANY_REQUEST_SMS when this number or this address has had its codes. */
  checkSms(number: string, ip: string): void {
    if (this.smsResend.isBlocked(number) || this.smsPerNumber.isBlocked(number) || this.smsPerAddress.isBlocked(ip)) throw tooManySms();
  }

  /** Counts a code actually sent. */
  sentSms(number: string, ip: string): void {
    this.smsResend.hit(number);
    this.smsPerNumber.hit(number);
    this.smsPerAddress.hit(ip);
  }

  /** Counts a registration call, refused (before its body is decrypted) past the address's limit. */
  registrationCall(ip: string): void {
    if (this.registrationCalls.isBlocked(ip) || this.accounts.isBlocked(ip)) throw tooManyRegistrations();
    this.registrationCalls.hit(ip);
  }

  /** Throws TOO_MANY_REQUEST_REGISTER once this address has made its accounts. */
  checkAccounts(ip: string): void {
    if (this.accounts.isBlocked(ip)) throw tooManyRegistrations();
  }

  createdAccount(ip: string): void {
    this.accounts.hit(ip);
  }
}
