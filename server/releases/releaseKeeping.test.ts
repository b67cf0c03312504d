// A release the database could not keep is refused with a sentence; old releases are pruned, never the
// one served or one still to come, and a publish that fails changes nothing served.
import { openDb, type Db } from '../db/index.ts';
import { pruneReleases, releaseSizeProblems, releasesKept, RELEASES_KEPT, type ReleaseSizes } from './releaseKeeping.ts';
import { activateRelease, activeAt, listReleases, publishRelease } from './releaseStore.ts';
import { contentHash, type Snapshot } from './snapshot.ts';

describe('releaseSizeProblems', () => {
  const limits = { jsonb: 1000, bytea: 100 };
  it.each<{ sizes: ReleaseSizes; problems: string[] }>([
    { sizes: { documents: 1000, images: { 'merchants/assets/a/x.png': 100 } }, problems: [] },
    {
      sizes: { documents: 1001, images: {} },
      problems: ['the merchant and template files take 0.0 MB together, over the 0.0 MB PostgreSQL keeps in one jsonb value, where a release holds them'],
    },
    {
      sizes: { documents: 10, images: { 'merchants/assets/a/big.png': 101, 'merchants/assets/a/ok.png': 99 } },
      problems: ['merchants/assets/a/big.png is 0.0 MB, over the 0.0 MB PostgreSQL keeps in one bytea value'],
    },
  ])('$sizes.documents bytes of documents and images of $sizes.images', ({ sizes, problems }) => {
    expect(releaseSizeProblems(sizes, limits)).toEqual(problems);
  });

  it("names PostgreSQL's own limits in megabytes", () => {
    expect(releaseSizeProblems({ documents: 300 * 1024 * 1024, images: {} })).toEqual([
      'the merchant and template files take 300 MB together, over the 256 MB PostgreSQL keeps in one jsonb value, where a release holds them',
    ]);
  });
});

describe('releasesKept', () => {
  it.each([
    [undefined, RELEASES_KEPT],
    ['', RELEASES_KEPT],
    ['3', 3],
  ])('%s keeps %i', (text, count) => expect(releasesKept(text)).toBe(count));
  it.each(['0', '-2', '2.5', 'many'])('refuses %s with a sentence', (text) =>
    expect(() => releasesKept(text)).toThrow(`WL_RELEASES_KEPT must be a whole number of 1 or more, not "${text}"`),
  );
});

describe('keeping releases in the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL });
  });
  beforeEach(() => db.query('TRUNCATE release_activations, releases, release_images RESTART IDENTITY'));
  afterAll(() => db.close());

  const snapshot = (text: string, image?: string): Snapshot => {
    const bytes = image === undefined ? undefined : Buffer.from(image);
    return {
      documents: { 'merchants/m1.json': text },
      images: bytes ? { 'merchants/assets/m1/a.png': contentHash(bytes) } : {},
      contents: bytes ? new Map([[contentHash(bytes), bytes]]) : new Map(),
    };
  };
  const ids = async () => (await listReleases(db)).map((r) => r.id);

  it('prunes the oldest beyond the count, never the active or a scheduled one, and the images only they named', async () => {
    const hourAgo = Date.now() - 60 * 60 * 1000;
    const one = await publishRelease(db, snapshot('one', 'image of one'), { by: 'ana', at: new Date(hourAgo) });
    const two = await publishRelease(db, snapshot('two', 'image of two'), { by: 'ana', at: new Date(hourAgo + 1000) });
    const three = await publishRelease(db, snapshot('three', 'shared'), { by: 'ana', at: new Date(hourAgo + 2000) });
    const later = await publishRelease(db, snapshot('later'), { by: 'ana', at: new Date(Date.now() + 60 * 60 * 1000) });
    await activateRelease(db, one, 'ben');
    const four = await publishRelease(db, snapshot('four', 'shared'), { by: 'ana', at: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    // As images stored long ago, past the time a publish may still be about to name them.
    await db.query(`UPDATE release_images SET used_at = now() - interval '2 hours'`);

    expect(await pruneReleases(db, 1)).toEqual([two, three]);
    expect(await ids()).toEqual([four, later, one]);
    expect((await activeAt(db))?.releaseId).toBe(one);
    const images = await db.query<{ hash: string }>('SELECT hash FROM release_images ORDER BY hash');
    expect(images.map((r) => r.hash).sort()).toEqual([contentHash(Buffer.from('image of one')), contentHash(Buffer.from('shared'))].sort());
    expect(await pruneReleases(db, 1)).toEqual([]);
  });

  it('leaves an image no release names yet while a publish may be about to', async () => {
    await publishRelease(db, snapshot('one', 'fresh'), { by: 'ana', at: new Date(Date.now() - 1000) });
    await publishRelease(db, snapshot('two'), { by: 'ana' });
    expect(await pruneReleases(db, 1)).toEqual([1]);
    expect(await db.query('SELECT count(*)::int AS n FROM release_images')).toEqual([{ n: 1 }]);
  });

  it('changes nothing served when a publish fails', async () => {
    const first = await publishRelease(db, snapshot('served'), { by: 'ana' });
    const failing: Db = {
      ...db,
      query: <T>(sql: string, params?: unknown[]) =>
        sql.includes('INSERT INTO releases') ? Promise.reject(new Error('the connection was lost')) : db.query<T>(sql, params),
    };
    await expect(publishRelease(failing, snapshot('never', 'bytes'), { by: 'ana' })).rejects.toThrow('the connection was lost');
    expect((await activeAt(db))?.releaseId).toBe(first);
    expect(await ids()).toEqual([first]);
  });
});
