// `wl validate --fix`: writes the safe fixes as the smallest edits (project/jsonEdits.ts), one per file
// at a time since a fix may move what the next one points at; a file changed on disk since the rules read
// it is left alone and named, never overwritten.
import { readFileSync } from 'node:fs';
import { writeAtomically, WriteRefusedError } from '../../project/writeAtomically.ts';
import { applyJsonChanges } from '../../project/jsonEdits.ts';
import type { LintProblem } from '../../project/lint/runLint.ts';

export interface FixOutcome {
  applied: LintProblem[];
  /** Files not written, and why. */
  refused: { file: string; reason: string }[];
}

/** Applies the first fix of each file among `problems`. */
export function applyFirstFixes(problems: readonly LintProblem[]): FixOutcome {
  const outcome: FixOutcome = { applied: [], refused: [] };
  const done = new Set<string>();
  for (const problem of problems) {
    const fix = problem.fix;
    if (!fix || done.has(problem.file)) continue;
    done.add(problem.file);
    let onDisk: string;
    try {
      onDisk = readFileSync(problem.file, 'utf8');
    } catch (error) {
      outcome.refused.push({ file: problem.file, reason: `cannot be read (${(error as Error).message})` });
      continue;
    }
    if (onDisk !== fix.readText) {
      outcome.refused.push({ file: problem.file, reason: 'changed on disk since it was checked; run again to fix the text as it is now' });
      continue;
    }
    try {
      writeAtomically(problem.file, applyJsonChanges(onDisk, fix.changes));
    } catch (error) {
      if (!(error instanceof WriteRefusedError)) throw error;
      outcome.refused.push({ file: problem.file, reason: error.reason });
      continue;
    }
    outcome.applied.push(problem);
  }
  return outcome;
}
