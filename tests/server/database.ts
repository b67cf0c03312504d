// Which database the test files' servers open. By default the embedded one (each server in memory, so a
// DATABASE_URL in the environment never reaches a test by accident). With WL_TEST_POSTGRES=1 (the
// `test:server:pg` run) they open the PostgreSQL server at DATABASE_URL, each test file in a schema of
// its own that is dropped after it, so files running side by side never see each other's rows.
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { openDb, type Db } from '../../server/db/index.ts';

export const onPostgres = process.env.WL_TEST_POSTGRES === '1' && Boolean(process.env.DATABASE_URL);

/** Sets DATABASE_URL for the calling test file's servers (see above); called once per file, by setup.ts. */
export function withTestDatabase(): void {
  if (!onPostgres) {
    delete process.env.DATABASE_URL;
    return;
  }
  const serverUrl = process.env.DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
    process.env.DATABASE_URL = withSearchPath(serverUrl, schema);
  });
  afterAll(async () => {
    process.env.DATABASE_URL = serverUrl;
    await onServer(serverUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
  });
}

/** The same server and database, with unqualified table names resolved in `schema`. */
export function withSearchPath(url: string, schema: string): string {
  const where = new URL(url);
  where.searchParams.set('options', `-c search_path=${schema}`);
  return where.toString();
}

/** Runs `work` on one connection to the server at `url`, closed after. */
export async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of the calling test file's own, open for its tests: the embedded one in memory, or its
 * PostgreSQL schema on the `test:server:pg` run. Read `db()` inside tests and hooks.
 */
export function withDb(): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL });
  }, 60_000);
  afterAll(() => db?.close());
  return () => {
    if (!db) throw new Error('The test database is opened before the tests run: call db() inside a test or hook');
    return db;
  };
}
