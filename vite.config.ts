import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One build for every merchant: nothing merchant-specific is baked in; the app asks the API at boot.
export default defineConfig({
  base: '/m/',
  plugins: [react()],
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
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|axios|react-intl|@formatjs|intl-messageformat)[\\/]/ }],
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
