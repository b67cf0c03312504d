// The release a server serves: the one active in the database, looked for at start and then every
// RELEASE_CHECK_MS, so a publish, a rollback or a scheduled release reaches every instance on the
// database. Until a first release is published the files on disk are served.
import path from 'node:path';
import type { Db } from '../db/index.ts';
import type { ProjectDocuments } from '../merchants/project.ts';
import { activeAt, readRelease, releaseImage, type Release } from './releaseStore.ts';

/** How often an instance looks for another active release. */
export const RELEASE_CHECK_MS = 1000;

export class ServedRelease {
  private release: Release | undefined;
  /** Image bytes by content hash, kept for the release served (an image unchanged between releases stays). */
  private images = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly root: string,
  ) {}

  /** The release served; undefined while the files are. */
  get current(): Release | undefined {
    return this.release;
  }

  /** Looks for the active release (at a moment, now by default); true when it is another than the one served. */
  async check(at?: Date): Promise<boolean> {
    const active = await activeAt(this.db, at);
    if (!active || active.releaseId === this.release?.id) return false;
    const release = await readRelease(this.db, active.releaseId);
    if (!release) return false;
    const kept = new Set(Object.values(release.images));
    this.images = new Map([...this.images].filter(([hash]) => kept.has(hash)));
    this.release = release;
    return true;
  }

  /** The served release's documents, each by the absolute path it stands for; undefined while the files are served. */
  documents(): ProjectDocuments | undefined {
    const release = this.release;
    if (!release) return undefined;
    const absolute = (rel: string) => path.join(this.root, ...rel.split('/'));
    // In path order, as the files are read (the database keeps a JSON object's keys in an order of its own).
    const names = Object.keys(release.documents).sort();
    return {
      merchantFiles: names.filter((rel) => rel.startsWith('merchants/')).map(absolute),
      templateFiles: names.filter((rel) => rel.startsWith('templates/')).map(absolute),
      texts: new Map(names.map((rel) => [absolute(rel), release.documents[rel]])),
    };
  }

  /** An image of the served release by its path from the project's root (see web/static.ts ReleasedImage). */
  image(relativePath: string): Promise<Buffer | undefined> | undefined {
    const release = this.release;
    if (!release) return undefined;
    const hash = release.images[relativePath];
    if (!hash) return Promise.resolve(undefined);
    let bytes = this.images.get(hash);
    if (!bytes) {
      bytes = releaseImage(this.db, hash);
      this.images.set(hash, bytes);
      // A failed read is tried again on the next request, not remembered.
      bytes.catch(() => this.images.delete(hash));
    }
    return bytes;
  }

  /** One line for the log: which release is served, or that the files are. */
  describe(): string {
    const r = this.release;
    if (!r) return 'the files in merchants/ and templates/ (no release is published)';
    return `release ${r.id}, published ${r.publishedAt.toISOString()} by ${r.publishedBy}${r.note ? ` (${r.note})` : ''}`;
  }
}

/**
 * Looks for another active release every RELEASE_CHECK_MS and calls `switched` when one is found (one
 * look at a time); a failure to look is said once, and again only when it changes. Returns the stop.
 */
export function followReleases(served: ServedRelease, switched: () => Promise<void>, warn: (line: string) => void): () => void {
  let looking = false;
  let lastFailure = '';
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      if (await served.check()) await switched();
      lastFailure = '';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastFailure) warn(`Could not look for another release (still serving ${served.describe()}): ${message}`);
      lastFailure = message;
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), RELEASE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
