import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BLOCK_DEFAULTS } from './src/config/types.generated.ts';
import { appCodeRegion } from './scripts/build/appCodeRegion.ts';
import { compileHints } from './scripts/build/compileHints.ts';
import { stacklessSentinels } from './scripts/build/stacklessSentinels.ts';
import { webApp } from './scripts/build/webApp.ts';

const COMPILED_MESSAGES = path.resolve(import.meta.dirname, 'src/i18n/compiled');

/** The version the message URLs carry, as "npm run gen" wrote it. */
function messagesVersion(): string {
  const match = /MESSAGES_VERSION = '([0-9a-f]+)'/.exec(readFileSync(path.join(COMPILED_MESSAGES, 'bundles.ts'), 'utf8'));
  if (!match) throw new Error('src/i18n/compiled/bundles.ts has no version: run "npm run gen"');
  return match[1];
}

/**
 * The compiled messages as files under assets/i18n/<version>/<bundle>/<LANG>.json, fetched by name
 * (src/i18n/loadMessages.ts): the build writes them, and the dev server answers for them.
 */
function messageFiles(): Plugin {
  const bundles = () =>
    readdirSync(COMPILED_MESSAGES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  return {
    name: 'wl-messages',
    generateBundle() {
      const version = messagesVersion();
      for (const bundle of bundles()) {
        for (const file of readdirSync(path.join(COMPILED_MESSAGES, bundle))) {
          this.emitFile({
            type: 'asset',
            fileName: `assets/i18n/${version}/${bundle}/${file}`,
            source: readFileSync(path.join(COMPILED_MESSAGES, bundle, file)),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/m\/assets\/i18n\/[0-9a-f]+\/([\w-]+)\/([\w-]+\.json)$/.exec(req.url ?? '');
        const file = match && path.join(COMPILED_MESSAGES, match[1], match[2]);
        if (!file || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(readFileSync(file));
      });
    },
  };
}

/**
 * The boot skeleton's shape when the server gives none (a static deployment, or a merchant whose home
 * lacks the block): index.html names the block defaults by placeholder (__WL_BOOT_…__, a word CSS accepts),
 * filled from the block schemas.
 */
function bootDefaults(): Plugin {
  const values: Record<string, string> = {
    WL_BOOT_BANNER: BLOCK_DEFAULTS['banner-carousel'].aspectRatio,
    WL_BOOT_ACTS: String(BLOCK_DEFAULTS['activity-buttons'].columns),
    WL_BOOT_LANES: String(BLOCK_DEFAULTS['game-lanes'].columns),
  };
  return {
    name: 'wl-boot-defaults',
    transformIndexHtml: (html) =>
      html.replace(/__(WL_BOOT_[A-Z]+)__/g, (placeholder, name: string) => {
        if (!(name in values)) throw new Error(`index.html names ${placeholder}, which no block default fills`);
        return values[name];
      }),
  };
}

/**
 * The source files of the pages the server renders, from the page registry, read as the build starts:
 * this file is bundled before it runs, and a static import would bundle every page the registry imports.
 */
async function entryPageSources(): Promise<string[]> {
  const file = pathToFileURL(path.resolve(import.meta.dirname, 'src/pages/registry.ts')).href;
  const { ENTRY_PAGES, pageRegistry } = (await import(/* @vite-ignore */ file)) as typeof import('./src/pages/registry.ts');
  return ENTRY_PAGES.map((page) => pageRegistry[page].firstScreen.source);
}

// One build for every merchant: nothing merchant-specific is baked in; the app asks the API at boot.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    bootDefaults(),
    // Every page's blocks come from one chunk, still loaded through the registry's dynamic imports, but
    // asked for at once, beside the app's code, instead of after the config.
    appCodeRegion('/m/', ['blocks']),
    messageFiles(),
    ...webApp('scripts/build/offline-messages'),
    // The entry with all it imports, home's blocks preloaded beside it and the page chunks of the other
    // pages the server renders compile as they load.
    compileHints({ chunks: ['blocks'], sources: entryPageSources }),
    stacklessSentinels(),
  ],
  resolve: {
    alias: [
      // Messages are precompiled to ASTs, so the ICU parser never ships to the browser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    // Which chunk and styles each page needs: the server links them in the pages it renders.
    manifest: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Home: its page, the renderer, the blocks and their validators, preloaded beside the entry.
            { name: 'blocks', priority: 10, test: /src[\\/](blocks|renderer|pages[\\/]home|config[\\/]validators[\\/]blocks)[\\/]/ },
            // The libraries every page runs, in two chunks the page evaluates one per task (server/render/pageDocument.ts).
            { name: 'react', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]platform[\\/]reactDom\.ts$/ },
            {
              name: 'vendor',
              priority: 20,
              test: /node_modules[\\/](react-router|react-router-dom|mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // A worker per core (the default leaves one idle: half the machine on two cores).
    maxWorkers: availableParallelism(),
    // Worker threads start a test file faster than child processes (about a tenth of the unit run here).
    pool: 'threads',
    // A loaded machine is slow, not wrong: a test fails on what it sees, never on the clock.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // A browser-like page costs every file its set-up: only components, stores (storage, timers, the
    // window's events), the scripts the API serves to pages (*.page.test.ts) and files that say so
    // (`@vitest-environment jsdom`) get one. Rules, the API's pure parts, the server and the CLI run in Node.
    projects: [
      {
        extends: true,
        // The router as a module: in a context of its own, its CommonJS entry would require an ES module.
        resolve: { alias: [{ find: /^react-router-dom$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router-dom/dist/index.mjs') }] },
        test: {
          name: 'app',
          environment: 'jsdom',
          // Each file's page in a context of its own inside a long-lived worker: the page library is loaded
          // once per worker, not once per file (its set-up was 40 % of the whole unit run in new threads).
          pool: 'vmThreads',
          setupFiles: ['tests/unit/setup.ts'],
          include: ['src/**/*.test.tsx', 'src/stores/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'server/**/*.page.test.ts', 'studio/app/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          setupFiles: ['tests/unit/messageBundles.ts', 'tests/unit/cleanStorage.ts'],
          include: ['src/**/*.test.ts', 'studio/app/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['src/stores/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The server's files share their worker's modules: the embedded database engine then starts once
          // per worker, not once per file (each file's databases are schemas of their own in it), and the
          // server's modules are loaded once. They keep no state between files that a test could see.
          isolate: false,
          setupFiles: ['tests/server/setup.ts'],
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'project/**/*.test.ts', 'studio/server/**/*.test.ts'],
          exclude: ['**/*.page.test.ts'],
        },
      },
    ],
  },
});
