// A PostgreSQL server, for deployments that have one (DATABASE_URL).
import { listenOnPostgres } from './postgresNotices.ts';
import { migrate } from './migrations.ts';
import type { Db } from './types.ts';

/**
 * Opens a pool and brings the tables up to date. Several API instances may start at once on one
 * database: the migrations run under an advisory lock (one per schema), so one instance migrates while
 * the others wait, instead of racing on CREATE TABLE IF NOT EXISTS (which is not safe concurrently).
 */
export async function openPostgres(url: string, migrations: readonly string[]): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', (error) => console.error(`PostgreSQL: ${error.message}`));
  try {
    const client = await pool.connect();
    try {
      const lock = `SELECT hashtext('wl-migrations:' || coalesce(current_schema(), '')) AS key`;
      const [{ key }] = (await client.query<{ key: number }>(lock)).rows;
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        await migrate(async (sql, params) => (await client.query(sql, params)).rows, migrations, describePostgres(url));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
    describe: describePostgres(url),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, heard) => listenOnPostgres(url, channel, heard, (line) => console.error(line)),
  };
}

/** Host, port and database name only: the user and password stay out of logs. */
export function describePostgres(url: string): string {
  try {
    const where = new URL(url);
    return `PostgreSQL at ${where.hostname}${where.port ? `:${where.port}` : ''}${where.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
