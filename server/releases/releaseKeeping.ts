// What a database keeps of releases: a release too large for it is refused before anything is written,
// and the oldest releases beyond a count are pruned after a publish, never the active one or one still
// scheduled, with the images no release kept names.
import type { Db } from '../db/index.ts';
import type { Snapshot } from './snapshot.ts';

/** How many releases are kept when WL_RELEASES_KEPT does not say. */
export const RELEASES_KEPT = 50;
/** The largest value PostgreSQL keeps in one jsonb column (a release's documents are one). */
export const JSONB_LIMIT_BYTES = 0x0fffffff;
/** The largest value PostgreSQL keeps in one bytea column (an image is one). */
export const BYTEA_LIMIT_BYTES = 0x3fffffff;
/** An image pruning leaves although no release names it, for a publish that counted on it to name it. */
const IMAGE_GRACE = '1 hour';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

export interface ReleaseSizes {
  /** The documents as the database is sent them (JSON), in bytes. */
  documents: number;
  /** Each image's size in bytes, by its path. */
  images: Record<string, number>;
}

export const snapshotSizes = (snapshot: Snapshot): ReleaseSizes => ({
  documents: Buffer.byteLength(JSON.stringify(snapshot.documents)),
  images: Object.fromEntries(Object.entries(snapshot.images).map(([rel, hash]) => [rel, snapshot.contents.get(hash)?.length ?? 0])),
});

/** Why the database could not keep a release of these sizes, one sentence each; none when it can. */
export function releaseSizeProblems(sizes: ReleaseSizes, limits = { jsonb: JSONB_LIMIT_BYTES, bytea: BYTEA_LIMIT_BYTES }): string[] {
  const problems: string[] = [];
  if (sizes.documents > limits.jsonb)
    problems.push(
      `the merchant and template files take ${megabytes(sizes.documents)} together, over the ${megabytes(limits.jsonb)} PostgreSQL keeps in one jsonb value, where a release holds them`,
    );
  for (const [rel, bytes] of Object.entries(sizes.images)) {
    if (bytes > limits.bytea) problems.push(`${rel} is ${megabytes(bytes)}, over the ${megabytes(limits.bytea)} PostgreSQL keeps in one bytea value`);
  }
  return problems;
}

/** WL_RELEASES_KEPT as a count of at least 1, or RELEASES_KEPT; a value that is no such count is said. */
export function releasesKept(text = process.env.WL_RELEASES_KEPT): number {
  if (text === undefined || text.trim() === '') return RELEASES_KEPT;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`WL_RELEASES_KEPT must be a whole number of 1 or more, not "${text}"`);
  return count;
}

/**
 * Deletes the releases older than the newest `keep`, except the active one and any still scheduled, with
 * their activations, then the images no release names (after IMAGE_GRACE). Returns the ids deleted.
 */
export async function pruneReleases(db: Db, keep: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH active AS (
       SELECT release_id FROM release_activations WHERE active_from <= now() ORDER BY active_from DESC, id DESC LIMIT 1
     ), doomed AS (
       SELECT r.id FROM releases r
       WHERE r.id NOT IN (SELECT id FROM releases ORDER BY id DESC LIMIT $1)
         AND r.id NOT IN (SELECT release_id FROM active)
         AND NOT EXISTS (SELECT 1 FROM release_activations a WHERE a.release_id = r.id AND a.active_from > now())
     ), activations AS (
       DELETE FROM release_activations WHERE release_id IN (SELECT id FROM doomed)
     )
     DELETE FROM releases WHERE id IN (SELECT id FROM doomed) RETURNING id`,
    [keep],
  );
  if (rows.length > 0) {
    await db.query(
      `DELETE FROM release_images i
       WHERE i.used_at < now() - interval '${IMAGE_GRACE}'
         AND i.hash NOT IN (SELECT DISTINCT e.value FROM releases r, jsonb_each_text(r.images) e)`,
    );
  }
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
