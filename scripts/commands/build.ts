// `wl build`: the production build in dist/, plus gzip and brotli copies the server sends as they are.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { projectRoot } from '../lib/root.ts';
import { buildServerRender } from '../build/serverRender.ts';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export async function runBuild(opts: { quiet?: boolean } = {}): Promise<void> {
  await build({ root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: opts.quiet ? 'warn' : 'info' });
  await buildServerRender(projectRoot, opts);
  const written = await compressAll(path.join(projectRoot, 'dist'));
  if (!opts.quiet) console.log(`Compressed ${written} files (.gz and .br)`);
}

/** Writes file.gz and file.br beside every compressible file over MIN_BYTES; returns how many. */
export async function compressAll(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) count += await compressAll(file);
    else if (COMPRESSIBLE.test(entry.name) && (await stat(file)).size > MIN_BYTES) {
      const data = await readFile(file);
      const [gz, br] = await Promise.all([
        gzipAsync(data, { level: 9 }),
        brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      count += 1;
    }
  }
  return count;
}
