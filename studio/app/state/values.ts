// Immutable updates of JSON documents by path: every action of the studio makes a new value, so undo is
// putting an old one back and a form re-renders only what changed.
export type JsonPath = (string | number)[];
type JsonObject = Record<string, unknown>;

export function getIn(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as JsonObject)[key as string] : undefined), value);
}

/** The value with path set (undefined removes it); missing objects on the way are made. */
export function setIn(value: unknown, path: JsonPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy = [...value];
    if (rest.length === 0 && next === undefined) copy.splice(key, 1);
    else copy[key] = setIn(value[key], rest, next);
    return copy;
  }
  const object = value !== null && typeof value === 'object' ? (value as JsonObject) : {};
  const child = setIn(object[key as string], rest, next);
  if (child === undefined) {
    if (!(key in object)) return object;
    const { [key as string]: _removed, ...kept } = object;
    return kept;
  }
  return { ...object, [key as string]: child };
}

/** An array with one item moved from one index to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

/** A new key for an object: the base, else base-2, base-3… */
export function freeKey(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function toPointer(path: JsonPath): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function fromPointer(pointer: string): string[] {
  return pointer === '' || pointer === '/'
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
