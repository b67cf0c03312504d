// React DOM makes five errors as its module starts, kept only to be thrown and recognised by identity (a
// render that suspended, a hydration mismatch). A browser with its developer tools attached, which is every
// browser a test or Lighthouse drives, records where each error is made, with lines and columns, and parses
// React's whole module a second time to find them: about 170 ms of one task with the CPU 4x slower, and 7 %
// of the fault matrix's CPU. Made without calling the constructor, the same objects carry no stack and cost
// nothing; React compares them by identity and reads, at most, their message.
import type { Plugin } from 'vite';

/** The module-level errors of React DOM's client that React only compares by identity. */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];

const CLIENT_MODULE = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** Appended (a declaration is hoisted), so no line of React's moves. */
const STACKLESS = '\nfunction wlStacklessError(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n';

/** The module's text with each sentinel made without a stack; throws if React no longer makes one as expected. */
export function withStacklessSentinels(code: string): string {
  const found = new Set<string>();
  const pattern = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
  const out = code.replace(pattern, (_, name: string, message: string) => {
    found.add(name);
    return `${name} = wlStacklessError(${message})`;
  });
  const missing = SENTINELS.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(
      `React DOM no longer makes ${missing.join(', ')} as "Name = Error(formatProdErrorMessage(n))": see scripts/build/stacklessSentinels.ts, and drop the names it no longer has`,
    );
  }
  return out + STACKLESS;
}

export function stacklessSentinels(): Plugin {
  return {
    name: 'wl-stackless-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!CLIENT_MODULE.test(id)) return undefined;
      return { code: withStacklessSentinels(code), map: null };
    },
  };
}
