// Sessions and remember-me tokens. The client holds 32 random bytes; the database keeps only their SHA-256,
// so a copy of the database opens no account. A session ends when it is idle too long, when it reaches
// its absolute age, at logout, or when the member's password changes (every other session).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';

/** A session nobody used for this long is over (the next call answers as if logged out). */
export const SESSION_IDLE_DAYS = 7;
/** However busy, a session ends this long after its login. */
export const SESSION_MAX_DAYS = 30;
/** A session's last use is written at most this often (not one write per call). */
export const SESSION_TOUCH_MINUTES = 5;
/** How long a remember-me token logs in by itself (each use replaces it with a fresh one). */
export const REMEMBER_DAYS = 30;
/** Expired sessions and remember tokens are deleted at a login, at most this often per process. */
export const PURGE_EVERY_MINUTES = 10;

export interface Session {
  memberId: number;
  merchantCode: string;
  ip: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

interface SessionRow {
  member_id: number;
  merchant_code: string;
  ip: string | null;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('hex');

/** A row still alive: before its absolute end and used within the idle limit. */
const LIVE = `expires_at > now() AND last_seen_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})`;

const lastPurge = new WeakMap<Db, number>();

/** Deletes ended sessions and remember tokens; cheap enough at a login, run at most every few minutes. */
export async function purgeEndedSessions(db: Db, force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MINUTES * 60_000) return;
  lastPurge.set(db, now);
  await db.query(`DELETE FROM sessions WHERE NOT (${LIVE})`);
  await db.query('DELETE FROM remember_tokens WHERE expires_at <= now()');
}

/** Starts a session and returns its token (32 random bytes as hex); only the hash is stored. */
export async function createSession(db: Db, memberId: number, merchantCode: string, ip: string): Promise<string> {
  await purgeEndedSessions(db);
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token, token_is_hash, member_id, merchant_code, ip, expires_at)
     VALUES ($1, TRUE, $2, $3, $4, now() + make_interval(days => $5::int))`,
    [tokenHash(token), memberId, merchantCode, ip, SESSION_MAX_DAYS],
  );
  return token;
}

/** The live session of a token; using it keeps it from going idle. */
export async function findSession(db: Db, token: string): Promise<Session | undefined> {
  const hash = tokenHash(token);
  const [row] = await db.query<SessionRow>(`SELECT * FROM sessions WHERE token = $1 AND ${LIVE}`, [hash]);
  if (!row) return undefined;
  const session: Session = {
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    ip: row.ip,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
  if (Date.now() - session.lastSeenAt.getTime() > SESSION_TOUCH_MINUTES * 60_000) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token = $1', [hash]);
  }
  return session;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token = $1', [tokenHash(token)]);
}

/** A remember-me token for a member who ticked the box at login. */
export async function createRememberToken(db: Db, memberId: number, merchantCode: string): Promise<string> {
  const token = newToken();
  await db.query(`INSERT INTO remember_tokens (token_hash, member_id, merchant_code, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`, [
    tokenHash(token),
    memberId,
    merchantCode,
    REMEMBER_DAYS,
  ]);
  return token;
}

/** Spends a live remember token of this merchant in one statement (two racing uses cannot both win): its member. */
export async function spendRememberToken(db: Db, merchantCode: string, token: string): Promise<number | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ member_id: number }>(
    'DELETE FROM remember_tokens WHERE token_hash = $1 AND merchant_code = $2 AND expires_at > now() RETURNING member_id',
    [tokenHash(token), merchantCode],
  );
  return row?.member_id;
}

/** Whether a remember token is live, without spending it. */
export async function rememberTokenMember(db: Db, merchantCode: string, token: string): Promise<number | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ member_id: number }>(
    'SELECT member_id FROM remember_tokens WHERE token_hash = $1 AND merchant_code = $2 AND expires_at > now()',
    [tokenHash(token), merchantCode],
  );
  return row?.member_id;
}

export async function revokeRememberToken(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM remember_tokens WHERE token_hash = $1', [tokenHash(token)]);
}

/** The member's remember tokens end (a new authenticator: the old remembered logins skipped it). */
export async function revokeMemberRememberTokens(db: Db, memberId: number): Promise<void> {
  await db.query('DELETE FROM remember_tokens WHERE member_id = $1', [memberId]);
}
