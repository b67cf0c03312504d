import { openDb, type Db } from '../db/index.ts';
import { activateRelease, activeAt, listReleases, previousRelease, publishRelease, readRelease, releaseImage } from './releaseStore.ts';
import { contentHash, type Snapshot } from './snapshot.ts';

// On the PostgreSQL run (npm run test:server:pg), in this file's own schema there.
let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL });
});
beforeEach(() => db.query('TRUNCATE release_activations, releases, release_images RESTART IDENTITY'));
afterAll(() => db.close());

function snapshot(text: string, images: Record<string, string> = {}): Snapshot {
  const contents = new Map<string, Buffer>();
  const hashes: Record<string, string> = {};
  for (const [rel, content] of Object.entries(images)) {
    const bytes = Buffer.from(content);
    hashes[rel] = contentHash(bytes);
    contents.set(hashes[rel], bytes);
  }
  return { documents: { 'merchants/m1.json': text }, images: hashes, contents };
}

const HOUR = 3_600_000;

describe('releases in the database', () => {
  it('keeps a published release whole, with who published it, its note and commit, and serves it at once', async () => {
    const id = await publishRelease(db, snapshot('{"a":1}\n', { 'merchants/assets/m1/logo.png': 'logo' }), {
      by: 'ana',
      note: 'spring banners',
      gitCommit: 'abc123',
    });
    const release = await readRelease(db, id);
    expect(release).toMatchObject({ id, publishedBy: 'ana', note: 'spring banners', gitCommit: 'abc123', documents: { 'merchants/m1.json': '{"a":1}\n' } });
    expect((await releaseImage(db, release!.images['merchants/assets/m1/logo.png']))?.toString()).toBe('logo');
    expect((await activeAt(db))?.releaseId).toBe(id);
    expect(await listReleases(db)).toMatchObject([{ id, state: 'active', scheduledFor: null }]);
  });

  it('stores an image once however many releases and paths hold it', async () => {
    await publishRelease(db, snapshot('1', { 'merchants/assets/m1/a.png': 'same', 'merchants/assets/m1/b.png': 'same' }), { by: 'ana' });
    await publishRelease(db, snapshot('2', { 'merchants/assets/m1/a.png': 'same' }), { by: 'ana' });
    expect(await db.query('SELECT hash FROM release_images')).toHaveLength(1);
  });

  it('serves a scheduled release from its time, and lists it as scheduled until then', async () => {
    const now = await publishRelease(db, snapshot('now'), { by: 'ana' });
    const at = new Date(Date.now() + HOUR);
    const later = await publishRelease(db, snapshot('later'), { by: 'ben', at });
    expect((await activeAt(db))?.releaseId).toBe(now);
    expect((await activeAt(db, new Date(at.getTime() + 1)))?.releaseId).toBe(later);
    expect(await listReleases(db)).toMatchObject([
      { id: later, state: 'scheduled', scheduledFor: at },
      { id: now, state: 'active' },
    ]);
  });

  it('takes the latest activation whose time has come, the later one of two at the same moment', async () => {
    const at = new Date(Date.now() - HOUR);
    const first = await publishRelease(db, snapshot('first'), { by: 'ana', at });
    const second = await publishRelease(db, snapshot('second'), { by: 'ana', at });
    expect((await activeAt(db))?.releaseId).toBe(second);
    expect((await activeAt(db, new Date(at.getTime() - 1)))?.releaseId).toBeUndefined();
    expect(await listReleases(db)).toMatchObject([
      { id: second, state: 'active' },
      { id: first, state: 'past' },
    ]);
  });

  it('makes two whole releases of two publishes at once, in order', async () => {
    const ids = await Promise.all([publishRelease(db, snapshot('one'), { by: 'ana' }), publishRelease(db, snapshot('two'), { by: 'ben' })]);
    expect(new Set(ids).size).toBe(2);
    const texts = await Promise.all(ids.map(async (id) => (await readRelease(db, id))?.documents['merchants/m1.json']));
    expect(texts).toEqual(['one', 'two']);
    expect((await activeAt(db))?.releaseId).toBe(Math.max(...ids));
  });

  it('rolls back to the release served before the active one, and again to the one before that', async () => {
    const hourAgo = new Date(Date.now() - HOUR);
    const one = await publishRelease(db, snapshot('one'), { by: 'ana', at: hourAgo });
    const two = await publishRelease(db, snapshot('two'), { by: 'ana', at: new Date(hourAgo.getTime() + 1000) });
    const three = await publishRelease(db, snapshot('three'), { by: 'ana' });
    // A scheduled release is not one that was served.
    await publishRelease(db, snapshot('later'), { by: 'ana', at: new Date(Date.now() + HOUR) });
    expect(await previousRelease(db)).toBe(two);
    await activateRelease(db, two, 'ben');
    expect((await activeAt(db))?.releaseId).toBe(two);
    expect(await previousRelease(db)).toBe(three);
    await activateRelease(db, one, 'ben');
    expect((await activeAt(db))?.releaseId).toBe(one);
    expect(await db.query('SELECT reason, made_by FROM release_activations ORDER BY id DESC LIMIT 1')).toEqual([{ reason: 'rollback', made_by: 'ben' }]);
  });

  it('has nothing to roll back to with one release served', async () => {
    await publishRelease(db, snapshot('one'), { by: 'ana' });
    expect(await previousRelease(db)).toBeUndefined();
  });

  it('has nothing to serve before the first publish', async () => {
    expect(await activeAt(db)).toBeUndefined();
    expect(await listReleases(db)).toEqual([]);
    expect(await readRelease(db, 1)).toBeUndefined();
  });
});
