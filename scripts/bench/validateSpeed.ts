// `wl validate` timed as an operator runs it (a fresh process): one file, a fleet of a thousand, and a bare
// `node` start to hold them against.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyMerchantText, nameFromCode } from '../lib/merchantCopy.ts';
import { median, root, type Figure } from './shared.ts';

/** `count` valid merchant files in a folder of their own, as `wl new-merchant` copies them. */
function benchMerchants(count: number): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-bench-merchants-'));
  const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8');
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = `bench${String(i).padStart(4, '0')}`;
    // Its own domains, lines and image paths, so each file is valid.
    const copied = copyMerchantText(source, { from: 'royal88', code, name: nameFromCode(code), domains: [`m.${code}.test`] });
    const merchant = { ...JSON.parse(copied), $schema: path.join(root, 'schema/merchant.schema.json') };
    const file = path.join(dir, `${code}.json`);
    writeFileSync(file, JSON.stringify(merchant, null, 2));
    files.push(file);
  }
  return files;
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
 * thousand against one, each a fresh process as an operator runs it.
 */
export function measureValidate(): Figure[] {
  const wl = path.join(root, 'scripts/wl.mjs');
  const bare = timed(['-e', '0']);
  const one = timed([wl, 'validate', ...benchMerchants(1)]);
  const many = timed([wl, 'validate', ...benchMerchants(1000)], 3);
  return [
    { name: 'bare node start', value: bare, unit: 'ms' },
    { name: 'wl validate on 1 merchant file', value: one, unit: 'ms', budget: `< 10 bare starts (${bare * 10} ms)`, ok: one < bare * 10 },
    { name: 'wl validate on 1000 merchant files', value: many, unit: 'ms', budget: `< 1.5 one-file runs (${Math.round(one * 1.5)} ms)`, ok: many < one * 1.5 },
  ];
}
