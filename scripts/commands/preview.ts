// `wl preview [merchant]`: the app and the reference API on one origin, following edits to the configs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createServer } from '../../server/index.ts';
import { projectRoot } from '../lib/root.ts';
import { compileMessages } from '../gen/messages.ts';
import { generateValidators } from '../gen/validators.ts';
import { runBuild } from './build.ts';

export const DEFAULT_PORT = 5173;
export const DEFAULT_MERCHANT = 'royal88';

/** Newest modification time under the app's sources, to tell whether dist/ is stale. */
function newestSource(): number {
  const newest = (p: string): number => {
    const stat = statSync(p);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
  };
  return Math.max(...['src', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(projectRoot, p)).filter(existsSync).map(newest));
}

function distIsFresh(distIndex: string): boolean {
  return existsSync(distIndex) && statSync(distIndex).mtimeMs >= newestSource();
}

export async function runPreview(merchant: string | undefined, opts: { port?: string | number; build: boolean }): Promise<void> {
  const port = Number(opts.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${String(opts.port ?? process.env.PORT)}`);
  const distDir = path.join(projectRoot, 'dist');
  if (opts.build && !distIsFresh(path.join(distDir, 'index.html'))) {
    console.log('Building the app…');
    await generateValidators(projectRoot);
    await compileMessages(projectRoot);
    await runBuild({ quiet: true });
  }
  const file = merchant && merchant.endsWith('.json') ? path.resolve(merchant) : undefined;
  if (file && !existsSync(file)) throw new Error(`No merchant file ${file}`);
  const defaultMerchant = file ? undefined : merchant ?? DEFAULT_MERCHANT;
  const server = await createServer({
    root: projectRoot,
    port,
    preview: true,
    defaultMerchant: defaultMerchant ?? codeOf(file!),
    extraMerchantFiles: file ? [file] : undefined,
    distDir,
  });
  console.log(`Preview of ${defaultMerchant ?? file}: open ${server.url} (edits to merchants/ and templates/ show at once; Ctrl+C stops)`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The merchant code inside a merchant file (the file name when it cannot be read). */
function codeOf(file: string): string {
  try {
    const code = (JSON.parse(readFileSync(file, 'utf8')) as { merchantCode?: unknown }).merchantCode;
    if (typeof code === 'string') return code;
  } catch {
    // The preview reports the file's problems itself.
  }
  return path.basename(file).replace(/\.json$/, '');
}
