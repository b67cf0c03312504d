// `wl validate` timed as an operator runs it (a fresh process): one file, a fleet of a thousand, and a bare
// `node` start to hold them against.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFleet } from './fleet.ts';
import { median, root, type Figure } from './shared.ts';

/** `count` valid merchant files in a folder of their own (fleet.ts). */
function benchMerchants(count: number): string[] {
  return writeFleet(mkdtempSync(path.join(tmpdir(), 'wl-bench-merchants-')), count, 'symlink');
}

/** The median wall time of a fresh process, over a few runs (the first one warms the disk and caches). */
function timed(args: string[], runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const ms = performance.now() - started;
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
    if (i > 0) times.push(ms);
  }
  return Math.round(median(times));
}

/**
 * Validation at fleet speed: `wl validate` on one merchant file against a bare `node` start, and on a
 * thousand against one, each a fresh process as an operator runs it: checked from scratch (--no-cache),
 * and checked again with nothing changed since (the answer kept with the stamps of what it read).
 */
export function measureValidate(): Figure[] {
  const wl = path.join(root, 'scripts/wl.mjs');
  const bare = timed(['-e', '0']);
  const oneFile = benchMerchants(1);
  const fleet = benchMerchants(1000);
  const one = timed([wl, 'validate', '--no-cache', ...oneFile]);
  const many = timed([wl, 'validate', '--no-cache', ...fleet], 3);
  const oneAgain = timed([wl, 'validate', ...oneFile]);
  const manyAgain = timed([wl, 'validate', ...fleet], 3);
  return [
    { name: 'bare node start', value: bare, unit: 'ms' },
    { name: 'wl validate on 1 merchant file', value: one, unit: 'ms', budget: `< 10 bare starts (${bare * 10} ms)`, ok: one < bare * 10 },
    { name: 'wl validate on 1000 merchant files', value: many, unit: 'ms', budget: `< 1.5 one-file runs (${Math.round(one * 1.5)} ms)`, ok: many < one * 1.5 },
    { name: 'wl validate on 1 merchant file, nothing changed since', value: oneAgain, unit: 'ms' },
    {
      name: 'wl validate on 1000 merchant files, nothing changed since',
      value: manyAgain,
      unit: 'ms',
      budget: `< 1.5 one-file runs (${Math.round(oneAgain * 1.5)} ms)`,
      ok: manyAgain < oneAgain * 1.5,
    },
  ];
}
