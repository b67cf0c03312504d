import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mergeFigures, recordFigures, type BenchResults } from './results.ts';

test('a run replaces its own figures and keeps the others with the date they were measured', () => {
  const earlier = [
    { name: 'size', value: 130, unit: 'KB', at: '2026-01-01T00:00:00.000Z' },
    { name: 'p99', value: 40, unit: 'ms', at: '2026-01-01T00:00:00.000Z' },
  ];
  expect(
    mergeFigures(
      earlier,
      [
        { name: 'p99', value: 12, unit: 'ms' },
        { name: 'rps', value: 900, unit: 'req/s' },
      ],
      '2026-02-02T00:00:00.000Z',
    ),
  ).toEqual([
    { name: 'size', value: 130, unit: 'KB', at: '2026-01-01T00:00:00.000Z' },
    { name: 'p99', value: 12, unit: 'ms', at: '2026-02-02T00:00:00.000Z' },
    { name: 'rps', value: 900, unit: 'req/s', at: '2026-02-02T00:00:00.000Z' },
  ]);
});

test('runs of different benchmarks add up in .bench/results.json, an old file included', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'wl-bench-'));
  try {
    mkdirSync(path.join(root, '.bench'));
    writeFileSync(
      path.join(root, '.bench/results.json'),
      JSON.stringify({ at: '2026-01-01T00:00:00.000Z', figures: [{ name: 'size', value: 130, unit: 'KB' }] }),
    );
    recordFigures(root, [{ name: 'p99', value: 12, unit: 'ms', budget: '< 50', ok: true }], '2026-02-02T00:00:00.000Z');
    recordFigures(root, [{ name: 'rps', value: 900, unit: 'req/s' }], '2026-03-03T00:00:00.000Z');
    const results = JSON.parse(readFileSync(path.join(root, '.bench/results.json'), 'utf8')) as BenchResults;
    expect(results.at).toBe('2026-03-03T00:00:00.000Z');
    expect(results.figures.map((f) => [f.name, f.at])).toEqual([
      ['size', '2026-01-01T00:00:00.000Z'],
      ['p99', '2026-02-02T00:00:00.000Z'],
      ['rps', '2026-03-03T00:00:00.000Z'],
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
