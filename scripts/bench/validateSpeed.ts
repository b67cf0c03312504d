// `wl validate` over 100 merchant files, timed as an operator runs it (a fresh process).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyMerchantText, nameFromCode } from '../lib/merchantCopy.ts';
import { root, type Figure } from './shared.ts';

export function measureValidate(count = 100): Figure[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-bench-merchants-'));
  const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8');
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = `bench${String(i).padStart(3, '0')}`;
    // As `wl new-merchant` copies one: its own domains, lines and image paths, so each file is valid.
    const copied = copyMerchantText(source, { from: 'royal88', code, name: nameFromCode(code), domains: [`m.${code}.test`] });
    const merchant = { ...JSON.parse(copied), $schema: path.join(root, 'schema/merchant.schema.json') };
    const file = path.join(dir, `${code}.json`);
    writeFileSync(file, JSON.stringify(merchant, null, 2));
    files.push(file);
  }
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/wl.mjs'), 'validate', ...files], { cwd: root, encoding: 'utf8' });
  const ms = Math.round(performance.now() - started);
  if (run.status !== 0) throw new Error(`validate failed on the bench files:\n${run.stdout}${run.stderr}`);
  return [{ name: `wl validate on ${count} merchant files`, value: ms, unit: 'ms', budget: '< 1000', ok: ms < 1000 }];
}
