// Runs the registry's rules over a fleet and places each finding in its file: line and column from the
// JSON pointer (an image file where the finding says, else at 1:1), the rule's id, its severity and its safe fix.
import type { JsonSource } from '../jsonSource.ts';
import { locate, type Problem } from '../problems.ts';
import type { Fleet } from './fleet.ts';
import type { LintRule, SafeFix, Severity } from './rule.ts';
import { LINT_RULES } from './registry.ts';

/** A safe fix with the text of its file as the rules read it, so it is never applied over a newer text. */
export interface PlacedFix extends SafeFix {
  readText: string;
}

export interface LintProblem extends Problem {
  severity: Severity;
  rule: string;
  fix?: PlacedFix;
  /** The merchant or template the finding is about, when it points at another file. */
  owner?: string;
}

export function runLint(fleet: Fleet, rules: readonly LintRule[] = LINT_RULES): LintProblem[] {
  const sources = new Map<string, JsonSource>([...fleet.merchants, ...fleet.templates].map((d) => [d.file, d.source]));
  const problems: LintProblem[] = [];
  for (const rule of rules) {
    for (const finding of rule.check(fleet)) {
      const source = sources.get(finding.file);
      const { line, column } = source ? locate(source.tree, source.lines, finding.pointer) : (finding.at ?? { line: 1, column: 1 });
      problems.push({
        file: finding.file,
        line,
        column,
        pointer: finding.pointer,
        message: finding.message,
        suggestion: finding.suggestion,
        severity: finding.severity ?? rule.severity,
        rule: rule.id,
        owner: finding.owner,
        fix: finding.fix && source ? { ...finding.fix, readText: source.text } : undefined,
      });
    }
  }
  return problems;
}
