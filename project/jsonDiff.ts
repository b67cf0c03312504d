// What changed between two JSON values, as a list of edits by path: what the studio, the migrations and
// the merge of a file changed on disk read. No node: imports: the editor in the browser runs this too.

export type JsonPath = (string | number)[];

/** One edit of a document: `value` undefined removes what is at `path`. */
export interface JsonChange {
  path: JsonPath;
  value: unknown;
  /** Where a new member of an object goes: after this key, first for '', after the last when absent. */
  follows?: string;
}

export interface DiffOptions {
  /** New keys go where `after`'s key order puts them (after the key before them there), not last. */
  keyOrder?: boolean;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys JSON would write: a property set to undefined is absent. */
export function jsonKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined);
}

function diffInto(before: unknown, after: unknown, path: JsonPath, out: JsonChange[], opts: DiffOptions): void {
  if (isRecord(before) && isRecord(after)) {
    const beforeKeys = jsonKeys(before);
    const afterKeys = jsonKeys(after);
    const kept = new Set(afterKeys);
    const had = new Set(beforeKeys);
    for (const key of beforeKeys) if (!kept.has(key)) out.push({ path: [...path, key], value: undefined });
    for (const key of beforeKeys) if (kept.has(key)) diffInto(before[key], after[key], [...path, key], out, opts);
    // Added in `after`'s order, so the key a new one follows is in the text by the time it is placed.
    afterKeys.forEach((key, index) => {
      if (had.has(key)) return;
      out.push({ path: [...path, key], value: after[key], ...(opts.keyOrder ? { follows: afterKeys[index - 1] ?? '' } : {}) });
    });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      before.forEach((item, index) => diffInto(item, after[index], [...path, index], out, opts));
      return;
    }
    // Items added at the end, or one item taken out, touch only those items' lines; any other change
    // of length shifts items, and the array is written whole.
    if (after.length > before.length && before.every((item, i) => jsonEqual(item, after[i]))) {
      for (let i = before.length; i < after.length; i++) out.push({ path: [...path, i], value: after[i] });
      return;
    }
    const gone = after.length === before.length - 1 ? removedIndex(before, after) : undefined;
    if (gone !== undefined) {
      out.push({ path: [...path, gone], value: undefined });
      return;
    }
  }
  if (before === after) return;
  out.push({ path, value: after });
}

/** The index of the one item `before` has and `after` lacks, all else in order; undefined if none. */
function removedIndex(before: unknown[], after: unknown[]): number | undefined {
  let i = 0;
  while (i < after.length && jsonEqual(before[i], after[i])) i++;
  for (let j = i; j < after.length; j++) if (!jsonEqual(before[j + 1], after[j])) return undefined;
  return i;
}

/** The fewest changes that turn `before` into `after`; key order alone is no change. */
export function diffJson(before: unknown, after: unknown, opts: DiffOptions = {}): JsonChange[] {
  const out: JsonChange[] = [];
  diffInto(before, after, [], out, opts);
  return out;
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  return diffJson(a, b).length === 0;
}

export function valueAt(document: unknown, path: JsonPath): unknown {
  let value = document;
  for (const segment of path) {
    if (typeof segment === 'string' && isRecord(value) && Object.hasOwn(value, segment)) value = value[segment];
    else if (typeof segment === 'number' && Array.isArray(value)) value = value[segment];
    else return undefined;
  }
  return value;
}

/** Whether two changes overlap: one path is the other or lies inside it. */
export function changesTouch(a: JsonPath, b: JsonPath): boolean {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) if (a[i] !== b[i]) return false;
  return true;
}
