// A PostgreSQL server, for deployments that have one (DATABASE_URL).
import type { Db } from './types.ts';

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', (error) => console.error(`PostgreSQL: ${error.message}`));
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
    describe: describePostgres(url),
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
