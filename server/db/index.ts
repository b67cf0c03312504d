// The database: PGlite by default, a PostgreSQL server when a URL is given. Both speak the same SQL.
import { MIGRATIONS } from './migrations.ts';
import { describePglite, openPglite } from './pglite.ts';
import { openPgliteInMemory } from './pgliteMemory.ts';
import { describePostgres, openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

export interface DbOptions {
  /** A PostgreSQL connection URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder, or 'memory'. */
  dataDir: string;
}

/** Opens the database and brings its tables up to date. */
export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, MIGRATIONS);
  const dataDir = embeddedDir(opts.dataDir);
  return dataDir ? openPglite(dataDir, MIGRATIONS) : openPgliteInMemory(MIGRATIONS);
}

export interface OpeningDb extends Db {
  /** Settles when the database is open and migrated (rejects when it cannot be opened). */
  ready: Promise<void>;
}

/**
 * A database usable at once while it opens in the background: the embedded one takes seconds to start,
 * and pages and merchant content need no database, so the server listens without waiting for it.
 */
export function openDbInBackground(opts: DbOptions): OpeningDb {
  const opening = openDb(opts);
  // Failures surface through `ready` and through each query; this keeps them from being unhandled.
  opening.catch(() => undefined);
  let opened: Db | undefined;
  opening.then((db) => (opened = db)).catch(() => undefined);
  return {
    ready: opening.then(() => undefined),
    ...(opts.databaseUrl ? { pool: () => opened?.pool?.() ?? { total: 0, idle: 0, waiting: 0 } } : {}),
    async query<T>(sql: string, params?: unknown[]) {
      return (await opening).query<T>(sql, params);
    },
    async close() {
      const db = await opening.catch(() => undefined);
      await db?.close();
    },
    describe: opts.databaseUrl ? describePostgres(opts.databaseUrl) : describePglite(embeddedDir(opts.dataDir)),
    ...(opts.databaseUrl
      ? {
          async listen(channel: string, heard: (payload: string) => void) {
            const db = await opening;
            return db.listen ? db.listen(channel, heard) : async () => undefined;
          },
        }
      : {}),
  };
}

const embeddedDir = (dataDir: string) => (dataDir === 'memory' ? undefined : dataDir);
