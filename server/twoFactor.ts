// Two-factor login by TOTP (Google authenticator and the like), with the otpauth library.
import { Secret, TOTP } from 'otpauth';
import type { Db } from './db/types.ts';
import type { Member } from './members.ts';

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Whether a code matches now (one step either side, for clocks that drift). */
export function verifyTotp(secret: string, code: string): boolean {
  return /^\d{6}$/.test(code) && totp(secret).validate({ token: code, window: 1 }) !== null;
}

/** Gives a member a new secret; the otpauth:// link (digits, algorithm, issuer) is what an authenticator app scans. */
export async function enableTotp(db: Db, member: Member, issuer: string): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await db.query('UPDATE members SET totp_secret = $1 WHERE id = $2', [secret, member.id]);
  return { secret, uri: totp(secret, member.username, issuer).toString() };
}

/** The verification methods a member can use, as login_verify_required lists them (spec section 8). */
export function verificationMethods(member: Member): { ga: boolean; sms: boolean; email: boolean; payeeName: boolean } {
  return { ga: Boolean(member.totpSecret), sms: Boolean(member.mobileNum), email: Boolean(member.email), payeeName: Boolean(member.payeeName) };
}

export const needsVerification = (member: Member): boolean => Boolean(member.totpSecret);

/** The e-mail or payee name of method E or P, compared without case and surrounding spaces. */
export function matchesOnFile(onFile: string | null, given: string): boolean {
  return Boolean(onFile) && given.length > 0 && onFile!.trim().toLowerCase() === given.trim().toLowerCase();
}
