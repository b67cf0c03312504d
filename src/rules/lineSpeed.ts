// The line-speed test (spec sections 2, 7 and 9): up to 10 of the merchant's lines in random order, each
// pinged once, the first to answer wins, and switching moves the player to the same page on that line.
import { carriedHref } from './carryQuery.ts';

export const MAX_LINES = 10;
export const LINE_PING_TIMEOUT_MS = 10_000;

/** A line tested: its origin, and its place (from 1) in the merchant's list, which names it on screen. */
export interface PickedLine {
  origin: string;
  number: number;
}

export type LineResult =
  | { state: 'pending' }
  /** `ms` is how long the answer took; `at` when it came (one clock for every line of a test). */
  | { state: 'answered'; ms: number; at: number }
  | { state: 'timed-out' }
  | { state: 'failed' };

/** A line's origin; undefined for anything that is not a web address (a javascript: URL, say). */
export function lineOrigin(line: string): string | undefined {
  try {
    const url = new URL(line.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** At most `max` of the lines, each origin once, in random order (Fisher-Yates over the whole list). */
export function pickLines(lines: readonly string[], random: () => number = Math.random, max = MAX_LINES): PickedLine[] {
  const seen = new Set<string>();
  const usable: PickedLine[] = [];
  for (const line of lines) {
    const origin = lineOrigin(line);
    if (!origin || seen.has(origin)) continue;
    seen.add(origin);
    usable.push({ origin, number: usable.length + 1 });
  }
  for (let i = usable.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [usable[i], usable[j]] = [usable[j], usable[i]];
  }
  return usable.slice(0, Math.max(0, max));
}

/** The line that answered first; on a tie, the one shown first. */
export function firstResponder(rows: readonly { origin: string; result: LineResult }[]): string | undefined {
  let best: { origin: string; at: number } | undefined;
  for (const { origin, result } of rows) {
    if (result.state === 'answered' && (!best || result.at < best.at)) best = { origin, at: result.at };
  }
  return best?.origin;
}

/**
 * Where switching to a line leads: the page the player is on, on the line's origin, with the query
 * parameters that follow a player (rules/carryQuery), the player's language (another origin keeps no
 * choice of this one's) and the hash. Undefined for a line that is not a web origin.
 */
export function lineSwitchUrl(
  line: string,
  location: { pathname: string; search: string; hash: string },
  { stored, language }: { stored?: Record<string, string | null | undefined>; language?: string } = {},
): string | undefined {
  const origin = lineOrigin(line);
  if (!origin) return undefined;
  const own = language ? `?${new URLSearchParams({ language })}` : '';
  return origin + carriedHref(location.pathname + own + location.hash, location, stored);
}
