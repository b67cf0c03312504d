// `wl migrate` as an operator runs it, on a scratch copy of the project whose files predate versions:
// `wl validate` sends them to it, the dry run only plans, the run writes the one line each file lacks,
// and a second run has nothing left to do.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectCopy, root } from './harness.ts';

function wl(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/wl.mjs'), ...args], { cwd: root, encoding: 'utf8' });
  return { ...run, out: run.stdout + run.stderr };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('wl migrate', () => {
  const work = projectCopy();
  const rels = ['merchants/royal88.json', 'templates/casino-home.json'];
  const files = rels.map((rel) => path.join(work, rel));
  const shipped = rels.map((rel) => readFileSync(path.join(root, rel), 'utf8'));
  const VERSION_LINE = /\n {2}"schemaVersion": (\d+),/;
  const version = Number(VERSION_LINE.exec(shipped[0])?.[1]);
  // As the files were before they named a version.
  const old = shipped.map((text) => text.replace(VERSION_LINE, ''));
  files.forEach((file, i) => writeFileSync(file, old[i]));
  const read = () => files.map((file) => readFileSync(file, 'utf8'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('is what wl validate asks for, for a file without a version', () => {
    const run = wl('validate', files[0]);
    assert.equal(run.status, 1, run.out);
    assert.match(run.out, /royal88\.json:1:1 \/ has no "schemaVersion": .* run "wl migrate" to bring it up to date/);
  });

  it('plans with --dry-run: each edit with its file and line, nothing written', () => {
    const run = wl('migrate', '--dry-run', ...files);
    assert.equal(run.status, 0, run.out);
    for (const name of ['royal88', 'casino-home'])
      assert.match(run.stdout, new RegExp(`${escaped(name)}\\.json:3 adds /schemaVersion: ${version} \\(version ${version}: `));
    assert.match(run.stdout, new RegExp(`2 of 2 files would move to version ${version} \\(dry run: nothing written\\)`));
    assert.deepEqual(read(), old);
  });

  it('writes the one line each file lacks, every other byte as it was', () => {
    const run = wl('migrate', ...files);
    assert.equal(run.status, 0, run.out);
    assert.match(run.stdout, new RegExp(`Migrated 2 of 2 files to version ${version}`));
    const migrated = read();
    assert.deepEqual(migrated, shipped);
    migrated.forEach((text, i) => {
      const lines = text.split('\n');
      assert.equal(lines[2], `  "schemaVersion": ${version},`);
      assert.equal([...lines.slice(0, 2), ...lines.slice(3)].join('\n'), old[i]);
    });
  });

  it('changes nothing when run again, and wl validate passes', () => {
    const again = wl('migrate', ...files);
    assert.equal(again.status, 0, again.out);
    assert.equal(again.stdout.trim(), `All 2 files are at version ${version}`);
    assert.deepEqual(read(), shipped);
    const validate = wl('validate', ...files);
    assert.equal(validate.status, 0, validate.out);
    assert.match(validate.stdout, /All 2 files are valid/);
  });
});
