// The studio's release calls: what a publish would change, the publish itself (refused while a problem
// stands or a change is unsaved, as Save refuses), the releases with each one's changes, a rollback, and
// a release made drafts to go on editing from. They work on the database `wl serve` serves from
// (releases/releaseDatabase.ts), opened for each call.
import type { IncomingMessage } from 'node:http';
import { userInfo } from 'node:os';
import type { Problem } from '../../project/problems.ts';
import type { Db } from '../../server/db/index.ts';
import { describeChanges, describeDiff, releaseChanges, releaseDiff } from '../../server/releases/releaseChanges.ts';
import { withReleaseDb } from '../../server/releases/releaseDatabase.ts';
import { pruneReleases, releaseSizeProblems, releasesKept, snapshotSizes } from '../../server/releases/releaseKeeping.ts';
import { activateRelease, activeAt, listReleases, publishRelease, readRelease, type Release } from '../../server/releases/releaseStore.ts';
import { takeSnapshot, type CheckedSnapshot } from '../../server/releases/snapshot.ts';
import type { CheckAnswer, StudioAnswers, StudioError, StudioProblem } from '../wire.ts';
import { jsonBody } from './callBody.ts';
import type { DraftStore } from './drafts.ts';
import { StudioInputError, readText } from './projectFiles.ts';
import path from 'node:path';

type ReleaseCall = 'GET releases' | 'GET publication' | 'POST publish' | 'GET release' | 'POST rollback' | 'POST restore';
export type ReleaseCalls = { [K in ReleaseCall]: (req: IncomingMessage, url: URL) => Promise<[number, StudioAnswers[K] | StudioError]> };

export interface ReleaseCallOptions {
  root: string;
  drafts: DraftStore;
  /** Problems as the studio shows them (their files relative to the project). */
  relative: (problems: Problem[]) => StudioProblem[];
  /** Serves the drafts in the preview and says what the check finds. */
  reload: () => Promise<CheckAnswer>;
}

/** Who publishes from the studio: the user the studio runs as, as `wl publish` says by default. */
const publisher = () => userInfo().username;

export function releaseCalls(opts: ReleaseCallOptions): ReleaseCalls {
  const { root, drafts } = opts;
  /** The work on the release database, or a sentence saying why it could not be opened (the embedded one in use by `wl serve`). */
  const onDb = async <T>(work: (db: Db) => Promise<[number, T | StudioError]>): Promise<[number, T | StudioError]> => {
    try {
      return await withReleaseDb(root, work);
    } catch (error) {
      if (error instanceof StudioInputError) throw error;
      return [503, { error: `the release database could not be used: ${error instanceof Error ? error.message : String(error)}` }];
    }
  };
  /** What stops a publish of the saved files now, and what it would change against the active release. */
  const plan = async (db: Db): Promise<{ checked: CheckedSnapshot; changes: string[]; tooLarge: string[] }> => {
    const checked = await takeSnapshot(root);
    const active = await activeAt(db);
    const before = active && (await readRelease(db, active.releaseId));
    const changes = before ? describeChanges(releaseChanges(before, checked.snapshot), `release ${before.id}, active now`) : [firstRelease(checked)];
    return { checked, changes, tooLarge: releaseSizeProblems(snapshotSizes(checked.snapshot)) };
  };
  const releaseNamed = async (db: Db, text: unknown): Promise<Release> => {
    const id = Number(text);
    const release = Number.isInteger(id) && id > 0 ? await readRelease(db, id) : undefined;
    if (!release) throw new StudioInputError(`there is no release ${String(text)}`);
    return release;
  };

  return {
    'GET releases': () =>
      onDb(async (db) => [
        200,
        {
          database: db.describe,
          releases: (await listReleases(db)).map((r) => ({
            ...r,
            publishedAt: r.publishedAt.toISOString(),
            scheduledFor: r.scheduledFor?.toISOString() ?? null,
          })),
        },
      ]),

    'GET publication': () =>
      onDb(async (db) => {
        const { checked, changes, tooLarge } = await plan(db);
        return [200, { changes, problems: opts.relative(checked.errors), unsaved: drafts.list(), tooLarge }];
      }),

    'POST publish': async (req) => {
      const body = await jsonBody(req);
      const note = typeof body.note === 'string' ? body.note.trim() : '';
      const at = publishTime(body.at);
      const unsaved = drafts.list();
      if (unsaved.length > 0) return [409, { error: `save or discard the changes to ${unsaved.join(', ')} first: a publish takes the saved files` }];
      const keep = releasesKept();
      return onDb<StudioAnswers['POST publish']>(async (db) => {
        const { checked, changes, tooLarge } = await plan(db);
        if (checked.errors.length > 0) {
          const problems = opts.relative(checked.errors);
          return [422, { error: `not published: ${problems.length === 1 ? 'a problem stands' : `${problems.length} problems stand`}`, problems }];
        }
        if (tooLarge.length > 0) return [422, { error: `not published: ${tooLarge.join('; ')}` }];
        const id = await publishRelease(db, checked.snapshot, { by: publisher(), note, ...(at ? { at } : {}) });
        const pruned = await pruneReleases(db, keep);
        return [200, { id, activeFrom: (at ?? new Date()).toISOString(), changes, pruned }];
      });
    },

    'GET release': (_req, url) =>
      onDb(async (db) => {
        const release = await releaseNamed(db, url.searchParams.get('id'));
        const earlier = (await listReleases(db)).find((r) => r.id < release.id);
        const before = earlier && (await readRelease(db, earlier.id));
        const lines = before ? describeDiff(releaseDiff(before, release)) : [`The first release: ${Object.keys(release.documents).length} files.`];
        return [200, { id: release.id, against: before?.id ?? null, lines }];
      }),

    'POST rollback': async (req) => {
      const body = await jsonBody(req);
      return onDb<StudioAnswers['POST rollback']>(async (db) => {
        const release = await releaseNamed(db, body.id);
        const active = await activeAt(db);
        if (!active) throw new StudioInputError('no release is active: there is nothing to roll back');
        if (active.releaseId === release.id) throw new StudioInputError(`release ${release.id} is already the active one`);
        await activateRelease(db, release.id, publisher());
        return [200, { active: release.id, from: active.releaseId }];
      });
    },

    'POST restore': async (req) => {
      const body = await jsonBody(req);
      const unsaved = drafts.list();
      if (unsaved.length > 0)
        return [409, { error: `save or discard the changes to ${unsaved.join(', ')} first: a restore makes drafts of the release's files` }];
      const outcome = await onDb<{ restored: string[]; left: string[] }>(async (db) => {
        const release = await releaseNamed(db, body.id);
        const restored: string[] = [];
        const left: string[] = [];
        for (const [rel, text] of Object.entries(release.documents).sort()) {
          const disk = readText(path.join(root, ...rel.split('/')));
          if (disk === undefined) left.push(`${rel}: no longer in the project (wl releases restore ${release.id} writes it back)`);
          else if (disk !== text) {
            drafts.set(rel, { baseText: disk, value: JSON.parse(text), text });
            restored.push(rel);
          }
        }
        const images = Object.keys(release.images).length;
        if (images > 0) left.push(`its ${images} images stay as they are on disk (wl releases restore ${release.id} writes those that differ)`);
        return [200, { restored, left }];
      });
      const [status, answer] = outcome;
      if (status !== 200 || 'error' in answer) return outcome as [number, StudioError];
      return [200, { ...answer, ...(await opts.reload()) }];
    },
  };
}

const firstRelease = ({ snapshot }: CheckedSnapshot) =>
  `The first release: ${Object.keys(snapshot.documents).length} files and ${Object.keys(snapshot.images).length} images.`;

/** A publish's time: none (now), or an ISO 8601 instant still to come. */
function publishTime(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const at = typeof value === 'string' ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw new StudioInputError('the publish time is no date and time');
  if (at.getTime() <= Date.now()) throw new StudioInputError('the publish time is past: leave it empty to publish now');
  return at;
}
