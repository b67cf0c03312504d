import { keepsHighlight, type HighlightReason } from './fieldHighlight.ts';

describe('keepsHighlight', () => {
  test.each<[HighlightReason, string, boolean]>([
    ['empty', '', true],
    ['empty', '   ', true],
    ['empty', 'a', false],
    ['empty', ' lucky8 ', false],
    ['wrong', '', true],
    ['wrong', 'still-wrong@', true],
  ])('%s with %j keeps it: %s', (reason, value, kept) => {
    expect(keepsHighlight(reason, value)).toBe(kept);
  });
});
