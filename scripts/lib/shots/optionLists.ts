// Reading the comma lists of `wl shots` options, and the one-line error for a value the list cannot hold.
import { didYouMean } from '../../../project/problems.ts';
import { CliError } from '../cliError.ts';

/** "home, login,,home" → ["home", "login"]: trimmed, blanks dropped, each once, in the order given. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** The items of an option's list; an option given with nothing in it is a mistake, not "all". */
export function listOption(option: string, text: string): string[] {
  const items = splitList(text);
  if (items.length === 0) throw new CliError(`--${option} names nothing: give a comma list, such as ${example(option)}`);
  return items;
}

/**
 * `unknown page "hom" (did you mean "home"?)`, else the hint or the values there are; `hintToo` gives
 * the hint beside a near name as well (for short lists, where the near name may be a poor guess).
 */
export function unknownValue(what: string, value: string, known: readonly string[], hint = '', hintToo = false): CliError {
  const near = didYouMean(value, known);
  const help = hint || `there are ${known.join(', ')}`;
  if (!near) return new CliError(`${what} "${value}": ${help}`);
  return new CliError(`${what} "${value}" (did you mean "${near}"?${hintToo ? ` ${help}` : ''})`);
}

function example(option: string): string {
  const examples: Record<string, string> = { languages: 'EN,CN', pages: 'home,login', members: 'visitor,member', viewports: 'small,390x844' };
  return examples[option] ?? 'a,b';
}
