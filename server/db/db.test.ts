import { createHash } from 'node:crypto';
import { openDb } from './index.ts';
import { migrate, MIGRATIONS, NewerSchemaError } from './migrations.ts';
import { describePostgres } from './postgres.ts';
import { onPostgres, onServer, withSearchPath } from '../../tests/server/database.ts';

test('a PostgreSQL server is described without its user or password', () => {
  expect(describePostgres('postgres://wl:s3cret@db.internal:5433/wl_mobile')).toBe('PostgreSQL at db.internal:5433/wl_mobile');
  expect(describePostgres('not a url')).toBe('PostgreSQL');
});

test('migrations can run again on a migrated database, and make every table', async () => {
  // On the PostgreSQL run, in this file's own schema there.
  const db = await openDb({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL });
  try {
    expect(db.describe).toMatch(onPostgres ? /^PostgreSQL at / : /^PGlite in memory$/);
    for (const sql of MIGRATIONS) await db.query(sql);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'activity_sign_ins',
      'activity_task_claims',
      'activity_voucher_claims',
      'captcha_challenges',
      'chat_messages',
      'chat_tickets',
      'deposits',
      'feedback',
      'limit_windows',
      'members',
      'password_resets',
      'push_bindings',
      'push_topics',
      'referral_codes',
      'release_activations',
      'release_images',
      'releases',
      'remember_tokens',
      'sessions',
      'sms_outbox',
      'tracking_events',
      'wl_schema',
    ]);
  } finally {
    await db.close();
  }
}, 60_000);

test('a database that newer code migrated is refused with a sentence; one at this version or older opens', async () => {
  const db = await openDb({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL });
  try {
    const query = <T>(sql: string, params?: unknown[]) => db.query<T>(sql, params);
    expect(await db.query('SELECT version FROM wl_schema')).toEqual([{ version: MIGRATIONS.length }]);
    // This code again: nothing to refuse.
    await migrate(query, MIGRATIONS, db.describe);
    // Older code (one migration fewer) meets the database this code migrated.
    const older = migrate(query, MIGRATIONS.slice(0, -1), db.describe);
    await expect(older).rejects.toThrow(NewerSchemaError);
    await expect(older).rejects.toThrow(
      `The database (${db.describe}) is at schema version ${MIGRATIONS.length}, newer than this code's ${MIGRATIONS.length - 1}: it was upgraded by a newer release.`,
    );
    expect(await db.query('SELECT version FROM wl_schema')).toEqual([{ version: MIGRATIONS.length }]);
  } finally {
    await db.close();
  }
}, 60_000);

// Every migration shipped so far: databases out there have run them. A release that ships new ones
// raises the count and pins the new hash; the statements already counted never change.
const SHIPPED_MIGRATIONS = 47;

test('migrations that databases have run keep their SQL to the letter, however it is spelled', () => {
  expect(MIGRATIONS.length).toBeGreaterThanOrEqual(SHIPPED_MIGRATIONS);
  const shipped = MIGRATIONS.slice(0, SHIPPED_MIGRATIONS).join('\n;\n');
  expect(createHash('sha256').update(shipped).digest('hex')).toBe('163fb31a36e3eaa18261bb522a5e708e495d26f101c1af48c8f324b005fd5014');
});

test.skipIf(!onPostgres)(
  'API instances starting at once on one PostgreSQL database all open it (one migrates, the others wait)',
  async () => {
    // A schema of its own, fresh: this file's (DATABASE_URL) is migrated by the test above.
    const serverUrl = process.env.DATABASE_URL!;
    const schema = `race_${process.pid}_${Date.now()}`;
    await onServer(serverUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
    try {
      const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDb({ dataDir: 'memory', databaseUrl: withSearchPath(serverUrl, schema) })));
      await Promise.all(opened.map((o) => (o.status === 'fulfilled' ? o.value.close() : undefined)));
      expect(opened.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    } finally {
      await onServer(serverUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    }
  },
  60_000,
);
