import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { openPgliteInMemory } from './pglite.ts';
import { templateFile } from './pgliteTemplate.ts';

// Migrations of this test's own, so its template is never one another file is loading.
const migrations = [
  `CREATE TABLE IF NOT EXISTS notes (id SERIAL PRIMARY KEY, body TEXT NOT NULL, at_pid INTEGER NOT NULL DEFAULT ${process.pid})`,
  `CREATE INDEX IF NOT EXISTS notes_body ON notes (body)`,
];
const file = templateFile(migrations);

afterAll(() => rmSync(file, { force: true }));

test("a template is named by the PGlite release and the migrations' text", () => {
  expect(templateFile(migrations, '0.5.16')).not.toBe(templateFile(migrations, '0.5.17'));
  expect(templateFile([...migrations, 'SELECT 1'], '0.5.16')).not.toBe(templateFile(migrations, '0.5.16'));
  expect(templateFile(migrations, '0.5.16')).toBe(templateFile([...migrations], '0.5.16'));
});

test('the first in-memory database leaves a template; the next starts from it, empty, with the same schema', async () => {
  rmSync(file, { force: true });
  const first = await openPgliteInMemory(migrations);
  await first.query('INSERT INTO notes (body) VALUES ($1)', ['only in the first']);
  await first.close();
  expect(existsSync(file)).toBe(true);
  const made = statSync(file).mtimeMs;

  const second = await openPgliteInMemory(migrations);
  try {
    expect(await second.query('SELECT body FROM notes')).toEqual([]);
    const [row] = await second.query<{ id: number }>('INSERT INTO notes (body) VALUES ($1) RETURNING id', ['second']);
    expect(row.id).toBe(1);
  } finally {
    await second.close();
  }
  // Loaded, not made again.
  expect(statSync(file).mtimeMs).toBe(made);
}, 60_000);

test('a damaged template is made again rather than failing the start', async () => {
  writeFileSync(file, 'not a tarball');
  const db = await openPgliteInMemory(migrations);
  try {
    expect(await db.query('SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 0 }]);
  } finally {
    await db.close();
  }
  expect(statSync(file).size).toBeGreaterThan(1_000_000);
}, 60_000);
