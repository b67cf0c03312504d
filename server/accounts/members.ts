// Members and their sessions: scrypt-hashed passwords, and random bearer tokens kept hashed (sessions.ts).
// Routes use these functions and never write member SQL themselves.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { tokenHash } from './sessions.ts';
import { HttpError } from '../http/errors.ts';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export interface Member {
  id: number;
  merchantCode: string;
  username: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  /** `scrypt$<salt>$<hash>`, both base64. Never leaves the server. */
  passwordHash: string;
  /** 0, 1, 2 ordinary members; 4 has no chat permission. */
  customerType: number;
  language: string | null;
  firstTimeLogin: boolean;
  passwordChangedAt: Date;
  totpSecret: string | null;
  email: string | null;
  payeeName: string | null;
  lastLoginIp: string | null;
  /** Still the merchant's default password from a mobile registration: the next login must change it. */
  passwordIsDefault: boolean;
  /** The identity provider's user, after a phone or social sign-in. */
  firebaseUid: string | null;
  createdAt: Date;
}

interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  password_hash: string;
  customer_type: number;
  language: string | null;
  first_time_login: boolean;
  password_changed_at: Date;
  totp_secret: string | null;
  email: string | null;
  payee_name: string | null;
  last_login_ip: string | null;
  password_is_default: boolean;
  firebase_uid: string | null;
  created_at: Date;
}

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  merchantCode: row.merchant_code,
  username: row.username,
  mobileNum: row.mobile_num,
  countryDialingCode: row.country_dialing_code,
  passwordHash: row.password_hash,
  customerType: row.customer_type,
  language: row.language,
  firstTimeLogin: row.first_time_login,
  passwordChangedAt: new Date(row.password_changed_at),
  totpSecret: row.totp_secret,
  email: row.email,
  payeeName: row.payee_name,
  lastLoginIp: row.last_login_ip,
  passwordIsDefault: row.password_is_default,
  firebaseUid: row.firebase_uid,
  createdAt: new Date(row.created_at),
});

function scryptKey(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptKey(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Whether a password matches an encoded hash; a malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [kind, salt, hash, ...rest] = encoded.split('$');
  if (kind !== 'scrypt' || !salt || !hash || rest.length > 0) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const actual = await scryptKey(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export interface NewMember {
  merchantCode: string;
  username: string;
  password: string;
  customerType?: number;
  language?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  payeeName?: string;
  passwordIsDefault?: boolean;
  firebaseUid?: string;
}

/**
 * Creates a member. A username already taken at this merchant is username.exists, also when two
 * registrations of one name race past the routes' check: the database's unique key decides.
 */
export async function createMember(db: Db, input: NewMember): Promise<Member> {
  const [row] = await db
    .query<MemberRow>(
      `INSERT INTO members (merchant_code, username, password_hash, customer_type, language, mobile_num, country_dialing_code, email, payee_name, password_is_default, firebase_uid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        input.merchantCode,
        input.username,
        await hashPassword(input.password),
        input.customerType ?? 0,
        input.language ?? null,
        input.mobileNum ?? null,
        input.countryDialingCode ?? null,
        input.email ?? null,
        input.payeeName ?? null,
        input.passwordIsDefault ?? false,
        input.firebaseUid ?? null,
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(400, 'username.exists', 'This username is taken');
      throw error;
    });
  return toMember(row);
}

/** PostgreSQL's unique_violation, as both the embedded database and a server report it. */
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function findMemberById(db: Db, id: number): Promise<Member | undefined> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return row ? toMember(row) : undefined;
}

/**
 * The member of a username, however it is spelled (one account per name in any case); where an older
 * database holds names differing only by case, the exact spelling is preferred.
 */
export async function findMemberByUsername(db: Db, merchantCode: string, username: string): Promise<Member | undefined> {
  const [row] = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) ORDER BY (username = $2) DESC, id LIMIT 1',
    [merchantCode, username],
  );
  return row ? toMember(row) : undefined;
}

/** Says, one line per merchant, which of its names differ only by case: the operator renames all but one. */
export async function warnOfUsernameClashes(db: Db, warn: (line: string) => void): Promise<void> {
  for (const { merchantCode, usernames } of await usernameClashes(db)) {
    warn(
      `Members of ${merchantCode} whose names differ only by case: ${usernames.join(', ')}; rename all but one (until then each logs in by its exact spelling)`,
    );
  }
}

/** Names of one merchant that differ only by case, from before they were refused: each group to rename but one. */
export async function usernameClashes(db: Db): Promise<{ merchantCode: string; usernames: string[] }[]> {
  const rows = await db.query<{ merchant_code: string; usernames: string[] }>(
    `SELECT merchant_code, array_agg(username ORDER BY id) AS usernames FROM members
      GROUP BY merchant_code, lower(username) HAVING count(*) > 1 ORDER BY merchant_code, lower(username)`,
  );
  return rows.map((r) => ({ merchantCode: r.merchant_code, usernames: r.usernames }));
}

/** The member registered with this mobile number (the first, should there be several). */
export async function findMemberByMobile(db: Db, merchantCode: string, mobileNum: string): Promise<Member | undefined> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_code = $1 AND mobile_num = $2 ORDER BY id LIMIT 1', [merchantCode, mobileNum]);
  return row ? toMember(row) : undefined;
}

/** The members with this e-mail address on file (compared without case), oldest first, at most `limit`. */
export async function findMembersByEmail(db: Db, merchantCode: string, email: string, limit = 5): Promise<Member[]> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_code = $1 AND lower(email) = lower($2) ORDER BY id LIMIT $3', [
    merchantCode,
    email.trim(),
    limit,
  ]);
  return rows.map(toMember);
}

/** The member a phone or social sign-in belongs to: by the provider's user id, else by the full phone number. */
export async function findMemberByIdentity(db: Db, merchantCode: string, uid: string, phoneNumber?: string): Promise<Member | undefined> {
  const [row] = await db.query<MemberRow>(
    `SELECT * FROM members WHERE merchant_code = $1 AND (firebase_uid = $2 OR ('+' || country_dialing_code || mobile_num) = $3)
     ORDER BY (firebase_uid = $2) DESC NULLS LAST, id LIMIT 1`,
    [merchantCode, uid, phoneNumber ?? null],
  );
  return row ? toMember(row) : undefined;
}

export async function linkIdentity(db: Db, memberId: number, uid: string): Promise<void> {
  await db.query('UPDATE members SET firebase_uid = $1 WHERE id = $2', [uid, memberId]);
}

/**
 * A new password, counting from now (the member is no longer a first-time login), and whoever knew the
 * old one signed out: every session but `keepSession` (the one a change came from) and every remember-me
 * token end, and a reset also spends the member's other reset links. One statement, so the password never
 * changes while the old sessions live on.
 */
export async function changePassword(
  db: Db,
  memberId: number,
  password: string,
  opts: { keepSession?: string; spendResetLinks?: boolean } = {},
): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE members SET password_hash = $1, password_changed_at = now(), first_time_login = FALSE, password_is_default = FALSE WHERE id = $2 RETURNING id
     ), ended AS (
       DELETE FROM sessions WHERE member_id IN (SELECT id FROM changed) AND token <> $3 RETURNING 1
     ), forgotten AS (
       DELETE FROM remember_tokens WHERE member_id IN (SELECT id FROM changed) RETURNING 1
     ), spent AS (
       UPDATE password_resets SET used_at = now() WHERE $4 AND member_id IN (SELECT id FROM changed) AND used_at IS NULL RETURNING 1
     )
     SELECT count(*) FROM changed`,
    [await hashPassword(password), memberId, opts.keepSession ? tokenHash(opts.keepSession) : '', opts.spendResetLinks === true],
  );
}

let decoy: Promise<string> | undefined;

/**
 * Whether the password is the member's. An unknown member (none) costs the same work, a check against a
 * hash made for nobody, so the answer's time does not tell whether the account exists.
 */
export async function passwordMatches(password: string, member: Pick<Member, 'passwordHash'> | undefined, verify = verifyPassword): Promise<boolean> {
  if (member) return verify(password, member.passwordHash);
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verify(password, await decoy);
  return false;
}

/** Remembers where the member last logged in from. */
export async function recordLogin(db: Db, memberId: number, ip: string): Promise<void> {
  await db.query('UPDATE members SET last_login_ip = $1 WHERE id = $2', [ip, memberId]);
}

export async function setMemberLanguage(db: Db, memberId: number, language: string): Promise<void> {
  await db.query('UPDATE members SET language = $1 WHERE id = $2', [language, memberId]);
}

// Sessions live in their own module; they are named here too, beside the members they belong to.
export { createSession, deleteSession, findSession, type Session } from './sessions.ts';
