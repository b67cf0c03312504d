import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Every page's blocks come from one chunk that is still loaded through the registry's dynamic
 * imports, but index.html asks for it at once, beside the app's code, instead of after the config.
 */
function preloadBlocksChunk(): Plugin {
  return {
    name: 'wl-preload-blocks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'blocks');
      const html = bundle['index.html'];
      if (!chunk || !html || html.type !== 'asset') return;
      const link = `<link rel="modulepreload" crossorigin href="/m/${chunk.fileName}">`;
      html.source = String(html.source).replace('</head>', `  ${link}\n  </head>`);
    },
  };
}
import react from '@vitejs/plugin-react';

// One build for every merchant: nothing merchant-specific is baked in; the app asks the API at boot.
export default defineConfig({
  base: '/m/',
  plugins: [react(), preloadBlocksChunk()],
  resolve: {
    alias: [
      // Messages are precompiled to ASTs, so the ICU parser never ships to the browser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2020',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'blocks', priority: 10, test: /src[\\/](blocks|config[\\/]validators[\\/]blocks)[\\/]/ },
            { name: 'vendor', priority: 20, test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|axios|react-intl|@formatjs|intl-messageformat)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
});
