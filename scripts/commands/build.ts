// `wl build`: the production build in dist/, with gzip and brotli copies the server sends as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { projectRoot } from '../lib/root.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

export async function runBuild(opts: { quiet?: boolean } = {}): Promise<void> {
  await build({ root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: opts.quiet ? 'warn' : 'info' });
  compressAll(path.join(projectRoot, 'dist'));
}

function compressAll(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressAll(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= MIN_BYTES) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
