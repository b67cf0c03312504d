// An embedded database is one process's: a second opener of its folder is refused with a sentence.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';
import { LOCK_FILE, openPglite } from './pglite.ts';
import { templateFile, writeTemplate } from './pgliteTemplate.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wl-pglite-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a folder open in this process is refused to a second opener, and free again once closed', async () => {
  const db = await openPglite(dir, MIGRATIONS);
  await expect(openPglite(dir, MIGRATIONS)).rejects.toThrow(`is open in another process (pid ${process.pid})`);
  await db.close();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  const again = await openPglite(dir, MIGRATIONS);
  expect(await again.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  await again.close();
}, 60_000);

test('a folder another running process holds is refused; a lock left by a process that has ended is taken over', async () => {
  mkdirSync(dir, { recursive: true });
  const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  try {
    writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
    await expect(openPglite(dir, MIGRATIONS)).rejects.toThrow(
      /^the embedded database in .+ is open in another process \(pid \d+\): stop it first, or give every process one PostgreSQL database \(DATABASE_URL\)$/,
    );
  } finally {
    const ended = new Promise((resolve) => other.once('exit', resolve));
    other.kill();
    await ended;
  }
  const db = await openPglite(dir, MIGRATIONS);
  await db.close();
}, 60_000);

describe('a new folder', () => {
  const key = ['pglite.test', String(process.pid)];
  afterAll(() => rmSync(templateFile(key), { force: true }));

  test('starts from the cached cluster, and keeps what is written in it', async () => {
    // A cached cluster with a mark of its own, to tell it from one made anew.
    const { PGlite } = await import('@electric-sql/pglite');
    const marked = new PGlite();
    await marked.exec("CREATE TABLE from_template (mark TEXT); INSERT INTO from_template VALUES ('cached')");
    await writeTemplate(key, await marked.dumpDataDir('none'));
    await marked.close();
    const db = await openPglite(dir, MIGRATIONS, key);
    expect(await db.query('SELECT mark FROM from_template')).toEqual([{ mark: 'cached' }]);
    await db.query("INSERT INTO members (merchant_code, username, password_hash) VALUES ('m1', 'ana', 'x')");
    await db.close();
    const again = await openPglite(dir, MIGRATIONS, key);
    expect(await again.query('SELECT username FROM members')).toEqual([{ username: 'ana' }]);
    await again.close();
  }, 60_000);

  test('is made a cluster of its own when the cached one cannot be loaded', async () => {
    writeFileSync(templateFile(key), 'not a tarball');
    const db = await openPglite(dir, MIGRATIONS, key);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
