import { describe, expect, it } from 'vitest';
import { freeKey, fromPointer, getIn, moved, setIn, toPointer } from './values.ts';

describe('document values', () => {
  const doc = { a: { b: [1, 2, 3], c: 'x' }, d: true };
  it.each([
    ['sets a nested key', ['a', 'c'], 'y', { a: { b: [1, 2, 3], c: 'y' }, d: true }],
    ['makes missing objects', ['e', 'f'], 1, { ...doc, e: { f: 1 } }],
    ['removes a key', ['a', 'c'], undefined, { a: { b: [1, 2, 3] }, d: true }],
    ['sets an array item', ['a', 'b', 1], 9, { a: { b: [1, 9, 3], c: 'x' }, d: true }],
    ['removes an array item', ['a', 'b', 0], undefined, { a: { b: [2, 3], c: 'x' }, d: true }],
  ] as const)('%s', (_, path, next, expected) => {
    expect(setIn(doc, [...path], next)).toEqual(expected);
    expect(doc).toEqual({ a: { b: [1, 2, 3], c: 'x' }, d: true });
  });
  it('keeps untouched branches shared', () => {
    const next = setIn(doc, ['d'], false) as typeof doc;
    expect(next.a).toBe(doc.a);
  });
  it('reads by path', () => expect(getIn(doc, ['a', 'b', 2])).toBe(3));
  it.each([
    [[1, 2, 3, 4], 0, 2, [2, 3, 1, 4]],
    [[1, 2, 3, 4], 3, 0, [4, 1, 2, 3]],
    [[1, 2, 3], 1, 9, [1, 3, 2]],
  ])('moves %j from %i to %i', (list, from, to, expected) => expect(moved(list, from, to)).toEqual(expected));
  it.each([
    [['banner'], 'banner', 'banner-2'],
    [['banner', 'banner-2'], 'banner', 'banner-3'],
    [[], 'marquee', 'marquee'],
  ])('a free key beside %j', (taken, base, expected) => expect(freeKey(taken, base)).toBe(expected));
  it('turns paths into pointers and back', () => {
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
    expect(fromPointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
  });
});
