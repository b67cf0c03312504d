// The database releases are published to and `wl serve` serves from: DATABASE_URL's, else the embedded
// one in WL_DATA_DIR or the project's .data/pglite. The CLI and the studio open it for each piece of
// work and close it after, since the embedded one is one process's at a time.
import path from 'node:path';
import { openDb, type Db } from '../db/index.ts';

export function openReleaseDb(root: string): Promise<Db> {
  return openDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.WL_DATA_DIR ?? path.join(root, '.data', 'pglite'),
  });
}

/** The last piece of work on the release database queued in this process. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` on the release database, closed after whatever happened. Pieces of work of one process
 * run one after the other: the embedded database opens once at a time.
 */
export function withReleaseDb<T>(root: string, work: (db: Db) => Promise<T>): Promise<T> {
  const run = async () => {
    const db = await openReleaseDb(root);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  const done = queue.then(run, run);
  queue = done.catch(() => undefined);
  return done;
}
