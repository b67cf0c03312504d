// What every PGlite engine a process starts is built from: PostgreSQL compiled to WebAssembly and the
// bundle of its share files. Read and compiled once per process and handed to each engine, instead of
// once per engine (a process that opens several data folders, or reopens its in-memory engine after an
// idle spell, skips about a fifth of each later start).
import { openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface EngineAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let assets: Promise<EngineAssets> | undefined;

/** The compiled module and the share-file bundle of the installed PGlite, the same for every engine of the process. */
export function engineAssets(): Promise<EngineAssets> {
  if (assets) return assets;
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const loading = (async () => ({
    pgliteWasmModule: await WebAssembly.compile(await readFile(path.join(dist, 'pglite.wasm'))),
    // Backed by the file, not copied into memory: the engine reads it once, as it starts.
    fsBundle: await openAsBlob(path.join(dist, 'pglite.data')),
  }))();
  // A load that failed is tried again by the next engine, not remembered.
  loading.catch(() => {
    if (assets === loading) assets = undefined;
  });
  assets = loading;
  return loading;
}
