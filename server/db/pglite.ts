// PGlite: PostgreSQL compiled to WebAssembly, so the reference API needs no database install.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types.ts';

/** A database in a folder, or in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    close: () => pg.close(),
    describe: describePglite(dataDir),
  };
}

export function describePglite(dataDir: string | undefined): string {
  return dataDir ? `PGlite at ${path.relative(process.cwd(), dataDir) || dataDir}` : 'PGlite in memory';
}
