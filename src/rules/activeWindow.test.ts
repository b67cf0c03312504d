import { activeAt, isActiveAt, nextWindowChange } from './activeWindow.ts';

const at = (iso: string) => Date.parse(iso);

describe('isActiveAt', () => {
  it.each([
    [{}, '2026-12-24T00:00:00Z', true],
    [{ activeFrom: '2026-12-24T00:00:00Z' }, '2026-12-23T23:59:59.999Z', false],
    [{ activeFrom: '2026-12-24T00:00:00Z' }, '2026-12-24T00:00:00Z', true],
    [{ activeUntil: '2026-12-26T00:00:00Z' }, '2026-12-25T23:59:59.999Z', true],
    [{ activeUntil: '2026-12-26T00:00:00Z' }, '2026-12-26T00:00:00Z', false],
    [{ activeFrom: '2026-12-24T00:00:00Z', activeUntil: '2026-12-26T00:00:00Z' }, '2026-12-25T12:00:00Z', true],
    [{ activeFrom: '2026-12-24T00:00:00+07:00', activeUntil: '2026-12-26T00:00:00+07:00' }, '2026-12-23T17:00:00Z', true],
  ])('%j at %s: %s', (item, moment, shown) => {
    expect(isActiveAt(item, at(moment))).toBe(shown);
  });
});

describe('activeAt and nextWindowChange', () => {
  const items = [
    { id: 'always' },
    { id: 'festival', activeFrom: '2026-12-24T00:00:00Z', activeUntil: '2026-12-26T00:00:00Z' },
    { id: 'until new year', activeUntil: '2027-01-01T00:00:00Z' },
  ];
  it.each([
    ['2026-12-01T00:00:00Z', ['always', 'until new year'], '2026-12-24T00:00:00.000Z'],
    ['2026-12-24T00:00:00Z', ['always', 'festival', 'until new year'], '2026-12-26T00:00:00.000Z'],
    ['2026-12-31T00:00:00Z', ['always', 'until new year'], '2027-01-01T00:00:00.000Z'],
    ['2027-02-01T00:00:00Z', ['always'], undefined],
  ])('at %s shows %j and changes next at %s', (moment, shown, next) => {
    expect(activeAt(items, at(moment)).map((i) => i.id)).toEqual(shown);
    const change = nextWindowChange(items, at(moment));
    expect(change === undefined ? undefined : new Date(change).toISOString()).toBe(next);
  });
});
