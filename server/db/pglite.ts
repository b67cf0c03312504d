// PGlite: PostgreSQL compiled to WebAssembly, so the reference API needs no database install.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readTemplate, writeTemplate } from './pgliteTemplate.ts';
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

/**
 * A database in memory with the schema of `migrations`. It starts from a copy of one already migrated,
 * kept on disk for this PGlite and these migrations: loading it takes a fraction of creating a cluster
 * and running every statement, which every test server and preview would otherwise pay.
 */
export async function openPgliteInMemory(migrations: readonly string[]): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const template = readTemplate(migrations);
  if (template) {
    try {
      const pg = new PGlite({ loadDataDir: template });
      await pg.waitReady;
      return asDb(pg, undefined);
    } catch {
      // A template this PGlite cannot load is made again below.
    }
  }
  const pg = new PGlite();
  await pg.waitReady;
  await migrate(pg, migrations);
  await writeTemplate(migrations, await pg.dumpDataDir('none')).catch(() => undefined);
  return asDb(pg, undefined);
}

async function migrate(pg: PGlite, migrations: readonly string[]): Promise<void> {
  for (const sql of migrations) await pg.query(sql);
}

function asDb(pg: PGlite, dataDir: string | undefined): Db {
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
