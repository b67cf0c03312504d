// `wl serve` serves the release active in the database: the files until a first one is published, then
// each release activated (published, scheduled, rolled back) within about a second, its images too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send, startScratchServer, type ScratchServer } from '../../tests/server/support.ts';
import { openDb } from '../db/index.ts';
import { onPostgres } from '../../tests/server/database.ts';
import { activateRelease, publishRelease } from './releaseStore.ts';
import { RELEASE_CHECK_MS, ServedRelease } from './servedRelease.ts';
import type { Db } from '../db/index.ts';
import { contentHash, readSnapshot, type Snapshot } from './snapshot.ts';

const BANNER = 'merchants/assets/sorte777/banner-1.webp';
let servers: ScratchServer[] = [];
// On the PostgreSQL run the file's schema outlives a test: each starts with no release.
beforeEach(async () => {
  if (!process.env.DATABASE_URL) return;
  const db = await openDb({ dataDir: 'memory', databaseUrl: process.env.DATABASE_URL });
  await db.query('TRUNCATE release_activations, releases, release_images RESTART IDENTITY');
  await db.close();
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
}, 30_000);

async function start(opts: Parameters<typeof startScratchServer>[0] = {}): Promise<ScratchServer> {
  const server = await startScratchServer({ releases: true, ...opts });
  servers.push(server);
  return server;
}

const siteName = async (s: ScratchServer) =>
  (await send(s.base, '/wps/system/config', { headers: { Merchant: 'sorte777' } })).json<{ value: { name: string } }>().value.name;

/** The project's files as a release, with sorte777 renamed and its first banner's bytes replaced. */
function renamed(root: string, name: string): Snapshot {
  const snapshot = readSnapshot(root);
  const file = 'merchants/sorte777.json';
  snapshot.documents[file] = snapshot.documents[file].replace('"name": "Sorte 777 Cassino"', `"name": ${JSON.stringify(name)}`);
  expect(snapshot.documents[file]).toContain(name);
  const bytes = Buffer.from(`${name} banner`);
  snapshot.images[BANNER] = contentHash(bytes);
  snapshot.contents.set(contentHash(bytes), bytes);
  return snapshot;
}

/** Waits for a condition the servers reach on their own (a release check), failing after a few checks. */
async function until(what: string, reached: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5 * RELEASE_CHECK_MS;
  while (!(await reached())) {
    if (Date.now() > deadline) throw new Error(`never ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('serving releases', () => {
  it('serves the files until a first release, then the release and its images, and no longer an edit of the files', async () => {
    const s = await start();
    expect(await siteName(s)).toBe('Sorte 777 Cassino');
    expect((await send(s.base, `/cdn/sorte777/banner-1.webp`)).body.equals(readFileSync(path.join(s.root, BANNER)))).toBe(true);

    await publishRelease(s.server.db, renamed(s.root, 'Sorte Release One'), { by: 'ana' });
    await until('served the release', async () => (await siteName(s)) === 'Sorte Release One');
    expect((await send(s.base, `/cdn/sorte777/banner-1.webp`)).text).toBe('Sorte Release One banner');
    // An image the release does not hold is not served from the disk either.
    writeFileSync(path.join(s.root, 'merchants/assets/sorte777/later.png'), 'on disk only');
    expect((await send(s.base, '/cdn/sorte777/later.png')).status).toBe(404);

    // The files are the operators' to edit: an edit waits for the next publish.
    const file = path.join(s.root, 'merchants/sorte777.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"name": "Sorte 777 Cassino"', '"name": "Edited on disk"'));
    await s.server.reload();
    expect(await siteName(s)).toBe('Sorte Release One');
  });

  it('switches to a scheduled release at its time, not before', async () => {
    const s = await start();
    await publishRelease(s.server.db, renamed(s.root, 'Now'), { by: 'ana' });
    await until('served the first release', async () => (await siteName(s)) === 'Now');
    const at = new Date(Date.now() + 2 * RELEASE_CHECK_MS);
    await publishRelease(s.server.db, renamed(s.root, 'At midnight'), { by: 'ana', at });
    let switchedAt = 0;
    await until('switched to the scheduled release', async () => {
      const name = await siteName(s);
      if (name !== 'At midnight') return false;
      switchedAt = Date.now();
      return true;
    });
    expect(switchedAt).toBeGreaterThanOrEqual(at.getTime());
  });

  it.runIf(onPostgres)('is served by every instance on one database once published', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    await publishRelease(a.server.db, renamed(a.root, 'On both'), { by: 'ana' });
    await Promise.all([a, b].map((s) => until('served by every instance', async () => (await siteName(s)) === 'On both')));
  });

  // Instances that look on their own once a minute only: what they serve within the test came by notice or by schedule.
  const seldom = { releaseCheckMs: 60_000 };
  const servedByBoth = (instances: ScratchServer[], name: string) =>
    Promise.all(instances.map((s) => until(`served ${name} on every instance`, async () => (await siteName(s)) === name)));

  it.runIf(onPostgres)('switches every instance as soon as a publish or a rollback is announced', async () => {
    const both = await Promise.all([start(seldom), start(seldom)]);
    const first = await publishRelease(both[0].server.db, renamed(both[0].root, 'First'), { by: 'ana' });
    await servedByBoth(both, 'First');
    await publishRelease(both[1].server.db, renamed(both[1].root, 'Second'), { by: 'ana' });
    await servedByBoth(both, 'Second');
    await activateRelease(both[0].server.db, first, 'ana');
    await servedByBoth(both, 'First');
  });

  it.runIf(onPostgres)('switches every instance to a scheduled release at its time, with no notice then', async () => {
    const both = await Promise.all([start(seldom), start(seldom)]);
    await publishRelease(both[0].server.db, renamed(both[0].root, 'Before'), { by: 'ana' });
    await servedByBoth(both, 'Before');
    const at = new Date(Date.now() + 1500);
    await publishRelease(both[0].server.db, renamed(both[0].root, 'On time'), { by: 'ana', at });
    expect(await siteName(both[1])).toBe('Before');
    await servedByBoth(both, 'On time');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });

  it.runIf(onPostgres)('catches a change no notice announced by looking every second', async () => {
    const both = await Promise.all([start(), start()]);
    const first = await publishRelease(both[0].server.db, renamed(both[0].root, 'Announced'), { by: 'ana' });
    await publishRelease(both[0].server.db, renamed(both[0].root, 'Later'), { by: 'ana' });
    await servedByBoth(both, 'Later');
    // As a rollback whose notice was lost while the instances' connections were down.
    await both[0].server.db.query(`INSERT INTO release_activations (release_id, active_from, reason, made_by) VALUES ($1, now(), 'rollback', 'ana')`, [first]);
    await servedByBoth(both, 'Announced');
  });

  it('serves the active release from its first answer when it starts on a database that holds one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wl-releases-'));
    try {
      const first = await start({ dataDir });
      await publishRelease(first.server.db, renamed(first.root, 'Kept in the database'), { by: 'ana' });
      await first.close();
      servers = [];
      const later = await start({ dataDir });
      expect(await siteName(later)).toBe('Kept in the database');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('ServedRelease', () => {
  it("gives the release's documents in path order, each by the absolute path it stands for, whatever order the database kept", async () => {
    const db: Db = {
      describe: 'stand-in',
      close: async () => undefined,
      query: async <T>(sql: string) =>
        (sql.includes('FROM release_activations')
          ? [{ release_id: 7, active_from: new Date() }]
          : [
              {
                id: 7,
                published_at: new Date(),
                published_by: 'ana',
                note: '',
                git_commit: null,
                documents: { 'merchants/xoso68.json': '{}', 'templates/b.json': '{}', 'merchants/royal88.json': '{}', 'templates/a.json': '{}' },
                images: {},
              },
            ]) as T[],
    };
    const served = new ServedRelease(db, '/project');
    expect(served.documents()).toBeUndefined();
    expect(await served.check()).toBe(true);
    expect(await served.check()).toBe(false);
    const documents = served.documents()!;
    expect(documents.merchantFiles).toEqual([path.join('/project', 'merchants', 'royal88.json'), path.join('/project', 'merchants', 'xoso68.json')]);
    expect(documents.templateFiles).toEqual([path.join('/project', 'templates', 'a.json'), path.join('/project', 'templates', 'b.json')]);
    expect(documents.texts.get(path.join('/project', 'templates', 'a.json'))).toBe('{}');
  });
});
