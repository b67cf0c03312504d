// The one reading of a Range header (RFC 9110 section 14): a single byte range is served; a malformed
// one, several, or another unit is ignored (the whole file, as the RFC allows); one that starts past the
// end is a 416.
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };
const SINGLE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/** What to send of a file of `size` bytes for this Range header (inclusive `end`). */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return WHOLE;
  if (match[1] === '') {
    // A suffix: the last n bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (!Number.isSafeInteger(start) || last < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}
