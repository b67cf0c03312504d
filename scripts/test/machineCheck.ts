// Before the tests: a fixed piece of work, timed. On a machine so busy or so slow that it takes more than
// ten times what it takes on a quiet 2-core machine, the suites would fail by time-outs all over; the run
// stops at once and says why instead.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Milliseconds the fixed work may take (best of three); about 200 on a quiet machine of the project's kind. */
export const SLOWEST_MS = 2000;

/** Hashing and arithmetic, single-threaded, as most test steps are. */
export function fixedWork(): number {
  const started = performance.now();
  let digest = Buffer.alloc(64);
  for (let i = 0; i < 50_000; i++) digest = createHash('sha256').update(digest).digest();
  let sum = 0;
  for (let i = 0; i < 10_000_000; i++) sum = (sum + i * i) % 1_000_003;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** The verdict on the best of a few timings: nothing when the machine is fast enough, else a sentence. */
export function verdict(timingsMs: number[], slowestMs = SLOWEST_MS): string | undefined {
  const best = Math.min(...timingsMs);
  if (best <= slowestMs) return undefined;
  return (
    `This machine is too slow or too busy to run the tests: a fixed piece of work took ${Math.round(best)} ms ` +
    `(best of ${timingsMs.length}), where the suites need it under ${slowestMs} ms (about 200 ms on a quiet 2-core machine). ` +
    'Stop what else is running (see `uptime`) and run the tests again.'
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const timings = [fixedWork(), fixedWork(), fixedWork()];
  const problem = verdict(timings);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Machine check: fixed work in ${Math.round(Math.min(...timings))} ms (limit ${SLOWEST_MS} ms).`);
}
