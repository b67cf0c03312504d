import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/index.ts';
import { listReleases, publishRelease } from '../../server/releases/releaseStore.ts';
import { parsePublishTime, releaseLines, runPublish, runReleaseDiff, runRestore, runRollback } from './releases.ts';
import { readSnapshot } from '../../server/releases/snapshot.ts';
import { scratchProject } from '../../tests/server/support.ts';

const NOW = new Date('2026-12-02T12:00:00Z');

describe('parsePublishTime', () => {
  it.each([
    ['2026-12-24T00:00:00+07:00', '2026-12-23T17:00:00.000Z'],
    ['2026-12-03T00:00:00Z', '2026-12-03T00:00:00.000Z'],
    ['2026-12-03T08:30:00-0300', '2026-12-03T11:30:00.000Z'],
  ])('takes %s as %s', (text, iso) => {
    expect(parsePublishTime(text, NOW).toISOString()).toBe(iso);
  });

  it.each([
    ['2026-12-24T00:00:00', /takes a time with its offset/],
    ['tomorrow', /takes a time with its offset/],
    ['2026-13-40T00:00:00Z', /takes a time with its offset/],
    ['2026-12-01T00:00:00Z', /is past: leave --at out to publish now/],
  ])('refuses %s', (text, message) => {
    expect(() => parsePublishTime(text, NOW)).toThrow(message);
  });
});

describe('releaseLines', () => {
  it('says each release in a line, newest first, and how to make the first', () => {
    const at = new Date('2026-12-02T11:55:00Z');
    expect(
      releaseLines([
        { id: 2, state: 'scheduled', scheduledFor: new Date('2026-12-24T00:00:00Z'), publishedAt: at, publishedBy: 'ben', note: 'festival', gitCommit: null },
        { id: 1, state: 'active', scheduledFor: null, publishedAt: at, publishedBy: 'ana', note: '', gitCommit: '810ab76e295e1234+changes' },
      ]),
    ).toEqual([
      '#2  scheduled for 2026-12-24 00:00 UTC  published 2026-12-02 11:55 UTC by ben  festival',
      '#1  active  published 2026-12-02 11:55 UTC by ana  at 810ab76e295e+changes',
    ]);
    expect(releaseLines([])).toEqual(['No release yet: wl publish makes one.']);
  });
});

/**
 * Each test of the calling block with an embedded database of its own (the one the commands open) and
 * the commands' lines kept: `dbDir()` is the database's folder, `said()` the lines printed.
 */
function withCommandDb() {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wl-releases-'));
    vi.stubEnv('WL_DATA_DIR', path.join(dir, 'db'));
    vi.stubEnv('DATABASE_URL', undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dbDir: () => path.join(dir, 'db'),
    said: () => vi.mocked(console.log).mock.calls.map(([line]) => String(line)),
  };
}

describe('the release commands', () => {
  const { dbDir, said } = withCommandDb();

  it("stores the project's files as a release, by whom and why, and says what changed against the active one", async () => {
    expect(await runPublish({ by: 'ana', note: 'first' })).toBe(0);
    expect(await runPublish({ by: 'ben' })).toBe(0);
    expect(said()[0]).toBe('Release 1 published by ana: active now.');
    expect(said()[1]).toMatch(/^The first release: \d+ files and \d+ images\.$/);
    expect(said().slice(2)).toEqual(['Release 2 published by ben: active now.', 'Nothing changed against release 1, active now.']);
    const db = await openDb({ dataDir: dbDir() });
    try {
      expect(await listReleases(db)).toMatchObject([
        { id: 2, state: 'active', publishedBy: 'ben', note: '' },
        { id: 1, state: 'past', publishedBy: 'ana', note: 'first' },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('prunes the releases beyond WL_RELEASES_KEPT after a publish, and refuses a count that is none', async () => {
    vi.stubEnv('WL_RELEASES_KEPT', '1');
    expect(await runPublish({ by: 'ana' })).toBe(0);
    expect(await runPublish({ by: 'ana' })).toBe(0);
    expect(said().at(-1)).toBe('Pruned release #1: 1 is kept (WL_RELEASES_KEPT), with the active one and any scheduled.');
    vi.stubEnv('WL_RELEASES_KEPT', 'all');
    await expect(runPublish({ by: 'ana' })).rejects.toThrow('WL_RELEASES_KEPT must be a whole number of 1 or more, not "all"');
  }, 60_000);
});

describe('runRollback and runReleaseDiff', () => {
  const { dbDir, said } = withCommandDb();
  beforeEach(async () => {
    const db = await openDb({ dataDir: dbDir() });
    const release = (name: string) => ({ documents: { 'merchants/m1.json': JSON.stringify({ name }) }, images: {}, contents: new Map() });
    const hourAgo = Date.now() - 3_600_000;
    await publishRelease(db, release('One'), { by: 'ana', at: new Date(hourAgo) });
    await publishRelease(db, release('Two'), { by: 'ana', at: new Date(hourAgo + 1000) });
    await publishRelease(db, release('Later'), { by: 'ana', at: new Date(Date.now() + 3_600_000) });
    await db.close();
  });

  it('rolls back to the release served before, says a scheduled one stays scheduled, and undoes itself when run again', async () => {
    await runRollback(undefined, { by: 'ben' });
    expect(said()[0]).toBe('Release 1 is active again (rolled back from release 2 by ben).');
    expect(said()[1]).toMatch(/^Release 3 is still scheduled for \d{4}-/);
    await runRollback(undefined, { by: 'ben' });
    expect(said()[2]).toBe('Release 2 is active again (rolled back from release 1 by ben).');
    await expect(runRollback('2', {})).rejects.toThrow('release 2 is already the active one');
    await expect(runRollback('9', {})).rejects.toThrow('no release 9 (wl releases lists them)');
  }, 60_000);

  it('says what changed from one release to the active one, value by value', async () => {
    await runReleaseDiff('1', undefined, {});
    expect(said()).toEqual(['From release 1 to release 2 (active):', 'merchants/m1.json:', '  /name: "One" → "Two"']);
    await runReleaseDiff('#2', '3', { json: true });
    expect(JSON.parse(said()[3])).toEqual({
      from: 2,
      to: 3,
      files: [{ file: 'merchants/m1.json', kind: 'changed', fields: [{ pointer: '/name', before: 'Two', after: 'Later' }] }],
    });
  }, 60_000);
});

describe('runRestore', () => {
  const { dbDir, said } = withCommandDb();
  let project: ReturnType<typeof scratchProject>;
  beforeEach(() => {
    project = scratchProject();
  });
  afterEach(() => project.remove());

  it("writes back exactly the release's files and images that differ, and names the files it does not hold", async () => {
    const { root } = project;
    const db = await openDb({ dataDir: dbDir() });
    await publishRelease(db, readSnapshot(root), { by: 'ana' });
    await db.close();
    const merchant = path.join(root, 'merchants/sorte777.json');
    const published = readFileSync(merchant, 'utf8');
    writeFileSync(merchant, published.replace('"Sorte 777 Cassino"', '"Edited since"'));
    const banner = path.join(root, 'merchants/assets/sorte777/banner-1.webp');
    const bannerBytes = readFileSync(banner);
    writeFileSync(banner, 'other bytes');
    writeFileSync(path.join(root, 'templates/new-since.json'), '{}');

    await runRestore('1', root);
    expect(readFileSync(merchant, 'utf8')).toBe(published);
    expect(readFileSync(banner).equals(bannerBytes)).toBe(true);
    expect(said()).toEqual([
      'wrote merchants/sorte777.json',
      'wrote merchants/assets/sorte777/banner-1.webp',
      'left templates/new-since.json: release 1 does not hold it',
      'Restored 2 files of release 1: check them with wl validate, then publish when ready.',
    ]);
    await runRestore('1', root);
    expect(said().slice(-2)).toEqual(['left templates/new-since.json: release 1 does not hold it', 'The files already are release 1.']);
  }, 60_000);
});
