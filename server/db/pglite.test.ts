// An embedded database is one process's: a second opener of its folder is refused with a sentence.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';
import { LOCK_FILE, openPglite } from './pglite.ts';

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
