import { vendorHasNewGames } from './newGames.ts';

describe('vendorHasNewGames', () => {
  const cases: [string, string[] | undefined, string | undefined, boolean][] = [
    ['a listed vendor', ['PG', 'JDB'], 'JDB', true],
    ['a vendor not listed', ['PG'], 'EVO', false],
    ['case and spaces do not matter', ['pg '], 'PG', true],
    ['the list not known yet', undefined, 'PG', false],
    ['a card without a vendor', ['PG'], undefined, false],
    ['an empty vendor never matches', [''], '', false],
  ];
  test.each(cases)('%s', (_name, list, vendor, expected) => {
    expect(vendorHasNewGames(list, vendor)).toBe(expected);
  });
});
