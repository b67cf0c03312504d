import { shownVendorTypes } from './vendorTypes.ts';

describe('shownVendorTypes', () => {
  test.each([
    { input: [{ type: 'RNG', vendors: [] }, { type: 'LIVE', vendors: [] }], expected: ['TCG', 'LIVE'] },
    { input: [{ type: 'PVP', vendors: [] }, { type: 'rng', vendors: [] }], expected: ['TCG'] },
    { input: [{ type: 'LOTT', vendors: [] }], expected: ['LOTT'] },
    { input: undefined, expected: [] },
  ])('$expected', ({ input, expected }) => {
    expect(shownVendorTypes(input)).toEqual(expected);
  });
});
