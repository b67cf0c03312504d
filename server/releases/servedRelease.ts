// The release a server serves: the one active in the database, looked for at start, at once when a
// publish or a rollback is announced (PostgreSQL's notices), at the moment a scheduled one takes over,
// and every RELEASE_CHECK_MS in case a notice was missed. Until a first release is published the files
// on disk are served.
import path from 'node:path';
import type { Db } from '../db/index.ts';
import type { ProjectDocuments } from '../merchants/project.ts';
import { activeAndNext, readRelease, RELEASES_CHANNEL, releaseImage, type Release } from './releaseStore.ts';

/** A release's documents, each by the absolute path in the project at `root` it stands for. */
export function releaseDocuments(release: Pick<Release, 'documents'>, root: string): ProjectDocuments {
  const absolute = (rel: string) => path.join(root, ...rel.split('/'));
  // In path order, as the files are read (the database keeps a JSON object's keys in an order of its own).
  const names = Object.keys(release.documents).sort();
  return {
    merchantFiles: names.filter((rel) => rel.startsWith('merchants/')).map(absolute),
    templateFiles: names.filter((rel) => rel.startsWith('templates/')).map(absolute),
    texts: new Map(names.map((rel) => [absolute(rel), release.documents[rel]])),
  };
}

/** How often an instance looks for another active release. */
export const RELEASE_CHECK_MS = 1000;

export class ServedRelease {
  private release: Release | undefined;
  /** Image bytes by content hash, kept for the release served (an image unchanged between releases stays). */
  private images = new Map<string, Promise<Buffer | undefined>>();
  /** When the next activation known at the latest look takes over (a scheduled release). */
  nextSwitchAt: Date | undefined;

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
    const { active, nextFrom } = await activeAndNext(this.db, at);
    this.nextSwitchAt = nextFrom;
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
    return this.release && releaseDocuments(this.release, this.root);
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

  /** Calls `heard` when the database announces a publish or a rollback (none where it cannot: PGlite). */
  async listen(heard: () => void): Promise<() => Promise<void>> {
    return this.db.listen ? this.db.listen(RELEASES_CHANNEL, heard) : async () => undefined;
  }

  /** One line for the log: which release is served, or that the files are. */
  describe(): string {
    const r = this.release;
    if (!r) return 'the files in merchants/ and templates/ (no release is published)';
    return `release ${r.id}, published ${r.publishedAt.toISOString()} by ${r.publishedBy}${r.note ? ` (${r.note})` : ''}`;
  }
}

/** A scheduled switch further off than this is left to the periodic look (and setTimeout's range). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * Looks for another active release when the database announces a change, when a scheduled one is due,
 * and every RELEASE_CHECK_MS; calls `switched` when one is found. One look at a time: a reason to look
 * that comes during a look makes one more look after it, so no announcement is lost. A failure to look
 * is said once, and again only when it changes.
 */
export function followReleases(
  served: ServedRelease,
  switched: () => Promise<void>,
  warn: (line: string) => void,
  checkMs = RELEASE_CHECK_MS,
): { listening: Promise<void>; stop: () => Promise<void> } {
  let looking = false;
  let again = false;
  let stopped = false;
  let lastFailure = '';
  let due: NodeJS.Timeout | undefined;
  const look = async () => {
    if (looking) {
      again = true;
      return;
    }
    looking = true;
    try {
      do {
        again = false;
        if (await served.check()) await switched();
        lastFailure = '';
      } while (again && !stopped);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastFailure) warn(`Could not look for another release (still serving ${served.describe()}): ${message}`);
      lastFailure = message;
    } finally {
      looking = false;
      wakeForNext();
    }
  };
  // At the moment a scheduled release takes over; the database's clock decides, so a look a little early
  // finds nothing and the periodic one follows.
  const wakeForNext = () => {
    clearTimeout(due);
    const wait = served.nextSwitchAt && served.nextSwitchAt.getTime() - Date.now();
    if (stopped || wait === undefined || wait > LONGEST_WAIT_MS) return;
    due = setTimeout(() => void look(), Math.max(0, wait) + 5).unref();
  };
  const timer = setInterval(() => void look(), checkMs).unref();
  wakeForNext();
  const listening = served
    .listen(() => void look())
    .catch((error: unknown) => {
      warn(`Releases are looked for every ${checkMs / 1000} s only: ${error instanceof Error ? error.message : String(error)}`);
      return async () => undefined;
    });
  return {
    // Settles once notices are heard (or it is known they cannot be): announcements from then on count.
    listening: listening.then(() => undefined),
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(due);
      await (await listening)();
    },
  };
}
