// @vitest-environment node
import { createHash } from 'node:crypto';
import { openDb } from './index.ts';
import { MIGRATIONS } from './migrations.ts';
import { describePostgres } from './postgres.ts';

test('a PostgreSQL server is described without its user or password', () => {
  expect(describePostgres('postgres://wl:s3cret@db.internal:5433/wl_mobile')).toBe('PostgreSQL at db.internal:5433/wl_mobile');
  expect(describePostgres('not a url')).toBe('PostgreSQL');
});

test('migrations can run again on a migrated database, and make every table', async () => {
  const db = await openDb({ dataDir: 'memory' });
  try {
    expect(db.describe).toBe('PGlite in memory');
    for (const sql of MIGRATIONS) await db.query(sql);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(['activity_sign_ins', 'activity_task_claims', 'activity_voucher_claims', 'chat_messages', 'chat_tickets', 'deposits', 'feedback', 'members', 'password_resets', 'push_bindings', 'push_topics', 'referral_codes', 'sessions', 'sms_outbox', 'tracking_events']);
  } finally {
    await db.close();
  }
}, 60_000);

test('migrations that databases have run keep their SQL to the letter, however it is spelled', () => {
  const shipped = MIGRATIONS.slice(0, 29).join('\n;\n');
  expect(createHash('sha256').update(shipped).digest('hex')).toBe('c3be3f97d33e6f8003cb0feec36df794a5f3b0c9642610dc5e4bb4464d25ef08');
});
