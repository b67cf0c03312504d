// What a release holds, read from a project's files: every merchant and template file as its exact text,
// and every image under merchants/assets/ by the hash of its content. The snapshot is checked as
// `wl validate` checks the files (each file's own checks, then the cross-document rules), from the very
// texts it holds, so what is checked is what would be served.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadProject, type Problem } from '../../project/project.ts';
import { currentValidators } from '../../project/validators.ts';

/** The folders a release takes its documents from, and the one it takes its images from. */
export const DOCUMENT_DIRS = ['merchants', 'templates'] as const;
export const IMAGE_DIR = 'merchants/assets';

export interface Snapshot {
  /** Each document's text, by its path from the project's root (with `/`), in path order. */
  documents: Record<string, string>;
  /** Each image's content hash (sha256, hex), by its path from the project's root. */
  images: Record<string, string>;
  /** Each image's bytes, by content hash: one entry however many paths share them. */
  contents: Map<string, Buffer>;
}

export interface CheckedSnapshot {
  snapshot: Snapshot;
  /** What `wl validate` would call errors; a snapshot with any is never published. */
  errors: Problem[];
}

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

function filesUnder(dir: string, recursive: boolean, keep: (name: string) => boolean): string[] {
  try {
    return readdirSync(dir, { recursive, withFileTypes: true })
      .filter((entry) => entry.isFile() && keep(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

export const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Reads the project's documents and images as they are on disk now. */
export function readSnapshot(root: string): Snapshot {
  const documents: Record<string, string> = {};
  for (const dir of DOCUMENT_DIRS) {
    for (const file of filesUnder(path.join(root, dir), false, (name) => name.endsWith('.json'))) documents[relative(root, file)] = readFileSync(file, 'utf8');
  }
  const images: Record<string, string> = {};
  const contents = new Map<string, Buffer>();
  for (const file of filesUnder(path.join(root, IMAGE_DIR), true, (name) => !name.startsWith('.'))) {
    const bytes = readFileSync(file);
    const hash = contentHash(bytes);
    images[relative(root, file)] = hash;
    contents.set(hash, bytes);
  }
  return { documents, images, contents };
}

/** The snapshot's documents checked as `wl validate` checks the files: errors only, warnings never stop a release. */
export async function checkSnapshot(root: string, snapshot: Snapshot): Promise<Problem[]> {
  const absolute = (rel: string) => path.join(root, ...rel.split('/'));
  const names = Object.keys(snapshot.documents);
  const project = await loadProject(root, {
    merchantFiles: names.filter((rel) => rel.startsWith('merchants/')).map(absolute),
    templateFiles: names.filter((rel) => rel.startsWith('templates/')).map(absolute),
    texts: new Map(names.map((rel) => [absolute(rel), snapshot.documents[rel]])),
    images: new Map(Object.entries(snapshot.images).map(([rel, hash]) => [absolute(rel), snapshot.contents.get(hash)!])),
    validators: currentValidators(root),
    lint: true,
  });
  return [...project.problems, ...project.lint.filter((p) => p.severity === 'error')];
}

/** Reads and checks the project as it is on disk now. */
export async function takeSnapshot(root: string): Promise<CheckedSnapshot> {
  const snapshot = readSnapshot(root);
  return { snapshot, errors: await checkSnapshot(root, snapshot) };
}
