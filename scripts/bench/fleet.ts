// A fleet of merchants for the benches: valid copies of royal88 as `wl new-merchant` makes them, each
// with its own domains and its images under assets/<code>/.
import { linkSync, mkdirSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyMerchantText, nameFromCode } from '../lib/merchantCopy.ts';
import { root } from './shared.ts';

/**
 * Writes `count` merchant files into `dir` and returns their paths. Each one's images are royal88's:
 * linked as a folder (`symlink`, as the validate bench needs them), or file by file (`files`, which a
 * release's snapshot reads as images of their own).
 */
export function writeFleet(dir: string, count: number, images: 'symlink' | 'files'): string[] {
  const assets = path.join(dir, 'assets');
  mkdirSync(assets, { recursive: true });
  const sourceAssets = path.join(root, 'merchants/assets/royal88');
  const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8');
  const files: string[] = [];
  const settledAt = new Date(Date.now() - 60_000);
  for (let i = 0; i < count; i++) {
    const code = `bench${String(i).padStart(4, '0')}`;
    // Its own domains, lines and image paths, so each file is valid.
    const copied = copyMerchantText(source, { from: 'royal88', code, name: nameFromCode(code), domains: [`m.${code}.test`] });
    const merchant = { ...JSON.parse(copied), $schema: path.join(root, 'schema/merchant.schema.json') };
    const file = path.join(dir, `${code}.json`);
    writeFileSync(file, JSON.stringify(merchant, null, 2));
    // A fleet already there, as an operator checks it (a file written this very moment is always checked again).
    utimesSync(file, settledAt, settledAt);
    if (images === 'symlink') symlinkSync(sourceAssets, path.join(assets, code));
    else {
      mkdirSync(path.join(assets, code));
      for (const name of readdirSync(sourceAssets)) linkSync(path.join(sourceAssets, name), path.join(assets, code, name));
    }
    files.push(file);
  }
  return files;
}
