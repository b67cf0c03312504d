// Releases in the database (the tables are in db/migrations.ts). A release never changes once written;
// what is served when is the list of activations: the release served at a moment is that of the latest
// activation whose time has come, so a publish, a scheduled publish and a rollback are each one row.
import type { Db } from '../db/index.ts';
import type { Snapshot } from './snapshot.ts';

export type ReleaseState = 'active' | 'scheduled' | 'past';

/** What is said of every release: its id, when, by whom, why, and from which commit. */
interface ReleaseFacts {
  id: number;
  publishedAt: Date;
  publishedBy: string;
  note: string;
  gitCommit: string | null;
}

export interface ReleaseSummary extends ReleaseFacts {
  state: ReleaseState;
  /** When a scheduled release becomes active (its earliest activation still to come). */
  scheduledFor: Date | null;
}

export interface Release extends ReleaseFacts {
  documents: Record<string, string>;
  images: Record<string, string>;
}

export interface PublishMeta {
  by: string;
  note?: string;
  gitCommit?: string | null;
  /** When it becomes active; now when absent. */
  at?: Date;
}

export interface Activation {
  releaseId: number;
  activeFrom: Date;
}

/** The channel a publish or a rollback is announced on, so that every instance looks at once. */
export const RELEASES_CHANNEL = 'wl_releases';

/** Tells every instance listening that what is active (or scheduled) changed; sent when the change commits. */
async function announce(db: Db, releaseId: number): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [RELEASES_CHANNEL, String(releaseId)]);
}

/**
 * Stores the images the database lacks, one row per content hash, and returns how many were new. Those
 * it has are marked as counted on now, so that pruning leaves them until this publish names them.
 */
async function storeImages(db: Db, contents: ReadonlyMap<string, Buffer>): Promise<number> {
  const hashes = [...contents.keys()];
  if (hashes.length === 0) return 0;
  const known = new Set(
    (await db.query<{ hash: string }>('UPDATE release_images SET used_at = now() WHERE hash = ANY($1::text[]) RETURNING hash', [hashes])).map((r) => r.hash),
  );
  const missing = hashes.filter((hash) => !known.has(hash));
  // Content-addressed and never changed: a publish that stops after this leaves only rows a later one reuses.
  for (const hash of missing)
    await db.query('INSERT INTO release_images (hash, content) VALUES ($1, $2) ON CONFLICT (hash) DO UPDATE SET used_at = now()', [hash, contents.get(hash)]);
  return missing.length;
}

/**
 * Writes the snapshot as a new release and its activation (now, or at `meta.at`) in one statement: two
 * publishes at once make two releases, each whole, in the order the database took them.
 */
export async function publishRelease(db: Db, snapshot: Snapshot, meta: PublishMeta): Promise<number> {
  await storeImages(db, snapshot.contents);
  const [row] = await db.query<{ release_id: number }>(
    `WITH release AS (
       INSERT INTO releases (published_by, note, git_commit, documents, images)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING id
     )
     INSERT INTO release_activations (release_id, active_from, reason, made_by)
     SELECT id, COALESCE($6::timestamptz, now()), 'publish', $1 FROM release
     RETURNING release_id`,
    [meta.by, meta.note ?? '', meta.gitCommit ?? null, JSON.stringify(snapshot.documents), JSON.stringify(snapshot.images), meta.at?.toISOString() ?? null],
  );
  await announce(db, row.release_id);
  return row.release_id;
}

/** The activation in force at a moment (now by default): the latest whose time has come. */
export async function activeAt(db: Db, at?: Date): Promise<Activation | undefined> {
  return (await activeAndNext(db, at)).active;
}

/** The activation in force at a moment (now by default), and when the next one to come takes over. */
export async function activeAndNext(db: Db, at?: Date): Promise<{ active?: Activation; nextFrom?: Date }> {
  const [row] = await db.query<{ release_id: number | null; active_from: Date | null; next_from: Date | null }>(
    `WITH moment AS (SELECT COALESCE($1::timestamptz, now()) AS t)
     SELECT a.release_id, a.active_from,
       (SELECT min(n.active_from) FROM release_activations n, moment WHERE n.active_from > moment.t) AS next_from
     FROM moment LEFT JOIN LATERAL (
       SELECT release_id, active_from FROM release_activations
       WHERE active_from <= moment.t ORDER BY active_from DESC, id DESC LIMIT 1
     ) a ON true`,
    [at?.toISOString() ?? null],
  );
  return {
    ...(row?.release_id != null && row.active_from ? { active: { releaseId: row.release_id, activeFrom: new Date(row.active_from) } } : {}),
    ...(row?.next_from ? { nextFrom: new Date(row.next_from) } : {}),
  };
}

/** Every release, newest first, with its state now. */
export async function listReleases(db: Db): Promise<ReleaseSummary[]> {
  const active = await activeAt(db);
  const rows = await db.query<{
    id: number;
    published_at: Date;
    published_by: string;
    note: string;
    git_commit: string | null;
    scheduled_for: Date | null;
  }>(
    `SELECT r.id, r.published_at, r.published_by, r.note, r.git_commit,
       (SELECT min(a.active_from) FROM release_activations a WHERE a.release_id = r.id AND a.active_from > now()) AS scheduled_for
     FROM releases r ORDER BY r.id DESC`,
  );
  return rows.map((r) => ({
    id: r.id,
    publishedAt: new Date(r.published_at),
    publishedBy: r.published_by,
    note: r.note,
    gitCommit: r.git_commit,
    state: r.id === active?.releaseId ? 'active' : r.scheduled_for ? 'scheduled' : 'past',
    scheduledFor: r.scheduled_for ? new Date(r.scheduled_for) : null,
  }));
}

/** One release, whole; undefined when there is none of that id. */
export async function readRelease(db: Db, id: number): Promise<Release | undefined> {
  const [row] = await db.query<{
    id: number;
    published_at: Date;
    published_by: string;
    note: string;
    git_commit: string | null;
    documents: Record<string, string>;
    images: Record<string, string>;
  }>('SELECT id, published_at, published_by, note, git_commit, documents, images FROM releases WHERE id = $1', [id]);
  return (
    row && {
      id: row.id,
      publishedAt: new Date(row.published_at),
      publishedBy: row.published_by,
      note: row.note,
      gitCommit: row.git_commit,
      documents: row.documents,
      images: row.images,
    }
  );
}

/** An image's bytes by its content hash. */
export async function releaseImage(db: Db, hash: string): Promise<Buffer | undefined> {
  const [row] = await db.query<{ content: Uint8Array }>('SELECT content FROM release_images WHERE hash = $1', [hash]);
  return row && Buffer.from(row.content);
}

/**
 * The release served before the active one: that of the latest activation before the active one's
 * that names another release; undefined when none was.
 */
export async function previousRelease(db: Db): Promise<number | undefined> {
  const [row] = await db.query<{ release_id: number }>(
    `WITH served AS (
       SELECT id, release_id, active_from FROM release_activations WHERE active_from <= now()
     ), current AS (
       SELECT id, release_id, active_from FROM served ORDER BY active_from DESC, id DESC LIMIT 1
     )
     SELECT s.release_id FROM served s, current c
     WHERE s.release_id <> c.release_id AND (s.active_from, s.id) < (c.active_from, c.id)
     ORDER BY s.active_from DESC, s.id DESC LIMIT 1`,
  );
  return row?.release_id;
}

/** Makes a release active again, at once: one more activation. */
export async function activateRelease(db: Db, id: number, by: string): Promise<void> {
  await db.query(`INSERT INTO release_activations (release_id, active_from, reason, made_by) VALUES ($1, now(), 'rollback', $2)`, [id, by]);
  await announce(db, id);
}
