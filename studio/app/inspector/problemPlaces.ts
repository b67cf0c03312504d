// Which problems a form's fields cannot show: those at the form's own place (the object as a whole) or
// above it. Kept apart from the form library, so listing them loads nothing.
import type { StudioProblem } from '../state/api.ts';

/** The problems of a place (a JSON pointer) itself or of what holds it. */
export function problemsAtPlace(problems: readonly StudioProblem[], base: string): StudioProblem[] {
  return problems.filter((p) => p.pointer === base || (base.startsWith(`${p.pointer}/`) && p.pointer !== '/'));
}
