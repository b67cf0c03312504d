import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { openPgliteInMemory, startEngine } from './pgliteMemory.ts';
import { templateFile } from './pgliteTemplate.ts';
import type { Db } from './types.ts';

const migrations = ['CREATE TABLE IF NOT EXISTS notes (id SERIAL PRIMARY KEY, body TEXT NOT NULL)', 'CREATE INDEX IF NOT EXISTS notes_body ON notes (body)'];

describe('the template of a new cluster', () => {
  // A key of this test's own, so its template is never one another file is loading.
  const key = [`pgliteMemory.test ${process.pid}`];
  const file = templateFile(key);
  afterAll(() => rmSync(file, { force: true }));

  test('is named by the PGlite release and the key', () => {
    expect(templateFile(key, '0.5.16')).not.toBe(templateFile(key, '0.5.17'));
    expect(templateFile([...key, 'more'], '0.5.16')).not.toBe(templateFile(key, '0.5.16'));
    expect(templateFile(key, '0.5.16')).toBe(templateFile([...key], '0.5.16'));
  });

  test('the first start leaves one; the next loads it rather than making it again', async () => {
    rmSync(file, { force: true });
    await (await startEngine(key)).close();
    expect(existsSync(file)).toBe(true);
    const made = statSync(file).mtimeMs;
    const next = await startEngine(key);
    expect(await next.query('SELECT 1 AS one')).toMatchObject({ rows: [{ one: 1 }] });
    await next.close();
    expect(statSync(file).mtimeMs).toBe(made);
  }, 60_000);

  test('a damaged one is made again rather than failing the start', async () => {
    writeFileSync(file, 'not a tarball');
    await (await startEngine(key)).close();
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
  }, 60_000);
});

/** Runs `run` on a new in-memory database, closed after it whatever happened. */
async function withMemoryDb(run: (db: Db) => Promise<void>): Promise<void> {
  const db = await openPgliteInMemory(migrations);
  try {
    await run(db);
  } finally {
    await db.close();
  }
}

const noteCount = (db: Db) => db.query('SELECT count(*)::int AS n FROM notes');

describe('in-memory databases of one process', () => {
  test('are apart: each has its own tables, rows and numbering, side by side', async () => {
    const [first, second] = await Promise.all([openPgliteInMemory(migrations), openPgliteInMemory(migrations)]);
    try {
      // Statements of both, interleaved: each lands in its own database.
      await Promise.all(
        ['a', 'b', 'c'].flatMap((body) => [
          first.query('INSERT INTO notes (body) VALUES ($1)', [`first ${body}`]),
          second.query('INSERT INTO notes (body) VALUES ($1)', [`second ${body}`]),
        ]),
      );
      expect(await first.query('SELECT id, body FROM notes ORDER BY id')).toEqual([
        { id: 1, body: 'first a' },
        { id: 2, body: 'first b' },
        { id: 3, body: 'first c' },
      ]);
      expect(await second.query('SELECT body FROM notes ORDER BY id')).toEqual([{ body: 'second a' }, { body: 'second b' }, { body: 'second c' }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);

  test('a new one starts empty though one before it held rows; a closed one answers no more', async () => {
    const before = await openPgliteInMemory(migrations);
    await before.query('INSERT INTO notes (body) VALUES ($1)', ['left behind']);
    await before.close();
    await expect(before.query('SELECT 1')).rejects.toThrow('The in-memory database is closed');
    await withMemoryDb(async (after) => expect(await noteCount(after)).toEqual([{ n: 0 }]));
  }, 60_000);

  test('a statement that fails leaves the others, and the database, working', async () => {
    await withMemoryDb(async (db) => {
      const [bad, good] = await Promise.allSettled([db.query('SELECT * FROM no_such_table'), noteCount(db)]);
      expect(bad.status).toBe('rejected');
      expect(good).toEqual({ status: 'fulfilled', value: [{ n: 0 }] });
    });
  }, 60_000);

  test('migrations that fail leave nothing open, and say why', async () => {
    await expect(openPgliteInMemory([...migrations, 'CREATE TABLE broken ('])).rejects.toThrow(/syntax error/);
    await withMemoryDb(async (db) => expect(await noteCount(db)).toEqual([{ n: 0 }]));
  }, 60_000);
});
