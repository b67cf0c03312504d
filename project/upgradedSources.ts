// Merchant and template files as the current tools read them, for the server. An older file (one that
// `wl validate` says to migrate) is migrated in memory as it is read, so it keeps serving until
// `wl migrate` rewrites it; its text, and so the lines its problems name, stay the file's own.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations/index.ts';
import { readJsonSource, type JsonSource } from './jsonSource.ts';
import { isJsonObject, upgradeData, type FileKind, type Migration } from './migration.ts';

/** A file read, its data at the latest version; `text` stands in for what is on disk. */
export function readUpgraded(file: string, kind: FileKind, text?: string, registry: readonly Migration[] = MIGRATIONS): JsonSource {
  const source = readJsonSource(file, text);
  if (source.problems.length > 0 || !isJsonObject(source.data)) return source;
  try {
    source.data = upgradeData(source.data, kind, registry);
  } catch {
    // A file a migration cannot read stays as it is: the version check names it, and `wl migrate` says why.
  }
  return source;
}

export interface UpgradedSourceOptions {
  /** Merchant files from outside merchants/ (a file `wl preview` was pointed at). */
  extraMerchantFiles?: string[];
  /** Text to read in place of a file's content on disk (the studio's drafts), by absolute path. */
  texts?: ReadonlyMap<string, string>;
  /** The files to read, in place of those of merchants/ and templates/ on disk (a release's). */
  files?: { merchants: readonly string[]; templates: readonly string[] };
}

/** Every merchant and template file of a project, read upgraded, by path: loadProject's `sources`. */
export function upgradedSources(root: string, opts: UpgradedSourceOptions = {}): Map<string, JsonSource> {
  const merchants = opts.files?.merchants ?? jsonFiles(path.join(root, 'merchants'));
  const templates = opts.files?.templates ?? jsonFiles(path.join(root, 'templates'));
  const files: [string, FileKind][] = [
    ...[...merchants, ...(opts.extraMerchantFiles ?? [])].map((file): [string, FileKind] => [file, 'merchant']),
    ...templates.map((file): [string, FileKind] => [file, 'template']),
  ];
  return new Map(files.map(([file, kind]) => [file, readUpgraded(file, kind, opts.texts?.get(file))]));
}

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}
