// The studio's own build: its page and code in dist-studio/, apart from the app's dist/, so nothing of
// it reaches a player.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

export default defineConfig({
  root: path.join(here, 'app'),
  base: '/studio/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: path.join(here, '..', 'dist-studio'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
