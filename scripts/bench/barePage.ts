// A bare client-rendered page of the app's stack (bare/), built in the bench run and served on its own
// port: what the app's pages are held against.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { build } from 'vite';
import { root } from './shared.ts';

const SOURCE = path.join(root, 'scripts/bench/bare');
/** Git ignores .bench/; the build is made again on every run, so it is never stale. */
const OUT = path.join(root, '.bench/bare');
/** The first banner royal88's home shows. */
const BANNER = path.join(root, 'merchants/assets/royal88/banner-1.webp');

export interface BarePage {
  url: string;
  close(): Promise<void>;
}

/** Gzip and brotli copies beside each file, as `wl build` writes them for the app: sirv sends them as they are. */
function compressAll(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:js|css|html|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/** Builds as the app builds for production: minified, es2020, no message parser, gzip and brotli copies. */
async function buildBare(): Promise<void> {
  await build({
    root: SOURCE,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
    },
    build: { outDir: OUT, emptyOutDir: true, target: 'es2020', assetsInlineLimit: 0 },
  });
  copyFileSync(BANNER, path.join(OUT, 'banner.webp'));
  compressAll(OUT);
}

export async function startBarePage(): Promise<BarePage> {
  await buildBare();
  const serve = sirv(OUT, { gzip: true, brotli: true, etag: true, single: true });
  const server = createServer((req, res) => serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
