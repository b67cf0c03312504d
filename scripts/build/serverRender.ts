// The server's half of the build: the app's entry pages as a module Node runs (dist-server/), from the
// same sources as the browser's build, so a page is rendered by the code that hydrates it.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const SERVER_RENDER_DIR = 'dist-server';
export const SERVER_RENDER_ENTRY = 'serverEntry.js';

export async function buildServerRender(root: string, opts: { quiet?: boolean } = {}): Promise<void> {
  await build({
    root,
    configFile: false,
    base: '/m/',
    logLevel: opts.quiet ? 'warn' : 'info',
    plugins: [react()],
    build: {
      ssr: path.join(root, 'src/app/serverEntry.tsx'),
      outDir: path.join(root, SERVER_RENDER_DIR),
      emptyOutDir: true,
      target: 'node20',
      // Files the browser's build already wrote (images, styles) are only named here.
      copyPublicDir: false,
      // One file: a rebuild is loaded afresh as a whole, never half old and half new.
      rolldownOptions: { output: { entryFileNames: SERVER_RENDER_ENTRY, codeSplitting: false } },
    },
  });
}
