// Problems `wl validate` reports across files: a shared domain is blamed on the merchant that named it
// later (git history, else modification time), and a broken template does not also make its merchants
// "name no template".
import { spawnSync } from 'node:child_process';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { scratchProject } from '../../tests/server/support.ts';
import { formatProblem, loadProject } from '../../project/project.ts';

let project: ReturnType<typeof scratchProject> | undefined;
afterEach(() => project?.remove());

/** A copy of royal88 under another code and file name, keeping royal88's domains. */
function copyOfRoyal88(root: string, code: string): string {
  const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8');
  const file = path.join(root, `merchants/${code}.json`);
  writeFileSync(file, source.replace('"merchantCode": "royal88"', `"merchantCode": "${code}"`));
  return file;
}

const setTime = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

async function problemsOf(root: string) {
  const loaded = await loadProject(root);
  return { lines: loaded.problems.map((p) => formatProblem(p, root)), served: loaded.merchants.map((m) => m.data.merchantCode) };
}

describe('a domain two merchants name', () => {
  test('is blamed on the newer file, though it loads first', async () => {
    project = scratchProject();
    const copy = copyOfRoyal88(project.root, 'aaa-copy');
    setTime(path.join(project.root, 'merchants/royal88.json'), 1_700_000_000);
    setTime(copy, 1_800_000_000);
    const { lines, served } = await problemsOf(project.root);
    expect(lines).toContain('merchants/aaa-copy.json:6:15 /domains/0 "m.royal88.test" already belongs to merchant "royal88", which named it first');
    expect(lines.filter((l) => l.startsWith('merchants/royal88.json'))).toEqual([]);
    expect(served).toContain('royal88');
    expect(served).not.toContain('aaa-copy');
  });

  test('by modification time, is blamed on the file edited last, though it loads last', async () => {
    project = scratchProject();
    const copy = copyOfRoyal88(project.root, 'zzz-copy');
    setTime(copy, 1_700_000_000);
    setTime(path.join(project.root, 'merchants/royal88.json'), 1_800_000_000);
    const { lines } = await problemsOf(project.root);
    expect(lines.some((l) => l.startsWith('merchants/royal88.json:6:15 /domains/0 "m.royal88.test" already belongs to merchant "zzz-copy"'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('merchants/zzz-copy.json'))).toEqual([]);
  });

  test('by git history, is blamed on the file whose commit added it later, whatever the modification times', async () => {
    project = scratchProject();
    const { root } = project;
    const git = (date: string, ...args: string[]) => {
      const run = spawnSync('git', ['-c', 'user.name=Operator', '-c', 'user.email=operator@example.test', '-c', 'commit.gpgsign=false', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
      expect(run.status, run.stderr).toBe(0);
    };
    git('2026-01-01T00:00:00Z', 'init', '-q');
    git('2026-01-01T00:00:00Z', 'add', '.');
    git('2026-01-01T00:00:00Z', 'commit', '-q', '-m', 'merchants');
    const copy = copyOfRoyal88(root, 'aaa-copy');
    git('2026-02-01T00:00:00Z', 'add', '.');
    git('2026-02-01T00:00:00Z', 'commit', '-q', '-m', 'a copy');
    // The copy's file looks older on disk than royal88's: history decides, not the clock of the disk.
    setTime(copy, 1_600_000_000);
    setTime(path.join(root, 'merchants/royal88.json'), 1_900_000_000);
    const { lines } = await problemsOf(root);
    expect(lines).toContain('merchants/aaa-copy.json:6:15 /domains/0 "m.royal88.test" already belongs to merchant "royal88", which named it first');
    expect(lines.filter((l) => l.startsWith('merchants/royal88.json'))).toEqual([]);

    // A claim not yet committed is newer than any commit.
    const xoso = path.join(root, 'merchants/xoso68.json');
    writeFileSync(xoso, readFileSync(xoso, 'utf8').replace('"domains": ["m.xoso68.test"', '"domains": ["royal88.test", "m.xoso68.test"'));
    setTime(xoso, 1_500_000_000);
    const again = await problemsOf(root);
    expect(again.lines.some((l) => l.startsWith('merchants/xoso68.json:6:15 /domains/0 "royal88.test" already belongs to merchant "'))).toBe(true);
    expect(again.lines.filter((l) => l.startsWith('merchants/royal88.json'))).toEqual([]);
  });
});

describe('follow-on problems', () => {
  test('a mistyped block type is one problem, on the template, not also "names no template" on its merchants', async () => {
    project = scratchProject();
    const file = path.join(project.root, 'templates/casino-home.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "banner-carousel"', '"type": "baner-carousel"'));
    const { lines } = await problemsOf(project.root);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^templates\/casino-home\.json:\d+:\d+ \/blocks\/banner\/type .* did you mean "banner-carousel"\?$/);
  });

  test('a missing comma is said where it is missing', async () => {
    project = scratchProject();
    const file = path.join(project.root, 'merchants/xoso68.json');
    const source = readFileSync(file, 'utf8');
    const line = source.split('\n').findIndex((l) => l.includes('"merchantCode": "xoso68",')) + 1;
    writeFileSync(file, source.replace('"merchantCode": "xoso68",', '"merchantCode": "xoso68"'));
    const { lines } = await problemsOf(project.root);
    expect(lines).toEqual([`merchants/xoso68.json:${line}:27 / missing comma after line ${line}`]);
  });
});
