// A new PGlite cluster's data folder as a tarball, cached where build tools keep their caches. It is named
// by the PGlite release that made it (and a key, for a test's own), so an old one is never loaded.
import { createHash } from 'node:crypto';
import { mkdirSync, openAsBlob, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/wl-pglite');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

export function templateFile(key: readonly string[], version = pgliteVersion()): string {
  const hash = createHash('sha256').update(version).update('\0').update(key.join('\0')).digest('hex').slice(0, 16);
  return path.join(CACHE_DIR, `${hash}.tar`);
}

/**
 * The cached template under this key, if one was made: backed by the file (about 40 MB, most of it the
 * first WAL segment), so it is read once, as the engine loads it, not first copied into memory.
 */
export async function readTemplate(key: readonly string[]): Promise<Blob | undefined> {
  try {
    return await openAsBlob(templateFile(key));
  } catch {
    return undefined;
  }
}

/** Keeps a template; written aside and renamed, so a process reading at the same time sees all or none. */
export async function writeTemplate(key: readonly string[], dump: Blob): Promise<void> {
  const file = templateFile(key);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
