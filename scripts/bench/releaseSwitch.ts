// Releases on a fleet of instances: from a publish (or a rollback) returning to two `wl serve` processes
// on one PostgreSQL both serving it, and how long a publish takes for the project's merchants and for a
// thousand, and /m/home served from a release against the same files. Needs a PostgreSQL server
// (DATABASE_URL); the bench works in a schema of its own, dropped after.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../../server/db/index.ts';
import { activateRelease, publishRelease } from '../../server/releases/releaseStore.ts';
import { readSnapshot, takeSnapshot, type Snapshot } from '../../server/releases/snapshot.ts';
import { onServer, withSearchPath } from '../../tests/server/database.ts';
import { writeFleet } from './fleet.ts';
import { BROWSER_HEADERS, getPage, isRendered } from './pageGet.ts';
import { run } from './throughput.ts';
import { startBenchServer, type BenchServer } from './serverProcess.ts';
import { benchRuns, median, root, type Figure } from './shared.ts';

export const SWITCH_BUDGET_MS = 1000;
const PUBLISH_BUDGET_MS = 2000;
const FLEET_PUBLISH_BUDGET_MS = 30_000;
const FLEET_SIZE = 1000;
const MERCHANT = 'sorte777';
const COMPARE_ROUNDS = 10;
/** Serving from a release costs nothing measurable: within the rounds' spread of the files' rate. */
const SERVED_RATIO_BUDGET = 0.95;

/** The project's files as a release with sorte777 renamed, so an instance's answer says which it serves. */
function named(snapshot: Snapshot, name: string): Snapshot {
  const file = `merchants/${MERCHANT}.json`;
  const text = snapshot.documents[file].replace(/"name": "[^"]*"/, `"name": ${JSON.stringify(name)}`);
  return { ...snapshot, documents: { ...snapshot.documents, [file]: text } };
}

const servedName = async (server: BenchServer) => {
  const answer = await fetch(`http://127.0.0.1:${server.port}/wps/system/config`, { headers: { Merchant: MERCHANT } });
  return ((await answer.json()) as { value: { name: string } }).value.name;
};

/** Milliseconds from now until every instance serves `name` (asked every 5 ms each). */
async function untilServed(servers: BenchServer[], name: string): Promise<number> {
  const started = performance.now();
  const deadline = started + 10 * SWITCH_BUDGET_MS;
  await Promise.all(
    servers.map(async (server) => {
      while ((await servedName(server)) !== name) {
        if (performance.now() > deadline) throw new Error(`an instance still did not serve "${name}" after ${deadline - started} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
  return performance.now() - started;
}

/**
 * The rendered `/m/home` served from the active release against the same files served from disk: two
 * servers, one loaded at a time, in alternating one-second runs; the ratio is the median of the rounds'.
 */
async function servedAgainstFiles(databaseUrl: string): Promise<Figure[]> {
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log('releases: /m/home from a release against files not measured: build the app first (npm run build)');
    return [];
  }
  const [files, release] = await Promise.all([startBenchServer({ distDir }), startBenchServer({ distDir, databaseUrl, releases: true })]);
  try {
    const host = `m.${MERCHANT}.test`;
    const target = { name: '/m/home', path: '/m/home', headers: { ...BROWSER_HEADERS, Host: host } };
    for (const server of [files, release]) {
      const page = await getPage(server.port, '/m/home', host);
      if (!isRendered(page.html)) throw new Error(`/m/home on the ${server === files ? 'files' : 'release'} server is not the rendered page`);
      // The first runs warm the server's JIT.
      await run(server.port, target, 1);
    }
    const ratios: number[] = [];
    for (let round = 0; round < COMPARE_ROUNDS; round++) {
      const order = round % 2 === 0 ? [release, files] : [files, release];
      const rates = new Map<BenchServer, number>();
      for (const server of order) {
        const result = await run(server.port, target, 1);
        rates.set(server, result.requests.total / result.duration);
      }
      ratios.push(rates.get(release)! / rates.get(files)!);
    }
    const ratio = Math.round(median(ratios) * 100) / 100;
    return [
      {
        name: `/m/home from the active release over the same files from disk, throughput (median of ${COMPARE_ROUNDS} rounds)`,
        value: ratio,
        unit: '×',
        budget: `>= ${SERVED_RATIO_BUDGET}`,
        ok: ratio >= SERVED_RATIO_BUDGET,
      },
    ];
  } finally {
    files.stop();
    release.stop();
  }
}

/** The median wall time of `wl publish` as an operator runs it (a fresh process), the first run left out. */
function publishCli(databaseUrl: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/wl.mjs'), 'publish', '--note', `bench ${i}`, '--by', 'bench'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`wl publish failed:\n${run.stdout}${run.stderr}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

/** A project of FLEET_SIZE merchants and the shipped templates, published once: the snapshot, its checks and the write. */
async function publishFleet(db: Db): Promise<number> {
  const project = mkdtempSync(path.join(tmpdir(), 'wl-bench-fleet-'));
  try {
    for (const dir of ['templates', 'schema']) cpSync(path.join(root, dir), path.join(project, dir), { recursive: true });
    mkdirSync(path.join(project, 'merchants'));
    writeFleet(path.join(project, 'merchants'), FLEET_SIZE, 'files');
    const started = performance.now();
    const { snapshot, errors } = await takeSnapshot(project);
    if (errors.length > 0) throw new Error(`the fleet does not validate: ${errors[0].message}`);
    await publishRelease(db, snapshot, { by: 'bench', note: `${FLEET_SIZE} merchants` });
    return Math.round(performance.now() - started);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

export async function measureReleases(): Promise<Figure[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('releases: not measured: they need a PostgreSQL server (DATABASE_URL), as several instances do');
    return [];
  }
  const schema = `bench_${process.pid}`;
  await onServer(serverUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const url = withSearchPath(serverUrl, schema);
  const db = await openDb({ databaseUrl: url, dataDir: 'memory' });
  const servers: BenchServer[] = [];
  try {
    const base = readSnapshot(root);
    const first = await publishRelease(db, named(base, 'Bench start'), { by: 'bench' });
    servers.push(...(await Promise.all([0, 1].map(() => startBenchServer({ databaseUrl: url, releases: true })))));
    await untilServed(servers, 'Bench start');
    const runs = benchRuns(10);
    const published: number[] = [];
    const rolledBack: number[] = [];
    for (let i = 0; i < runs; i++) {
      await publishRelease(db, named(base, `Bench ${i}`), { by: 'bench' });
      published.push(await untilServed(servers, `Bench ${i}`));
      await activateRelease(db, first, 'bench');
      rolledBack.push(await untilServed(servers, 'Bench start'));
    }
    const figure = (what: string, times: number[]): Figure[] => [
      {
        name: `${what}, median of ${times.length}`,
        value: Math.round(median(times)),
        unit: 'ms',
        budget: `<= ${SWITCH_BUDGET_MS}`,
        ok: median(times) <= SWITCH_BUDGET_MS,
      },
      {
        name: `${what}, slowest of ${times.length}`,
        value: Math.round(Math.max(...times)),
        unit: 'ms',
        budget: `<= ${SWITCH_BUDGET_MS}`,
        ok: Math.max(...times) <= SWITCH_BUDGET_MS,
      },
    ];
    for (const server of servers.splice(0)) server.stop();
    // The files the release holds, served both ways, side by side.
    await publishRelease(db, base, { by: 'bench' });
    const served = await servedAgainstFiles(url);
    const cli = publishCli(url, Math.min(runs, 3));
    const fleet = await publishFleet(db);
    return [
      ...figure('publish returned to 2 instances serving it', published),
      ...figure('rollback returned to 2 instances serving it', rolledBack),
      ...served,
      {
        name: `wl publish of the project (${Object.keys(base.documents).length} files), a fresh process`,
        value: cli,
        unit: 'ms',
        budget: `< ${PUBLISH_BUDGET_MS}`,
        ok: cli < PUBLISH_BUDGET_MS,
      },
      {
        name: `publish of ${FLEET_SIZE} merchants (read, checked, written)`,
        value: fleet,
        unit: 'ms',
        budget: `< ${FLEET_PUBLISH_BUDGET_MS}`,
        ok: fleet < FLEET_PUBLISH_BUDGET_MS,
      },
    ];
  } finally {
    for (const server of servers) server.stop();
    await db.close();
    await onServer(serverUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
  }
}
