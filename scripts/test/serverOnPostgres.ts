// `npm run test:server:pg`: the server's test files again, on the PostgreSQL server at DATABASE_URL
// (tests/server/database.ts gives each file its own schema there). Without DATABASE_URL there is no
// server to run on, and the run says so instead of failing.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('Server tests on PostgreSQL skipped: DATABASE_URL is not set (.ci/run starts a server and sets it).');
} else {
  const run = spawnSync('npx', ['vitest', 'run', ...(process.argv.length > 2 ? process.argv.slice(2) : ['server/'])], {
    stdio: 'inherit',
    env: { ...process.env, WL_TEST_POSTGRES: '1' },
  });
  process.exitCode = run.status ?? 1;
}
