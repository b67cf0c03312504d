// `wl publish` and `wl releases`: a release of the project's files into the database that `wl serve`
// serves from (server/releases/), and the list of those there are.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../project/problems.ts';
import type { Db } from '../../server/db/index.ts';
import { openReleaseDb } from '../../server/releases/releaseDatabase.ts';
import { describeChanges, describeDiff, releaseChanges, releaseDiff } from '../../server/releases/releaseChanges.ts';
import {
  activateRelease,
  activeAt,
  listReleases,
  previousRelease,
  publishRelease,
  readRelease,
  releaseImage,
  type Release,
  type ReleaseSummary,
} from '../../server/releases/releaseStore.ts';
import { pruneReleases, releaseSizeProblems, releasesKept, snapshotSizes } from '../../server/releases/releaseKeeping.ts';
import { readSnapshot, takeSnapshot } from '../../server/releases/snapshot.ts';
import { CliError } from '../lib/cliError.ts';
import { parseInstant } from '../lib/instant.ts';
import { projectRoot } from '../lib/root.ts';

export interface PublishOptions {
  at?: string;
  note?: string;
  by?: string;
}

/** The database `wl serve` serves from (releaseDatabase.ts); a failure to open it is one line. */
async function releaseDb(): Promise<Db> {
  try {
    return await openReleaseDb(projectRoot);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/** A moment named with its offset (or Z), still to come. */
export function parsePublishTime(text: string, now = new Date()): Date {
  const at = parseInstant(text, '--at');
  if (at.getTime() <= now.getTime()) throw new CliError(`--at ${text} is past: leave --at out to publish now`);
  return at;
}

/** The commit the files are at, marked when merchants/ or templates/ differ from it; null outside git. */
function gitCommit(): string | null {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return null;
  const changed = git('status', '--porcelain', '--', 'merchants', 'templates').stdout.trim() !== '';
  return `${head.stdout.trim()}${changed ? '+changes' : ''}`;
}

function keptCount(): number {
  try {
    return releasesKept();
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

export async function runPublish(opts: PublishOptions): Promise<number> {
  const at = opts.at === undefined ? undefined : parsePublishTime(opts.at);
  const by = opts.by?.trim() || userInfo().username;
  const { snapshot, errors } = await takeSnapshot(projectRoot);
  if (errors.length > 0) {
    for (const p of errors) console.error(formatProblem(p));
    console.error(`error: not published: ${errors.length} problem${errors.length === 1 ? '' : 's'} (wl validate reports the same)`);
    return 1;
  }
  const tooLarge = releaseSizeProblems(snapshotSizes(snapshot));
  if (tooLarge.length > 0) {
    for (const problem of tooLarge) console.error(`error: ${problem}`);
    console.error('error: not published: the database could not keep this release');
    return 1;
  }
  const keep = keptCount();
  const db = await releaseDb();
  try {
    const active = await activeAt(db);
    const before = active && (await readRelease(db, active.releaseId));
    const id = await publishRelease(db, snapshot, { by, note: opts.note, gitCommit: gitCommit(), at });
    console.log(`Release ${id} published by ${by}: ${at ? `active from ${at.toISOString()}` : 'active now'}.`);
    if (before) for (const line of describeChanges(releaseChanges(before, snapshot), `release ${before.id}, active now`)) console.log(line);
    else console.log(`The first release: ${Object.keys(snapshot.documents).length} files and ${Object.keys(snapshot.images).length} images.`);
    const pruned = await pruneReleases(db, keep);
    if (pruned.length > 0)
      console.log(
        `Pruned ${pruned.length === 1 ? 'release' : 'releases'} ${pruned.map((n) => `#${n}`).join(', ')}: ${keep} ${keep === 1 ? 'is' : 'are'} kept (WL_RELEASES_KEPT), with the active one and any scheduled.`,
      );
    return 0;
  } finally {
    await db.close();
  }
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A commit as git prints it short, with its mark of changed files kept. */
const shortCommit = (commit: string) => commit.replace(/^([0-9a-f]{12})[0-9a-f]*/, '$1');

/** One line per release, newest first. */
export function releaseLines(releases: readonly ReleaseSummary[]): string[] {
  if (releases.length === 0) return ['No release yet: wl publish makes one.'];
  return releases.map((r) => {
    const state = r.state === 'scheduled' && r.scheduledFor ? `scheduled for ${when(r.scheduledFor)}` : r.state;
    return [`#${r.id}`, state, `published ${when(r.publishedAt)} by ${r.publishedBy}`, r.note, r.gitCommit ? `at ${shortCommit(r.gitCommit)}` : '']
      .filter(Boolean)
      .join('  ');
  });
}

export async function runReleases(opts: { json?: boolean }): Promise<void> {
  const db = await releaseDb();
  try {
    const releases = await listReleases(db);
    if (opts.json) console.log(JSON.stringify(releases, null, 2));
    else for (const line of releaseLines(releases)) console.log(line);
  } finally {
    await db.close();
  }
}

/** A release id as typed, which must name a release there is. */
async function releaseNamed(db: Db, text: string): Promise<Release> {
  const id = Number(text.replace(/^#/, ''));
  const release = Number.isInteger(id) && id > 0 ? await readRelease(db, id) : undefined;
  if (!release) throw new CliError(`no release ${text} (wl releases lists them)`);
  return release;
}

/** What changed from release `a` to `b` (the active one when absent): per file, each value's pointer, old and new. */
export async function runReleaseDiff(a: string, b: string | undefined, opts: { json?: boolean }): Promise<void> {
  const db = await releaseDb();
  try {
    const from = await releaseNamed(db, a);
    const active = await activeAt(db);
    if (b === undefined && !active) throw new CliError('no release is active: name the second release');
    const to = b === undefined ? (await readRelease(db, active!.releaseId))! : await releaseNamed(db, b);
    const diff = releaseDiff(from, to);
    if (opts.json) console.log(JSON.stringify({ from: from.id, to: to.id, files: diff }, null, 2));
    else for (const line of [`From release ${from.id} to release ${to.id}${b === undefined ? ' (active)' : ''}:`, ...describeDiff(diff)]) console.log(line);
  } finally {
    await db.close();
  }
}

/**
 * Makes the release served before the active one (or the one named) active again, at once; run again,
 * it undoes the rollback. A release still scheduled stays scheduled, and is said so.
 */
export async function runRollback(id: string | undefined, opts: { by?: string }): Promise<void> {
  const by = opts.by?.trim() || userInfo().username;
  const db = await releaseDb();
  try {
    const active = await activeAt(db);
    if (!active) throw new CliError('no release is active: there is nothing to roll back');
    const target = id === undefined ? await previousRelease(db) : (await releaseNamed(db, id)).id;
    if (target === undefined) throw new CliError(`release ${active.releaseId} is the only one served so far: there is nothing to roll back to`);
    if (target === active.releaseId) throw new CliError(`release ${target} is already the active one`);
    await activateRelease(db, target, by);
    console.log(`Release ${target} is active again (rolled back from release ${active.releaseId} by ${by}).`);
    for (const r of (await listReleases(db)).filter((r) => r.state === 'scheduled'))
      console.log(`Release ${r.id} is still scheduled for ${r.scheduledFor!.toISOString()}.`);
  } finally {
    await db.close();
  }
}

/**
 * Writes a release's documents and images back over the files, to go on editing from it: each file is
 * written only when it differs, with the release's text exactly (the file as it was published); files
 * the release does not hold are left, and named.
 */
export async function runRestore(id: string, root = projectRoot): Promise<void> {
  const db = await releaseDb();
  try {
    const release = await releaseNamed(db, id);
    const now = readSnapshot(root);
    const write = (rel: string, content: string | Buffer) => {
      const file = path.join(root, ...rel.split('/'));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      console.log(`wrote ${rel}`);
    };
    let written = 0;
    for (const [rel, text] of Object.entries(release.documents).sort()) {
      if (now.documents[rel] === text) continue;
      write(rel, text);
      written++;
    }
    for (const [rel, hash] of Object.entries(release.images).sort()) {
      if (now.images[rel] === hash) continue;
      const bytes = await releaseImage(db, hash);
      if (!bytes) throw new CliError(`release ${release.id} names ${rel}, whose bytes the database lacks`);
      write(rel, bytes);
      written++;
    }
    const extra = [
      ...Object.keys(now.documents).filter((rel) => !(rel in release.documents)),
      ...Object.keys(now.images).filter((rel) => !(rel in release.images)),
    ];
    for (const rel of extra.sort()) console.log(`left ${rel}: release ${release.id} does not hold it`);
    console.log(
      written === 0
        ? `The files already are release ${release.id}.`
        : `Restored ${written} file${written === 1 ? '' : 's'} of release ${release.id}: check them with wl validate, then publish when ready.`,
    );
  } finally {
    await db.close();
  }
}
