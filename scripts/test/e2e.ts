// `npm run test:e2e [files…]`: the browser suites (every tests/e2e/*.e2e.ts, or the files given), dealt
// into as many processes as run at once (scripts/test/e2eShards.ts). Each process runs its files one after
// another, each file a suite of its own (its hooks and tests inside it), and shares one browser of each
// kind between them. The database the suites' servers open is DATABASE_URL's, as WL_E2E_DATABASE_URL
// (tests/e2e/harness.ts); the servers they start as processes never see it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dealFiles, secondsOf } from './e2eShards.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const suitesDir = path.join(root, 'tests/e2e');
/** Files at once: on two cores, a third keeps both busy while the others wait on their browsers. */
const CONCURRENCY = 3;
/** A test still running after this fails, named, rather than hold the run. */
const TEST_TIMEOUT_MS = 20 * 60_000;

const given = process.argv.slice(2);
const files = (
  given.length > 0
    ? given
    : readdirSync(suitesDir)
        .filter((name) => name.endsWith('.e2e.ts'))
        .sort()
).map((file) => path.relative(root, path.resolve(given.length > 0 ? process.cwd() : suitesDir, file)));
const known = JSON.parse(readFileSync(path.join(suitesDir, 'durations.json'), 'utf8')) as Record<string, number>;
const groups = dealFiles(secondsOf(files, known), CONCURRENCY);

const harnessUrl = pathToFileURL(path.join(suitesDir, 'harness.ts')).href;
const work = mkdtempSync(path.join(tmpdir(), 'wl-e2e-'));
const groupFiles = groups.map((group, index) => {
  const file = path.join(work, `group-${index + 1}.e2e.mjs`);
  const suites = group.map((rel) => `describe(${JSON.stringify(rel)}, () => import(${JSON.stringify(pathToFileURL(path.join(root, rel)).href)}));`);
  writeFileSync(
    file,
    [
      "import { after, describe } from 'node:test';",
      `import { shareBrowsers } from ${JSON.stringify(harnessUrl)};`,
      'after(shareBrowsers());',
      ...suites,
      '',
    ].join('\n'),
  );
  return file;
});

const { DATABASE_URL, ...env } = process.env;
const run = spawnSync(
  process.execPath,
  ['--liftoff-only', '--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, `--test-timeout=${TEST_TIMEOUT_MS}`, ...groupFiles],
  { cwd: root, stdio: 'inherit', env: { ...env, WL_E2E_DATABASE_URL: DATABASE_URL ?? '' } },
);
rmSync(work, { recursive: true, force: true });
process.exitCode = run.status ?? 1;
