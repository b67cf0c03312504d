// Members and sessions: scrypt-hashed passwords, random tokens.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from './db.ts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;
export const SESSION_DAYS = 7;

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  mobile_num: string | null;
  password_hash: string;
  customer_type: number;
  language: string | null;
  first_time_login: boolean;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [kind, salt, hash] = encoded.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export async function createMember(
  db: Db,
  input: { merchantCode: string; username: string; password: string; customerType?: number; language?: string; mobileNum?: string },
): Promise<MemberRow> {
  const [row] = await db.query<MemberRow>(
    `INSERT INTO members (merchant_code, username, password_hash, customer_type, language, mobile_num)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [input.merchantCode, input.username, await hashPassword(input.password), input.customerType ?? 0, input.language ?? null, input.mobileNum ?? null],
  );
  return row;
}

export async function createSession(db: Db, memberId: number, merchantCode: string, ip: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO sessions (token, member_id, merchant_code, ip, expires_at) VALUES ($1, $2, $3, $4, now() + ($5 || ' days')::interval)`,
    [token, memberId, merchantCode, ip, String(SESSION_DAYS)],
  );
  return token;
}

/** The member behind a live session token of this merchant. */
export async function findSessionMember(db: Db, token: string, merchantCode: string): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(
    `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token = $1 AND s.merchant_code = $2 AND s.expires_at > now()`,
    [token, merchantCode],
  );
  return row;
}
