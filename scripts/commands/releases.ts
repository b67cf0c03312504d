// `wl publish` and `wl releases`: a release of the project's files into the database that `wl serve`
// serves from (server/releases/), and the list of those there are.
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../project/problems.ts';
import { openDb, type Db } from '../../server/db/index.ts';
import { describeChanges, releaseChanges } from '../../server/releases/releaseChanges.ts';
import { activeAt, listReleases, publishRelease, readRelease, type ReleaseSummary } from '../../server/releases/releaseStore.ts';
import { takeSnapshot } from '../../server/releases/snapshot.ts';
import { CliError } from '../lib/cliError.ts';
import { projectRoot } from '../lib/root.ts';

export interface PublishOptions {
  at?: string;
  note?: string;
  by?: string;
}

/** The database `wl serve` serves from: DATABASE_URL's, else the embedded one in WL_DATA_DIR or .data/pglite. */
async function releaseDb(): Promise<Db> {
  try {
    return await openDb({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: process.env.WL_DATA_DIR ?? path.join(projectRoot, '.data', 'pglite'),
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/** A moment named with its offset (or Z), still to come. */
export function parsePublishTime(text: string, now = new Date()): Date {
  const at = new Date(text);
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text.trim()) || Number.isNaN(at.getTime()))
    throw new CliError(`--at takes a time with its offset, like 2026-12-24T00:00:00+07:00, not "${text}"`);
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

export async function runPublish(opts: PublishOptions): Promise<number> {
  const at = opts.at === undefined ? undefined : parsePublishTime(opts.at);
  const by = opts.by?.trim() || userInfo().username;
  const { snapshot, errors } = await takeSnapshot(projectRoot);
  if (errors.length > 0) {
    for (const p of errors) console.error(formatProblem(p));
    console.error(`error: not published: ${errors.length} problem${errors.length === 1 ? '' : 's'} (wl validate reports the same)`);
    return 1;
  }
  const db = await releaseDb();
  try {
    const active = await activeAt(db);
    const before = active && (await readRelease(db, active.releaseId));
    const id = await publishRelease(db, snapshot, { by, note: opts.note, gitCommit: gitCommit(), at });
    console.log(`Release ${id} published by ${by}: ${at ? `active from ${at.toISOString()}` : 'active now'}.`);
    if (before) for (const line of describeChanges(releaseChanges(before, snapshot), `release ${before.id}, active now`)) console.log(line);
    else console.log(`The first release: ${Object.keys(snapshot.documents).length} files and ${Object.keys(snapshot.images).length} images.`);
    return 0;
  } finally {
    await db.close();
  }
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** One line per release, newest first. */
export function releaseLines(releases: readonly ReleaseSummary[]): string[] {
  if (releases.length === 0) return ['No release yet: wl publish makes one.'];
  return releases.map((r) => {
    const state = r.state === 'scheduled' && r.scheduledFor ? `scheduled for ${when(r.scheduledFor)}` : r.state;
    return [`#${r.id}`, state, `published ${when(r.publishedAt)} by ${r.publishedBy}`, r.note, r.gitCommit ? `at ${r.gitCommit.slice(0, 12)}` : '']
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
