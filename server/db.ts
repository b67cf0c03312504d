// The embedded database by default (PGlite: PostgreSQL compiled to WebAssembly, no install), or a
// PostgreSQL server when DATABASE_URL is set. Both speak the same SQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Which database is in use, for the start log (never a password). */
  describe: string;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS members (
    id SERIAL PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    username TEXT NOT NULL,
    mobile_num TEXT,
    country_dialing_code TEXT,
    password_hash TEXT NOT NULL,
    customer_type INTEGER NOT NULL DEFAULT 0,
    language TEXT,
    first_time_login BOOLEAN NOT NULL DEFAULT TRUE,
    password_changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    totp_secret TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (merchant_code, username)
  )`,
  `CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    merchant_code TEXT NOT NULL,
    ip TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS deposits (
    id SERIAL PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    amount NUMERIC(14, 2) NOT NULL,
    status TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS sms_outbox (
    id SERIAL PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    mobile_num TEXT NOT NULL,
    code TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
];

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    close: () => pg.close(),
    describe: dataDir ? `PGlite (embedded) at ${path.relative(process.cwd(), dataDir) || dataDir}` : 'PGlite (embedded) in memory',
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url });
  const where = new URL(url);
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
    describe: `PostgreSQL at ${where.hostname}${where.port ? `:${where.port}` : ''}${where.pathname}`,
  };
}

/** Opens the database and brings its tables up to date. */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir === 'memory' ? undefined : opts.dataDir);
  for (const sql of MIGRATIONS) await db.query(sql);
  return db;
}

/** A database usable at once while it opens in the background, so the server answers without waiting for it. */
export function openingDb(opening: Promise<Db>): Db & { ready: Promise<Db> } {
  return {
    ready: opening,
    async query<T>(sql: string, params?: unknown[]) {
      return (await opening).query<T>(sql, params);
    },
    async close() {
      await (await opening).close();
    },
    get describe() {
      return 'opening';
    },
  };
}
