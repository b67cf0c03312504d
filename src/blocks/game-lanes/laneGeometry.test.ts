import { cardHeight, gridCardWidth, gridRowHeight, rowCardWidth } from './laneGeometry.ts';

test.each([
  { name: 'a card is its width plus its text', value: cardHeight(160), expected: 216 },
  { name: 'two columns share 392 px with one 8 px gap', value: gridCardWidth(392, 2), expected: 192 },
  { name: 'three columns share 392 px with two gaps', value: gridCardWidth(392, 3), expected: 125.33333333333333 },
  { name: 'a row of two columns', value: gridRowHeight(392, 2), expected: 248 },
  { name: 'a row-layout card takes 38 % of the lane', value: rowCardWidth(400), expected: 152 },
])('$name', ({ value, expected }) => {
  expect(value).toBeCloseTo(expected, 6);
});
