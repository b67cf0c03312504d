// The session caching of GET answers (spec section 7, keyed by a hash of the URL) and how long a kept
// answer serves: section 9's "session time 5", read as minutes, so data an operator changes (the
// country list) reaches a player within minutes rather than at their next visit.
export const SESSION_CACHE_MINUTES = 5;
const SESSION_CACHE_MS = SESSION_CACHE_MINUTES * 60_000;

/** An answer as kept in session storage, with when it arrived (ms since the epoch). */
export interface KeptAnswer<T> {
  value: T;
  at: number;
}

export const keptAnswer = <T>(value: T, now: number): KeptAnswer<T> => ({ value, at: now });

/**
 * The kept answer while it is younger than the session time; undefined for none, a stale one, one from
 * a clock set back, or one kept before answers carried their time.
 */
export function freshAnswer<T>(kept: unknown, now: number): KeptAnswer<T> | undefined {
  if (!kept || typeof kept !== 'object' || !('value' in kept) || !('at' in kept)) return undefined;
  const { at } = kept as { at: unknown };
  if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  const age = now - at;
  return age >= 0 && age < SESSION_CACHE_MS ? (kept as KeptAnswer<T>) : undefined;
}
