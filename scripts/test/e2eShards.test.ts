import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealFiles, secondsOf } from './e2eShards.ts';

const f = (file: string, seconds: number) => ({ file, seconds });

describe('dealFiles', () => {
  it.each([
    { name: 'one group holds everything', files: [f('a', 1), f('b', 2)], count: 1, groups: [['a', 'b']] },
    { name: 'never more groups than files', files: [f('a', 1)], count: 3, groups: [['a']] },
    { name: 'no files, no groups', files: [], count: 3, groups: [] },
    {
      name: 'the longest file alone, the rest together',
      files: [f('a', 1), f('b', 10), f('c', 2), f('d', 3)],
      count: 2,
      groups: [['b'], ['a', 'c', 'd']],
    },
    {
      name: 'balanced by time, longest group first, files in the given order',
      files: [f('a', 5), f('b', 4), f('c', 3), f('d', 3), f('e', 2), f('f', 2)],
      count: 3,
      groups: [
        ['a', 'f'],
        ['b', 'e'],
        ['c', 'd'],
      ],
    },
  ])('$name', ({ files, count, groups }) => {
    expect(dealFiles(files, count)).toEqual(groups);
  });

  it('deals every file exactly once', () => {
    const files = Array.from({ length: 37 }, (_, i) => f(`file${i}`, (i * 7919) % 97));
    const groups = dealFiles(files, 4);
    expect(groups.flat().sort()).toEqual(files.map((file) => file.file).sort());
    expect(groups).toHaveLength(4);
  });
});

describe('secondsOf', () => {
  it.each<{ name: string; files: string[]; known: Record<string, number>; seconds: number[] }>([
    { name: 'known by file name', files: ['tests/e2e/a.e2e.ts'], known: { 'a.e2e.ts': 30 }, seconds: [30] },
    { name: 'unknown: the median of the known', files: ['x.e2e.ts'], known: { a: 10, b: 20, c: 90 }, seconds: [20] },
    { name: 'nothing known: all alike', files: ['x', 'y'], known: {}, seconds: [1, 1] },
  ])('$name', ({ files, known, seconds }) => {
    expect(secondsOf(files, known).map((file) => file.seconds)).toEqual(seconds);
  });
});

describe('tests/e2e/durations.json', () => {
  it('has a figure for every browser-suite file and for no other', () => {
    const dir = new URL('../../tests/e2e/', import.meta.url);
    const suites = readdirSync(dir).filter((name) => name.endsWith('.e2e.ts'));
    const known = JSON.parse(readFileSync(new URL('durations.json', dir), 'utf8')) as Record<string, number>;
    expect(Object.keys(known).sort()).toEqual(suites.sort());
    for (const seconds of Object.values(known)) expect(seconds).toBeGreaterThan(0);
  });
});
