// PGlite: PostgreSQL compiled to WebAssembly, so the reference API needs no database install.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './types.ts';
import { migrate } from './migrations.ts';
import { engineAssets } from './pgliteAssets.ts';
import { readTemplate } from './pgliteTemplate.ts';

/** The file that says which process has a folder's database open. */
export const LOCK_FILE = 'wl.pid';
/** The lock files this process holds (a lock naming this process that it does not hold is left from before). */
const heldHere = new Set<string>();

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Another user's process is alive too, though not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a folder's database for this process. PGlite is one process's database: a second process
 * writing the same folder would corrupt it, so a second opener is refused with a sentence (a lock left
 * by a process that has ended is taken over). Returns the release of the claim.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    const held = holder === process.pid ? heldHere.has(file) : Number.isInteger(holder) && holder > 0 && running(holder);
    if (held) {
      throw new Error(
        `the embedded database in ${path.relative(process.cwd(), dataDir) || dataDir} is open in another process (pid ${holder}): stop it first, or give every process one PostgreSQL database (DATABASE_URL)`,
      );
    }
    rmSync(file, { force: true });
  }
}

/** A database in a folder, brought up to date by `migrations` (`templateKey`: a test's own template, pgliteTemplate.ts). */
export async function openPglite(dataDir: string, migrations: readonly string[], templateKey: readonly string[] = []): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let pg: PGlite | undefined;
  try {
    const opened = await startCluster(PGlite, dataDir, templateKey);
    pg = opened;
    await migrate(async (sql, params) => (await opened.query(sql, params)).rows as never[], migrations, describePglite(dataDir));
    return asDb(opened, dataDir, unlock);
  } catch (error) {
    // Left open, the database would keep the process alive after its failure was said.
    await pg?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/**
 * The folder's cluster, started. A folder with none yet gets a copy of the blank cluster cached for this
 * PGlite release (pgliteTemplate.ts), a fraction of the time creating one takes (about 1.5 s against 5 s
 * here: the first `wl publish`, the first start of `wl serve`, each test with a folder of its own).
 */
async function startCluster(Engine: typeof PGlite, dataDir: string, templateKey: readonly string[]): Promise<PGlite> {
  const assets = await engineAssets();
  const template = existsSync(path.join(dataDir, 'PG_VERSION')) ? undefined : await readTemplate(templateKey);
  if (template) {
    const copied = new Engine(dataDir, { ...assets, loadDataDir: template });
    try {
      await copied.waitReady;
      return copied;
    } catch {
      // A template this PGlite cannot load: the folder is emptied (the lock aside) and a cluster made in it.
      await copied.close().catch(() => undefined);
      for (const entry of readdirSync(dataDir)) if (entry !== LOCK_FILE) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
  const made = new Engine(dataDir, assets);
  await made.waitReady;
  return made;
}

function asDb(pg: PGlite, dataDir: string, unlock: () => void): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
    describe: describePglite(dataDir),
  };
}

export function describePglite(dataDir: string | undefined): string {
  return dataDir ? `PGlite at ${path.relative(process.cwd(), dataDir) || dataDir}` : 'PGlite in memory';
}
