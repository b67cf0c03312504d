// For the studio server's tests: a studio on a copy of the project, with no build of the app or of the
// studio's page (its calls, the preview's API and its gate are what such tests are about).
import path from 'node:path';
import { scratchProject } from '../../tests/server/support.ts';
import { startStudio, type RunningStudio, type StudioOptions } from './studioServer.ts';

/** The token the scratch studio answers to. */
export const SCRATCH_TOKEN = 't0ken';

export async function scratchStudio(opts: Partial<StudioOptions> = {}): Promise<{ studio: RunningStudio; root: string; remove(): Promise<void> }> {
  const project = scratchProject();
  const studio = await startStudio({
    root: project.root,
    port: 0,
    merchant: 'royal88',
    distDir: path.join(project.root, 'no-dist'),
    studioDir: path.join(project.root, 'no-studio'),
    databaseDir: 'memory',
    token: SCRATCH_TOKEN,
    ...opts,
  });
  return {
    studio,
    root: project.root,
    async remove() {
      await studio.close();
      project.remove();
    },
  };
}
