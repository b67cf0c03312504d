// Two-factor login by TOTP (Google authenticator and the like), with the otpauth library.
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/types.ts';
import type { Member } from './members.ts';

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Whether a code matches now (one step either side, for clocks that drift). */
export function verifyTotp(secret: string, code: string): boolean {
  return /^\d{6}$/.test(code) && totp(secret).validate({ token: code, window: 1 }) !== null;
}

/**
 * Starts enrolling an authenticator: a new secret waits beside the member's current one (which keeps
 * working) until a code made from it confirms it. The otpauth:// link (digits, algorithm, issuer) is
 * what an authenticator app scans.
 */
export async function startTotpEnrolment(db: Db, member: Member, issuer: string): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await db.query('UPDATE members SET totp_pending_secret = $1 WHERE id = $2', [secret, member.id]);
  return { secret, uri: totp(secret, member.username, issuer).toString() };
}

/** Turns the waiting secret on when the code was made from it; whether it did. */
export async function confirmTotpEnrolment(db: Db, memberId: number, code: string): Promise<boolean> {
  const [row] = await db.query<{ totp_pending_secret: string | null }>('SELECT totp_pending_secret FROM members WHERE id = $1', [memberId]);
  const pending = row?.totp_pending_secret;
  if (!pending || !verifyTotp(pending, code)) return false;
  const [done] = await db.query<{ id: number }>(
    'UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = $1 AND totp_pending_secret = $2 RETURNING id',
    [memberId, pending],
  );
  return Boolean(done);
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
