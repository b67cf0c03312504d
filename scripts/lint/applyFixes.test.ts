// `--fix` writes each fix into its own file only: never over a newer text, never through a link.
import { lstatSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintProblem } from '../../project/lint/runLint.ts';
import { applyFirstFixes } from './applyFixes.ts';

const TEXT = '{ "a": 1 }\n';
const problemIn = (file: string, readText = TEXT): LintProblem => ({
  file,
  line: 1,
  column: 3,
  pointer: '/a',
  message: 'a is 1',
  severity: 'warning',
  rule: 'test',
  fix: { description: 'write 2', changes: [{ path: ['a'], value: 2 }], readText },
});

describe('applyFirstFixes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-fix-'));

  it('writes the fix', () => {
    const file = path.join(dir, 'plain.json');
    writeFileSync(file, TEXT);
    expect(applyFirstFixes([problemIn(file)]).applied).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toBe('{ "a": 2 }\n');
  });

  it('refuses a file that is a symbolic link, and leaves what it points to alone', () => {
    const outside = path.join(dir, 'outside.json');
    const file = path.join(dir, 'linked.json');
    writeFileSync(outside, TEXT);
    symlinkSync(outside, file);
    expect(applyFirstFixes([problemIn(file)])).toEqual({
      applied: [],
      refused: [{ file, reason: 'is a symbolic link: it is not written through; edit the file it points to, or put a copy in its place' }],
    });
    expect(readFileSync(outside, 'utf8')).toBe(TEXT);
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
  });
});
