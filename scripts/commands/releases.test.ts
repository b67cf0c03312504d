import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/index.ts';
import { listReleases } from '../../server/releases/releaseStore.ts';
import { parsePublishTime, releaseLines, runPublish } from './releases.ts';

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
      '#1  active  published 2026-12-02 11:55 UTC by ana  at 810ab76e295e',
    ]);
    expect(releaseLines([])).toEqual(['No release yet: wl publish makes one.']);
  });
});

describe('runPublish', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wl-publish-'));
    vi.stubEnv('WL_DATA_DIR', path.join(dir, 'db'));
    vi.stubEnv('DATABASE_URL', undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores the project's files as a release, by whom and why, and says what changed against the active one", async () => {
    expect(await runPublish({ by: 'ana', note: 'first' })).toBe(0);
    expect(await runPublish({ by: 'ben' })).toBe(0);
    const said = vi.mocked(console.log).mock.calls.map(([line]) => String(line));
    expect(said[0]).toBe('Release 1 published by ana: active now.');
    expect(said[1]).toMatch(/^The first release: \d+ files and \d+ images\.$/);
    expect(said.slice(2)).toEqual(['Release 2 published by ben: active now.', 'Nothing changed against release 1, active now.']);
    const db = await openDb({ dataDir: path.join(dir, 'db') });
    try {
      expect(await listReleases(db)).toMatchObject([
        { id: 2, state: 'active', publishedBy: 'ben', note: '' },
        { id: 1, state: 'past', publishedBy: 'ana', note: 'first' },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
