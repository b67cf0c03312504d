// In-memory databases: every one a process opens lives in one embedded engine, each in a schema of its
// own. Starting an engine takes a second or more (the WebAssembly instance and a cluster); a schema and its
// migrations take a tenth of that, so a process that opens many (a test run, each server of its own) pays
// the start once. One connection serves them all, one statement at a time: before each, the engine is
// pointed at the schema of the database that asks.
import type { PGlite } from '@electric-sql/pglite';
import { engineAssets } from './pgliteAssets.ts';
import { readTemplate, writeTemplate } from './pgliteTemplate.ts';
import type { Db } from './types.ts';
import { migrate } from './migrations.ts';

/** How long an engine no database uses stays up, for the next to open at once; it never holds the process. */
export const ENGINE_IDLE_MS = 5_000;

interface Engine {
  pg: PGlite;
  /** Open databases, by schema. */
  schemas: Set<string>;
  /** The schema the connection resolves names in. */
  current: string | undefined;
  /** The last statement asked for: each waits for the one before (a switch and its statement are one step). */
  tail: Promise<unknown>;
  idle: NodeJS.Timeout | undefined;
}

let shared: Promise<Engine> | undefined;
let opened = 0;

/**
 * A started engine, from a blank cluster kept on disk for this PGlite release (`templateKey` names the
 * cache entry, for a test of its own): loading one is a fraction of creating a cluster.
 */
export async function startEngine(templateKey: readonly string[] = []): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const [assets, template] = await Promise.all([engineAssets(), readTemplate(templateKey)]);
  if (template) {
    try {
      const pg = new PGlite({ ...assets, loadDataDir: template });
      await pg.waitReady;
      return pg;
    } catch {
      // A template this PGlite cannot load is made again below.
    }
  }
  const pg = new PGlite(assets);
  await pg.waitReady;
  await writeTemplate(templateKey, await pg.dumpDataDir('none')).catch(() => undefined);
  return pg;
}

function engine(): Promise<Engine> {
  if (shared) return shared;
  const starting = startEngine().then((pg): Engine => ({ pg, schemas: new Set(), current: undefined, tail: Promise.resolve(), idle: undefined }));
  // A start that failed is tried again by the next database, not remembered.
  starting.catch(() => {
    if (shared === starting) shared = undefined;
  });
  shared = starting;
  return starting;
}

/** Runs `work` once every statement asked for before it is done, whatever became of them. */
function inTurn<T>(e: Engine, work: () => Promise<T>): Promise<T> {
  const turn = e.tail.then(work, work);
  e.tail = turn.catch(() => undefined);
  return turn;
}

function statement<T>(e: Engine, schema: string, sql: string, params: unknown[]): Promise<T[]> {
  return inTurn(e, async () => {
    if (e.current !== schema) {
      await e.pg.query(`SET search_path TO ${schema}`);
      e.current = schema;
    }
    return (await e.pg.query<T>(sql, params)).rows;
  });
}

function release(e: Engine, schema: string): void {
  e.schemas.delete(schema);
  if (e.schemas.size > 0) return;
  e.idle = setTimeout(() => {
    if (e.schemas.size > 0) return;
    shared = undefined;
    void inTurn(e, () => e.pg.close()).catch(() => undefined);
  }, ENGINE_IDLE_MS);
  e.idle.unref();
}

/** A database in memory with the schema of `migrations`, apart from every other one the process has open. */
export async function openPgliteInMemory(migrations: readonly string[]): Promise<Db> {
  const e = await engine();
  clearTimeout(e.idle);
  const schema = `memory_${++opened}`;
  e.schemas.add(schema);
  let closing: Promise<void> | undefined;
  const query = <T>(sql: string, params: unknown[] = []) =>
    closing ? Promise.reject(new Error('The in-memory database is closed')) : statement<T>(e, schema, sql, params);
  try {
    await inTurn(e, () => e.pg.exec(`CREATE SCHEMA ${schema}`));
    await migrate(query, migrations, 'PGlite in memory');
  } catch (error) {
    await inTurn(e, () => e.pg.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).catch(() => undefined);
    release(e, schema);
    throw error;
  }
  return {
    query,
    close: () =>
      (closing ??= inTurn(e, async () => {
        await e.pg.exec(`DROP SCHEMA ${schema} CASCADE`);
        if (e.current === schema) e.current = undefined;
      }).finally(() => release(e, schema))),
    describe: 'PGlite in memory',
  };
}
