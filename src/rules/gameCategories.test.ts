import { byCategoryOrder, cardCategory, categoryOrdinal, isLottery, lotteryKind, shownVendorType } from './gameCategories.ts';

describe('categoryOrdinal', () => {
  test.each([
    { type: 'RNG', expected: 100 },
    { type: 'LIVE', expected: 200 },
    { type: 'SPORTS', expected: 300 },
    { type: 'LOTT', expected: 400 },
    { type: 'VIETNAM_LOTTO', expected: 401 },
    { type: 'ELOTT', expected: 500 },
    { type: 'SEA_LOTT', expected: 505 },
    { type: 'FISH', expected: 600 },
    { type: 'PVP', expected: 700 },
    { type: 'ESPORTS', expected: 800 },
    { type: 'TCG', expected: 100 },
    { type: ' live ', expected: 200 },
    { type: 'COCKFIGHT', expected: undefined },
  ])('$type is $expected', ({ type, expected }) => {
    expect(categoryOrdinal(type)).toBe(expected);
  });

  test('sorting keeps unknown categories last, in their order', () => {
    expect(byCategoryOrder(['X', 'SEA_LOTT', 'LIVE', 'Y', 'VIETNAM_LOTTO', 'LOTT', 'TCG'], (t) => t)).toEqual([
      'TCG',
      'LIVE',
      'LOTT',
      'VIETNAM_LOTTO',
      'SEA_LOTT',
      'X',
      'Y',
    ]);
  });
});

describe('shownVendorType', () => {
  test.each([
    { type: 'RNG', expected: 'TCG' },
    { type: 'pvp', expected: 'TCG' },
    { type: 'LIVE', expected: 'LIVE' },
    { type: 'lott', expected: 'LOTT' },
  ])('$type shows as $expected', ({ type, expected }) => {
    expect(shownVendorType(type)).toBe(expected);
  });
});

describe('lotteryKind', () => {
  test.each([
    { type: 'LOTT', expected: 'vietnam' },
    { type: 'VIETNAM_LOTTO', expected: 'vietnam' },
    { type: 'sea_lott', expected: 'sea' },
    { type: 'ELOTT', expected: 'vendor' },
    { type: 'LOTTERY', expected: 'vendor' },
    { type: 'LIVE', expected: undefined },
    { type: undefined, expected: undefined },
  ])('$type is $expected', ({ type, expected }) => {
    expect(lotteryKind(type)).toBe(expected);
    expect(isLottery(type)).toBe(expected !== undefined);
  });
});

describe('cardCategory', () => {
  const card = (over: { accountTypeName?: string; gameType?: string }) => ({ accountTypeName: 'VNL', ...over });
  const classify = [
    { type: 'LOTT', vendors: ['VNL'] },
    { type: 'PVP', vendors: ['tcg'] },
  ];
  test.each([
    { name: 'the lane entry listing its vendor', c: card({}), expected: 'LOTT' },
    { name: 'vendors match in any case', c: card({ accountTypeName: 'TCG' }), expected: 'PVP' },
    { name: 'its own category first', c: card({ gameType: 'VIETNAM_LOTTO' }), expected: 'VIETNAM_LOTTO' },
    { name: 'a vendor no entry lists', c: card({ accountTypeName: 'PG' }), expected: undefined },
  ])('$name', ({ c, expected }) => {
    expect(cardCategory(c, classify)).toBe(expected);
  });
});
