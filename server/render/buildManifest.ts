// What a page of the built app needs beyond what index.html already loads: its code's chunks (to
// preload) and its styles (to link, so a page rendered on the server is styled before any script runs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** The app's own code, as index.html asks for it: the entry, the chunks it imports (dependencies first), their styles. */
export interface AppFiles {
  entry: string;
  chunks: string[];
  styles: string[];
}

/** The app's files from the manifest, in the order the entry's imports need them (each after what it imports). */
export function appCodeFiles(manifest: BuildManifest, base = '/m/'): AppFiles {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const order: string[] = [];
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
    order.push(key);
  };
  walk(entryKey);
  const styles = [...new Set(order.flatMap((key) => manifest[key].css ?? []))].map((css) => base + css);
  return { entry: base + manifest[entryKey].file, chunks: order.filter((key) => key !== entryKey).map((key) => base + manifest[key].file), styles };
}

export function readBuildManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/** The files (under the app's base) a source module needs, its static imports' too, less the entry's own. */
export function pageAssets(manifest: BuildManifest, source: string, base = '/m/'): PageAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) walk(entryKey, loaded);
  // A module without a chunk of its own (home, in the blocks chunk) comes with the entry.
  if (!manifest[source]) return { scripts: [], styles: [] };
  const needed = new Set<string>();
  walk(source, needed);
  const scripts: string[] = [];
  const styles: string[] = [];
  const entryStyles = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  for (const key of needed) {
    if (!loaded.has(key)) scripts.push(base + manifest[key].file);
    for (const css of manifest[key].css ?? []) if (!entryStyles.has(css) && !styles.includes(base + css)) styles.push(base + css);
  }
  return { scripts, styles };
}
