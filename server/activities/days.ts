// Calendar days in a merchant's time zone, written YYYY-MM-DD: sign-ins and loss periods count in the
// merchant's days, not the server's.

export type Day = string;

const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows this IANA time zone. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The day it is at `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): Day {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}
