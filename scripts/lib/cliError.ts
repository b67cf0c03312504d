// An operator's mistake the CLI reports as one line on stderr with exit code 1, never as a stack trace.
import { didYouMean } from '../../project/problems.ts';

export class CliError extends Error {
  override name = 'CliError';
}

/** The one line an error prints as: its message, with any further lines folded in. */
export function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `error: ${message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')}`;
}

/** "did you mean …?" for a near name, else the names there are (so a typo far off still finds its way). */
export function suggestName(value: string, known: readonly string[]): string {
  if (known.length === 0) return '';
  const near = didYouMean(value, known);
  return near ? ` (did you mean "${near}"?)` : ` (there are: ${known.join(', ')})`;
}
