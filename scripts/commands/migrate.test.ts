// `wl migrate` in a scratch copy of the project: what it writes, what it refuses to write, and that a
// second run changes nothing.
import { lstatSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { scratchProject } from '../../tests/server/support.ts';
import { FIXTURE_REGISTRY } from '../../project/migration.fixtures.ts';
import type { Migration } from '../../project/migration.ts';
import * as projectModule from '../../project/project.ts';
import { runMigrate } from './migrate.ts';

vi.mock('../../project/project.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof projectModule>();
  return { ...actual, loadProject: vi.fn(actual.loadProject) };
});

let project: ReturnType<typeof scratchProject> | undefined;
afterEach(() => {
  project?.remove();
  vi.restoreAllMocks();
});

/** The lines the command prints, stdout and stderr apart, with the scratch folder's path taken out. */
function output(root: string) {
  const out: string[] = [];
  const err: string[] = [];
  const clean = (line: string) => line.split(`${path.relative(process.cwd(), root)}/`).join('');
  vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(clean(line)));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(clean(line)));
  return { out, err };
}

/** A scratch project whose files predate versions; their texts by path relative to it. */
function oldProject(): { root: string; texts: Map<string, string> } {
  project = scratchProject();
  const { root } = project;
  const texts = new Map<string, string>();
  for (const rel of [
    'merchants/royal88.json',
    'merchants/sorte777.json',
    'merchants/xoso68.json',
    'templates/casino-home.json',
    'templates/lottery-home.json',
    'templates/samba-home.json',
  ]) {
    const file = path.join(root, rel);
    const text = readFileSync(file, 'utf8').replace(/\n {2}"schemaVersion": \d+,/, '');
    writeFileSync(file, text);
    texts.set(rel, text);
  }
  return { root, texts };
}

const read = (root: string, rel: string) => readFileSync(path.join(root, rel), 'utf8');

describe('wl migrate', () => {
  test('stamps every file, then has nothing left to do', async () => {
    const { root } = oldProject();
    const { out, err } = output(root);
    expect(await runMigrate([], {}, root)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toContain('merchants/royal88.json:3 adds /schemaVersion: 1 (version 1: each file names the schema version it is written for)');
    expect(out.at(-1)).toBe('Migrated 6 of 6 files to version 1');
    expect(read(root, 'merchants/royal88.json')).toBe(readFileSync(path.join(import.meta.dirname, '../../merchants/royal88.json'), 'utf8'));
    out.length = 0;
    expect(await runMigrate([], {}, root)).toBe(0);
    expect(out).toEqual(['All 6 files are at version 1']);
  });

  test('writes no file whose result would not pass the checks', async () => {
    // The fixture registry renames and moves values that the shipped schemas do not know.
    const { root, texts } = oldProject();
    const { out, err } = output(root);
    expect(await runMigrate([], {}, root, FIXTURE_REGISTRY)).toBe(1);
    expect(out).toContain(
      'templates/casino-home.json:14 renames /blocks/notice/props/speed to "pixelsPerSecond" (version 2: the marquee\'s "speed" is named "pixelsPerSecond")',
    );
    expect(err).toContain('templates/casino-home.json:15:47 /blocks/notice/props/pixelsPerSecond unknown property "pixelsPerSecond" (expected one of "speed")');
    expect(err).toContain('error: templates/casino-home.json would have 1 problem once migrated (above): not written');
    for (const [rel, text] of texts) expect(read(root, rel)).toBe(text);
    expect(out.at(-1)).toBe('Migrated 0 of 6 files to version 3');
  });

  test('does not write over a file changed on disk since it was read', async () => {
    const { root } = oldProject();
    const { err } = output(root);
    const file = path.join(root, 'templates/samba-home.json');
    const load = vi.mocked(projectModule.loadProject);
    const original = load.getMockImplementation()!;
    load.mockImplementationOnce(async (...args) => {
      writeFileSync(file, readFileSync(file, 'utf8').replace('"name": "samba-home"', '"name": "samba-home" '));
      return original(...args);
    });
    expect(await runMigrate([], {}, root)).toBe(1);
    expect(err).toEqual(['error: templates/samba-home.json changed on disk since it was read: not written; run "wl migrate" again']);
    expect(read(root, 'templates/samba-home.json')).toContain('"name": "samba-home" ,');
    expect(JSON.parse(read(root, 'templates/casino-home.json')).schemaVersion).toBe(1);
  });

  test('does not write through a file that is a symbolic link, and migrates the others', async () => {
    const { root, texts } = oldProject();
    const { err } = output(root);
    const link = path.join(root, 'templates/samba-home.json');
    const outside = path.join(root, 'samba-home.kept.json');
    renameSync(link, outside);
    symlinkSync(outside, link);
    expect(await runMigrate([], {}, root)).toBe(1);
    expect(err).toEqual([
      'error: templates/samba-home.json is a symbolic link: it is not written through; edit the file it points to, or put a copy in its place: not written',
    ]);
    expect(readFileSync(outside, 'utf8')).toBe(texts.get('templates/samba-home.json'));
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(read(root, 'templates/casino-home.json')).schemaVersion).toBe(1);
  });

  test('reports a file a migration cannot read, and migrates the others', async () => {
    const { root, texts } = oldProject();
    const { err } = output(root);
    const picky: Migration = {
      version: 1,
      kind: 'template',
      description: 'reads every block',
      migrate: (data) => {
        if (data.name === 'samba-home') throw new TypeError('no blocks to read');
        return data;
      },
    };
    expect(await runMigrate([], {}, root, [picky])).toBe(1);
    expect(err).toEqual(['templates/samba-home.json:1:1 / cannot be migrated: no blocks to read']);
    expect(read(root, 'templates/samba-home.json')).toBe(texts.get('templates/samba-home.json'));
    expect(JSON.parse(read(root, 'templates/casino-home.json')).schemaVersion).toBe(1);
  });

  test('leaves a file written by newer tools alone, and says so', async () => {
    const { root } = oldProject();
    const { err } = output(root);
    const file = path.join(root, 'merchants/xoso68.json');
    writeFileSync(
      file,
      read(root, 'merchants/xoso68.json').replace(
        '"$schema": "../schema/merchant.schema.json",',
        '"$schema": "../schema/merchant.schema.json",\n  "schemaVersion": 7,',
      ),
    );
    const before = read(root, 'merchants/xoso68.json');
    expect(await runMigrate([], { dryRun: false }, root)).toBe(1);
    expect(err).toEqual([
      'merchants/xoso68.json:3:20 /schemaVersion is version 7, written by a newer version of the tools (these know up to version 1): update the tools rather than the file',
    ]);
    expect(read(root, 'merchants/xoso68.json')).toBe(before);
    expect(JSON.parse(read(root, 'merchants/royal88.json')).schemaVersion).toBe(1);
  });
});
