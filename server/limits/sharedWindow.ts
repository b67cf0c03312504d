// A limit every API instance on the database shares: at most `max` events per key in a window of
// `windowMs` that starts with the key's first event (a fixed window per key, not a sliding one: one row
// per key, decided by one statement). Each decision is a single statement on the key's row, which
// PostgreSQL locks for its length, so instances deciding at once take turns and never both let the
// last event through; time is the database's, the same for all. When the database cannot be asked the
// limit refuses (503 server.busy): an unreachable store never lets a guess through.
import type { Db } from '../db/types.ts';
import { serverBusy } from '../http/errors.ts';

export const storeUnreachable = serverBusy;

/** A query of the shared state (limits, captcha challenges): one the database cannot answer refuses the call. */
export async function askShared<T>(db: Db, sql: string, params: unknown[]): Promise<T[]> {
  try {
    return await db.query<T>(sql, params);
  } catch {
    throw storeUnreachable();
  }
}

/** The time a query passes for COALESCE($n::timestamptz, now()): a test's clock, or null for the database's. */
export const clockParam = (now: (() => number) | undefined): string | null => (now ? new Date(now()).toISOString() : null);

/** The time an event happens: the database's clock, or a test's. */
const AT = 'COALESCE($3::timestamptz, now())';
/** Whether the key's window has run out at that time. */
const OVER = `w.started_at <= ${AT} - ($4::double precision * interval '1 millisecond')`;

const HIT = `INSERT INTO limit_windows AS w (bucket, key, started_at, hits) VALUES ($1, $2, ${AT}, 1)
  ON CONFLICT (bucket, key) DO UPDATE SET
    started_at = CASE WHEN ${OVER} THEN ${AT} ELSE w.started_at END,
    hits = CASE WHEN ${OVER} THEN 1 ELSE w.hits + 1 END`;

export class SharedWindow {
  constructor(
    private readonly db: Db,
    /** The limit's name in the table: one per kind of limit. */
    readonly bucket: string,
    readonly max: number,
    readonly windowMs: number,
    /** Tests move time; in service the database's clock decides. */
    private readonly now?: () => number,
  ) {}

  private params(key: string, ...more: unknown[]): unknown[] {
    return [this.bucket, key, clockParam(this.now), this.windowMs, ...more];
  }

  private ask<T>(sql: string, params: unknown[]): Promise<T[]> {
    return askShared<T>(this.db, sql, params);
  }

  /** Events of the key in its current window. */
  async count(key: string): Promise<number> {
    const rows = await this.ask<{ hits: number }>(`SELECT w.hits FROM limit_windows w WHERE w.bucket = $1 AND w.key = $2 AND NOT (${OVER})`, this.params(key));
    return rows[0]?.hits ?? 0;
  }

  /** Whether the key has had its events for now. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.max;
  }

  /** Counts an event only while the key is under its limit: true when it was counted (the event may go ahead). */
  async take(key: string): Promise<boolean> {
    const rows = await this.ask(`${HIT} WHERE ${OVER} OR w.hits < $5 RETURNING w.hits`, this.params(key, this.max));
    return rows.length > 0;
  }

  /**
   * Gives back one event taken for an outcome the limit does not count (a right password, say, where
   * failures are what is limited): the attempt held its place while it ran, so attempts made at once
   * never outnumber the limit, and is not held against the key once it is known to have gone well.
   */
  async release(key: string): Promise<void> {
    await this.ask(`UPDATE limit_windows SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1 AND key = $2`, [this.bucket, key]);
  }

  /** Forgets the key's events. */
  async clear(key: string): Promise<void> {
    await this.ask(`DELETE FROM limit_windows WHERE bucket = $1 AND key = $2`, [this.bucket, key]);
  }
}

/** One event counted against several limits: taken from each in turn, given back to all when one has no room. */
export async function takeAll(limits: readonly (readonly [SharedWindow, string])[]): Promise<boolean> {
  const taken: (readonly [SharedWindow, string])[] = [];
  for (const entry of limits) {
    if (!(await entry[0].take(entry[1]))) {
      await Promise.all(taken.map(([limit, key]) => limit.release(key)));
      return false;
    }
    taken.push(entry);
  }
  return true;
}

/** Drops windows that ran out long ago (the longest limit counts an hour): rows do not pile up. */
export async function sweepLimitWindows(db: Db): Promise<void> {
  await db.query(`DELETE FROM limit_windows WHERE started_at < now() - interval '1 day'`);
}
