// A link planted where a write happens never carries the write outside the project.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeAtomically, WriteRefusedError } from './writeAtomically.ts';

let project: string;
let outside: string;
beforeEach(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-write-'));
  project = path.join(dir, 'project');
  mkdirSync(path.join(project, 'merchants'), { recursive: true });
  outside = path.join(dir, 'outside.txt');
  writeFileSync(outside, 'outside\n');
});

describe('writeAtomically', () => {
  it('writes a new file and replaces an existing one, leaving no temporary file', () => {
    const file = path.join(project, 'merchants', 'a.json');
    writeAtomically(file, '{"a":1}');
    writeAtomically(file, Buffer.from('{"a":2}'));
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(readdirSync(path.dirname(file))).toEqual(['a.json']);
  });

  it('makes the folder it writes into', () => {
    const file = path.join(project, 'merchants', 'assets', 'x', 'logo.png');
    writeAtomically(file, 'png');
    expect(readFileSync(file, 'utf8')).toBe('png');
  });

  it.each([
    ['the process id', (file: string) => `${file}.${process.pid}.tmp`],
    ['any other', (file: string) => `${file}.tmp`],
  ])('leaves a link planted at %s temporary name alone, and the file outside untouched', (_, name) => {
    const file = path.join(project, 'merchants', 'a.json');
    writeFileSync(file, '{"a":1}');
    symlinkSync(outside, name(file));
    writeAtomically(file, '{"a":2}');
    expect(readFileSync(outside, 'utf8')).toBe('outside\n');
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
  });

  it('refuses a file that is itself a link, naming it, and writes nothing', () => {
    const file = path.join(project, 'merchants', 'a.json');
    symlinkSync(outside, file);
    expect(() => writeAtomically(file, '{"a":2}')).toThrow(WriteRefusedError);
    expect(() => writeAtomically(file, '{"a":2}')).toThrow(`${file} is a symbolic link`);
    expect(readFileSync(outside, 'utf8')).toBe('outside\n');
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(['a.json']);
  });

  it('refuses a dangling link too: it would create the file it points to', () => {
    const file = path.join(project, 'merchants', 'a.json');
    const target = path.join(path.dirname(outside), 'created.txt');
    symlinkSync(target, file);
    expect(() => writeAtomically(file, '{}')).toThrow(WriteRefusedError);
    expect(existsSync(target)).toBe(false);
  });

  it('removes its temporary file when the rename fails', () => {
    // A folder in the file's place: the rename over it fails.
    const file = path.join(project, 'merchants', 'folder.json');
    mkdirSync(file);
    writeFileSync(path.join(file, 'inside'), '');
    expect(() => writeAtomically(file, '{}')).toThrow();
    expect(readdirSync(path.dirname(file))).toEqual(['folder.json']);
  });
});
