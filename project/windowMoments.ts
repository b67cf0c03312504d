// The moments of content windows as operators write them: ISO 8601 with an offset, or a local time read
// in the merchant's time zone (2026-12-24T00:00 is midnight where the merchant's players are). The
// server turns them into instants before anything reaches a browser (src/rules/activeWindow.ts).
import type { ActiveWindow } from '../src/rules/activeWindow.ts';

/** A date and time to the minute, seconds and milliseconds optional, with an offset (or Z) or none. */
export const MOMENT_PATTERN =
  '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)?$';
const MOMENT = new RegExp(MOMENT_PATTERN);
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far a time zone's clocks are ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** Names already found to be no time zone: asking costs a thrown error, and a fleet of files asks often. */
const notZones = new Set<string>();

/** Whether a name is a time zone this runtime knows (IANA, such as Asia/Ho_Chi_Minh). */
export function isTimeZone(name: string): boolean {
  if (notZones.has(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    notZones.add(name);
    return false;
  }
}

/**
 * The instant a moment names, in milliseconds since the epoch: as written when it has an offset, else
 * the wall-clock time in `timeZone`.
 * Undefined for text that is no moment.
 */
export function momentIn(text: string, timeZone: string): number | undefined {
  if (!MOMENT.test(text)) return undefined;
  const local = LOCAL.exec(text);
  if (!local) return Date.parse(text);
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = local;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  // The offsets a day before and a day after: the same but near a clock change. A time that happens twice
  // is the earlier; one a change skips has no reading of its own and takes the offset before it.
  const before = wall - zoneOffset(wall - DAY_MS, timeZone);
  const after = wall - zoneOffset(wall + DAY_MS, timeZone);
  const readings = [before, after].filter((instant) => instant + zoneOffset(instant, timeZone) === wall);
  return readings.length > 0 ? Math.min(...readings) : before;
}

/** An item's window with its moments as instants (ISO, UTC); a moment that is none is left out (the schema names it). */
export function absoluteWindow(item: ActiveWindow, timeZone: string): ActiveWindow {
  const instant = (text: string | undefined) => {
    const ms = text === undefined ? undefined : momentIn(text, timeZone);
    return ms === undefined || Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  };
  const activeFrom = instant(item.activeFrom);
  const activeUntil = instant(item.activeUntil);
  return { ...(activeFrom ? { activeFrom } : {}), ...(activeUntil ? { activeUntil } : {}) };
}

/** The time zone a merchant's local moments are read in: its own, else its activities', else UTC. */
export function merchantTimeZone(merchant: { timeZone?: string; content?: { activities?: { timeZone?: string } } }): string {
  const zone = merchant.timeZone ?? merchant.content?.activities?.timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
