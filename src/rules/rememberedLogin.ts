// Remember-me and automatic login (spec section 4). Where the API issues a remember token (given at a
// login with the box ticked, spent for a session and a fresh token, revocable), the record keeps that
// token and no password at all. Only where the API gives none is the password kept, in the spec's format
// for compatibility: double base64-encoded behind a random salt, which hides it from a glance, nothing
// more. SMS logins keep no password; a login without the box ticked keeps nothing.
import { localStore, STORAGE_KEYS, type SafeStorage } from '../platform/storage.ts';

export const REMEMBERED_LOGIN_KEY = STORAGE_KEYS.rememberedLogin;
export const AUTO_LOGIN_KEY = STORAGE_KEYS.autoLogin;
const SALT_LENGTH = 8;

export interface RememberedLogin {
  type: 'username' | 'sms';
  /** The username, or the mobile number of an SMS login. */
  username: string;
  /** Encoded; absent for SMS logins and whenever a remember token is kept instead. */
  password?: string;
  /** The API's remember-me token, preferred to a password. */
  rememberToken?: string;
  merchant: string;
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

export function encodePassword(password: string, salt = randomSalt()): string {
  return toBase64(salt + toBase64(password));
}

export function decodePassword(encoded: string): string | undefined {
  try {
    return fromBase64(fromBase64(encoded).slice(SALT_LENGTH));
  } catch {
    return undefined;
  }
}

function randomSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(SALT_LENGTH)), (n) => String.fromCharCode(97 + (n % 26))).join('');
}

export function rememberLogin(
  record: { type: 'username' | 'sms'; username: string; password?: string; rememberToken?: string; merchant: string },
  storage: SafeStorage = localStore,
): void {
  const saved: RememberedLogin = { type: record.type, username: record.username, merchant: record.merchant };
  if (record.type !== 'sms' && record.rememberToken) saved.rememberToken = record.rememberToken;
  else if (record.type !== 'sms' && record.password) saved.password = encodePassword(record.password);
  storage.setJson(REMEMBERED_LOGIN_KEY, saved);
  storage.set(AUTO_LOGIN_KEY, '1');
}

export function rememberedLogin(storage: SafeStorage = localStore): RememberedLogin | undefined {
  return storage.getJson<RememberedLogin>(REMEMBERED_LOGIN_KEY);
}

export function forgetLogin(storage: SafeStorage = localStore): void {
  storage.remove(REMEMBERED_LOGIN_KEY);
  storage.remove(AUTO_LOGIN_KEY);
}

/** token_ip_different: keep the record for the form, but stop logging in by itself. */
export function turnOffAutoLogin(storage: SafeStorage = localStore): void {
  storage.set(AUTO_LOGIN_KEY, '0');
}

export interface AutoLoginInput {
  hasToken: boolean;
  query: URLSearchParams;
  /** The stored autoLogin flag ('0' is off). */
  flag: string | null;
  featureOn: boolean;
  record: RememberedLogin | undefined;
  merchant: string;
}

/** Auto login happens only with no token, no redirectUrl/backUrl, flag not 0, feature on, same merchant, not SMS. */
export function canAutoLogin({ hasToken, query, flag, featureOn, record, merchant }: AutoLoginInput): boolean {
  if (hasToken || query.has('redirectUrl') || query.has('backUrl')) return false;
  if (flag === '0' || !featureOn || !record) return false;
  return record.merchant === merchant && record.type !== 'sms' && Boolean(record.rememberToken || record.password);
}

/** Server codes after which the remembered login is removed. */
export const FORGET_ON_CODES = ['login.cred.err', 'not.exists.user'];
