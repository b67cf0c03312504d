// SMS verification codes. The reference API sends nothing: each code is written to the sms_outbox
// table, which a developer (or a test) reads from loopback at GET /wps/dev/smsOutbox.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/types.ts';

/** How long a code stays valid (spec section 9: SMS resend default 60 s). */
export const SMS_CODE_SECONDS = 60;

/**
 * What a code is for: `verify` (SMS login, mobile registration, two-factor) or `reset` (a forgotten
 * password). A code only works for its own scene, so a reset code never logs anyone in.
 */
export type SmsScene = 'verify' | 'reset';

export interface SentCode {
  mobileNum: string;
  code: string;
  expiresAt: Date;
  scene: SmsScene;
}

export async function sendSmsCode(db: Db, merchantCode: string, mobileNum: string, scene: SmsScene = 'verify'): Promise<SentCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + SMS_CODE_SECONDS * 1000);
  await db.query('INSERT INTO sms_outbox (merchant_code, mobile_num, code, expires_at, scene) VALUES ($1, $2, $3, $4, $5)', [
    merchantCode,
    mobileNum,
    code,
    expiresAt,
    scene,
  ]);
  return { mobileNum, code, expiresAt, scene };
}

/**
 * Whether `code` is the latest unexpired one sent to this number for this scene; a used code is spent in
 * the same statement (two calls racing with one code cannot both use it), unless `spend` is false (the
 * same row is read, so the caller's timing does not tell which it was).
 */
export async function consumeSmsCode(
  db: Db,
  merchantCode: string,
  mobileNum: string,
  code: string,
  scene: SmsScene = 'verify',
  spend = true,
): Promise<boolean> {
  const latest = `SELECT id FROM sms_outbox WHERE merchant_code = $1 AND mobile_num = $2 AND scene = $3 AND expires_at > now() ORDER BY id DESC LIMIT 1`;
  const rows = spend
    ? await db.query(`UPDATE sms_outbox SET expires_at = to_timestamp(0) WHERE id = (${latest}) AND code = $4 AND expires_at > now() RETURNING id`, [
        merchantCode,
        mobileNum,
        scene,
        code,
      ])
    : await db.query(`SELECT id FROM sms_outbox WHERE id = (${latest}) AND code = $4`, [merchantCode, mobileNum, scene, code]);
  return rows.length > 0;
}

export async function outbox(db: Db, merchantCode: string, mobileNum?: string): Promise<SentCode[]> {
  const rows = await db.query<{ mobile_num: string; code: string; expires_at: string | Date; scene: SmsScene }>(
    `SELECT mobile_num, code, expires_at, scene FROM sms_outbox WHERE merchant_code = $1 AND ($2::text IS NULL OR mobile_num = $2) ORDER BY id DESC LIMIT 50`,
    [merchantCode, mobileNum ?? null],
  );
  return rows.map((r) => ({ mobileNum: r.mobile_num, code: r.code, expiresAt: new Date(r.expires_at), scene: r.scene }));
}
