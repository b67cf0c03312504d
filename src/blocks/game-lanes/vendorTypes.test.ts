import type { GameCard } from '../../config/types.generated.ts';
import { cardGameType, shownVendorTypes } from './vendorTypes.ts';

describe('shownVendorTypes', () => {
  test.each([
    { input: [{ type: 'RNG', vendors: [] }, { type: 'LIVE', vendors: [] }], expected: ['TCG', 'LIVE'] },
    { input: [{ type: 'PVP', vendors: [] }, { type: 'rng', vendors: [] }], expected: ['TCG'] },
    { input: [{ type: 'LOTT', vendors: [] }], expected: ['LOTT'] },
    { input: [{ type: 'SEA_LOTT', vendors: [] }, { type: 'LIVE', vendors: [] }, { type: 'PVP', vendors: [] }], expected: ['TCG', 'LIVE', 'SEA_LOTT'] },
    { input: undefined, expected: [] },
  ])('$expected', ({ input, expected }) => {
    expect(shownVendorTypes(input)).toEqual(expected);
  });
});

describe('cardGameType', () => {
  const card = (over: Partial<GameCard>): GameCard => ({ accountTypeName: 'VNL', displayName: 'Hà Nội', image: '/x.svg', gameId: 'vn-hanoi', ...over });
  const classify = [{ type: 'LOTT', vendors: ['VNL'] }, { type: 'PVP', vendors: ['tcg'] }];
  test.each([
    { name: 'the lane entry listing its vendor', c: card({}), expected: 'LOTT' },
    { name: 'vendors match in any case', c: card({ accountTypeName: 'TCG' }), expected: 'PVP' },
    { name: 'its own category first', c: card({ gameType: 'VIETNAM_LOTTO' }), expected: 'VIETNAM_LOTTO' },
    { name: 'a vendor no entry lists', c: card({ accountTypeName: 'PG' }), expected: undefined },
  ])('$name', ({ c, expected }) => {
    expect(cardGameType(c, classify)).toBe(expected);
  });
});
