// `wl studio [merchant]`: the studio on this machine only, with its access link printed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../lib/cliError.ts';
import { merchantFileOf } from '../lib/merchantCodes.ts';
import { projectRoot } from '../lib/root.ts';
import { DEFAULT_MERCHANT, ensureAppBuilt, isStale, parsePort, stopOnSignals } from './preview.ts';

export const DEFAULT_STUDIO_PORT = 5180;
/** What the studio's build is made from. */
const STUDIO_INPUTS = [
  'studio/app',
  'studio/vite.config.ts',
  'src/ui/SafeHtml.tsx',
  'project/jsonEdits.ts',
  'project/jsonDiff.ts',
  'project/contrast.ts',
  'project/imageNames.ts',
];

export async function runStudio(merchant: string | undefined, opts: { port?: string; build: boolean }): Promise<void> {
  const port = parsePort(opts.port ?? process.env.PORT ?? DEFAULT_STUDIO_PORT);
  const code = merchant ?? DEFAULT_MERCHANT;
  if (code.includes('/') || code.endsWith('.json')) throw new CliError('the studio edits the merchants of this project: name one by its code, such as royal88');
  merchantFileOf(projectRoot, code);
  if (opts.build) {
    await ensureAppBuilt();
    await buildStudio();
  }
  // Imported once the options are read: a mistyped one is said at once, not after seconds of loading.
  const { startStudio } = await import('../../studio/server/studioServer.ts');
  const studio = await startStudio({
    root: projectRoot,
    port,
    merchant: code,
    distDir: path.join(projectRoot, 'dist'),
    studioDir: path.join(projectRoot, 'dist-studio'),
  });
  console.log(`Studio for ${code}: open ${studio.url}`);
  console.log('  only this machine can reach it, and only with that address (it holds the access token); Ctrl+C stops');
  stopOnSignals(studio);
}

/** Builds the studio's page when its sources are newer than the build (or it is missing). */
export async function buildStudio(opts: { force?: boolean } = {}): Promise<void> {
  const index = path.join(projectRoot, 'dist-studio', 'index.html');
  if (!opts.force && existsSync(index) && !isStale(index, STUDIO_INPUTS)) return;
  console.log('Building the studio…');
  const { build } = await import('vite');
  await build({ configFile: path.join(projectRoot, 'studio', 'vite.config.ts'), logLevel: 'warn' });
}
