// Which code a build file holds, and which of that code belongs to a feature that should load on demand:
// an overlay, a page other than home, a floating feature (all but its gate), or a feature store (one
// RootStore does not build).
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export interface BuildModules {
  /** Build file (as under dist/, e.g. assets/index-abc.js) → the project files it holds. */
  filesOf: Map<string, string[]>;
  /** Project files that are code of a lazy feature. */
  lazy: Set<string>;
}

const OVERLAY = /^src\/overlays\/[^/]+\/(?!index\.ts$)/;
const LAZY_PAGE = /^src\/pages\/(?!home\/|registry\.ts$)/;
const FLOATING = /^src\/floating\/(?!FloatingFeatures\.tsx$)/;
const STORES = /^src\/stores\//;

/** Builds the app again in memory (the same input gives the same file names) and maps its files. */
export async function buildModules(root: string): Promise<BuildModules> {
  const rel = (id: string) => path.relative(root, id).split(path.sep).join('/');
  const imports = new Map<string, string[]>();
  const collect: Plugin = {
    name: 'wl-collect-imports',
    generateBundle() {
      for (const id of this.getModuleIds()) imports.set(rel(id), (this.getModuleInfo(id)?.importedIds ?? []).map(rel));
    },
  };
  const result = await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { write: false }, plugins: [collect] });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const filesOf = new Map<string, string[]>();
  for (const output of outputs) {
    for (const file of output.output) if (file.type === 'chunk') filesOf.set(file.fileName, file.moduleIds.map(rel));
  }
  // What RootStore builds (and the hook that hands it to components), with all they import, loads
  // first; any other store is a feature's.
  const eager = new Set<string>();
  const visit = (id: string) => {
    if (eager.has(id)) return;
    eager.add(id);
    for (const next of imports.get(id) ?? []) visit(next);
  };
  visit('src/stores/RootStore.ts');
  visit('src/stores/index.ts');
  const lazy = new Set([...imports.keys()].filter((id) => OVERLAY.test(id) || LAZY_PAGE.test(id) || FLOATING.test(id) || (STORES.test(id) && !eager.has(id))));
  return { filesOf, lazy };
}
