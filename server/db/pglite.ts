// PGlite: PostgreSQL compiled to WebAssembly, so the reference API needs no database install.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './types.ts';

/** A database in a folder, brought up to date by `migrations`. */
export async function openPglite(dataDir: string, migrations: readonly string[]): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  await migrate(pg, migrations);
  return asDb(pg, dataDir);
}

async function migrate(pg: PGlite, migrations: readonly string[]): Promise<void> {
  for (const sql of migrations) await pg.query(sql);
}

function asDb(pg: PGlite, dataDir: string): Db {
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
