import { laneCategoryNames, shownVendorTypes } from './laneCategories.ts';

describe('shownVendorTypes', () => {
  test.each([
    {
      input: [
        { type: 'RNG', vendors: [] },
        { type: 'LIVE', vendors: [] },
      ],
      expected: ['TCG', 'LIVE'],
    },
    {
      input: [
        { type: 'PVP', vendors: [] },
        { type: 'rng', vendors: [] },
      ],
      expected: ['TCG'],
    },
    { input: [{ type: 'LOTT', vendors: [] }], expected: ['LOTT'] },
    {
      input: [
        { type: 'SEA_LOTT', vendors: [] },
        { type: 'LIVE', vendors: [] },
        { type: 'PVP', vendors: [] },
      ],
      expected: ['TCG', 'LIVE', 'SEA_LOTT'],
    },
    { input: undefined, expected: [] },
  ])('$expected', ({ input, expected }) => {
    expect(shownVendorTypes(input)).toEqual(expected);
  });
});

describe('laneCategoryNames', () => {
  test.each([
    {
      name: 'names in category order, RNG and PVP as one',
      classify: [
        { type: 'LIVE', vendors: ['EVO'], name: 'Live dealers' },
        { type: 'PVP', vendors: ['TCG'], name: 'Slots' },
        { type: 'RNG', vendors: ['PG'], name: 'Slots' },
      ],
      expected: ['Slots', 'Live dealers'],
    },
    {
      name: 'a category without a name shows nothing, never its code',
      classify: [
        { type: 'LOTT', vendors: ['VNL'] },
        { type: 'LIVE', vendors: [], name: 'Live' },
      ],
      expected: ['Live'],
    },
    {
      name: 'a name that is a code is left out',
      classify: [
        { type: 'LOTT', vendors: ['VNL'], name: 'VNL' },
        { type: 'PVP', vendors: ['TCG'], name: 'TCG' },
      ],
      expected: [],
    },
    { name: "the lane's own title is not said again", classify: [{ type: 'LIVE', vendors: ['EVO'], name: 'live casino' }], expected: [] },
    {
      name: 'two types of the same name show it once',
      classify: [
        { type: 'LOTT', vendors: [], name: 'Lottery' },
        { type: 'SEA_LOTT', vendors: [], name: 'Lottery' },
      ],
      expected: ['Lottery'],
    },
    { name: 'no classify', classify: undefined, expected: [] },
  ])('$name', ({ classify, expected }) => {
    expect(laneCategoryNames('Live casino', classify)).toEqual(expected);
  });
});
