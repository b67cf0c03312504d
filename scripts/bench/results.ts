// .bench/results.json keeps the latest figure of every name: a run of some benchmarks (`npm run bench --
// logins`) replaces those figures and leaves the others as an earlier run measured them, each with its date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Figure } from './shared.ts';

export interface RecordedFigure extends Figure {
  /** When this figure was measured (ISO 8601). */
  at: string;
}

export interface BenchResults {
  /** The latest run that wrote the file. */
  at: string;
  figures: RecordedFigure[];
}

/** Earlier figures with this run's in place of those of the same name (new names at the end). */
export function mergeFigures(earlier: readonly RecordedFigure[], latest: readonly Figure[], at: string): RecordedFigure[] {
  const fresh = new Map(latest.map((f) => [f.name, { ...f, at }]));
  const merged = earlier.map((f) => fresh.get(f.name) ?? f);
  const kept = new Set(earlier.map((f) => f.name));
  return [...merged, ...[...fresh.values()].filter((f) => !kept.has(f.name))];
}

function readResults(file: string): BenchResults | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<BenchResults>;
    if (typeof parsed.at !== 'string' || !Array.isArray(parsed.figures)) return undefined;
    // Files from before figures carried a date: theirs is the run's.
    return { at: parsed.at, figures: parsed.figures.map((f) => ({ ...f, at: f.at ?? parsed.at! })) };
  } catch {
    return undefined;
  }
}

/** Merges this run's figures into the results file under `root`. */
export function recordFigures(root: string, figures: readonly Figure[], at = new Date().toISOString()): void {
  const file = path.join(root, '.bench', 'results.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const results: BenchResults = { at, figures: mergeFigures(readResults(file)?.figures ?? [], figures, at) };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
