// What a card and a lane print beside a name: never a code, never the same words twice.
import { cardSubtitle, readableLabel } from './cardText.ts';

describe('cardSubtitle', () => {
  const card = { displayName: 'Hà Nội', accountTypeName: 'VNL' };
  test.each([
    { name: 'the category name under the game', c: { ...card, categoryName: 'Xổ số' }, expected: 'Xổ số' },
    { name: 'no category name, nothing', c: card, expected: undefined },
    { name: 'a blank name, nothing', c: { ...card, categoryName: '  ' }, expected: undefined },
    { name: 'the vendor code is never shown', c: { ...card, categoryName: 'VNL' }, expected: undefined },
    { name: 'a word spelt like a code is a word', c: { ...card, categoryName: 'Lottery' }, expected: 'Lottery' },
    { name: 'a code in full-width forms is still a code', c: { ...card, categoryName: 'ＬＯＴＴ' }, expected: undefined },
    { name: "the card's own category code", c: { ...card, gameType: 'VIETNAM_LOTTO', categoryName: 'VIETNAM_LOTTO' }, expected: undefined },
    { name: 'a product code the card does not carry (TCG)', c: { ...card, categoryName: 'TCG' }, expected: undefined },
    { name: 'LOTT', c: { ...card, categoryName: 'LOTT' }, expected: undefined },
    { name: 'the name twice', c: { ...card, displayName: 'Roulette', categoryName: 'Roulette' }, expected: undefined },
    { name: 'the name twice, spaced and cased differently', c: { ...card, displayName: 'Live  Casino', categoryName: 'live casino ' }, expected: undefined },
    { name: 'the name twice in full-width forms', c: { ...card, displayName: '4D', categoryName: '４Ｄ' }, expected: undefined },
    { name: 'a name that merely contains the other', c: { ...card, displayName: 'Thai lottery', categoryName: 'Lottery' }, expected: 'Lottery' },
    { name: 'trimmed when shown', c: { ...card, categoryName: ' Slots ' }, expected: 'Slots' },
  ])('$name', ({ c, expected }) => {
    expect(cardSubtitle(c)).toBe(expected);
  });
});

describe('readableLabel', () => {
  test.each([
    { label: 'Slots', codes: [], shown: ['Popular games'], expected: 'Slots' },
    { label: 'Live casino', codes: [], shown: ['Live casino'], expected: undefined },
    { label: 'SEAL', codes: ['SEA_LOTT', 'SEAL'], shown: [], expected: undefined },
    { label: 'RNG', codes: [undefined], shown: [], expected: undefined },
    { label: undefined, codes: [], shown: [], expected: undefined },
  ])('$label beside $shown', ({ label, codes, shown, expected }) => {
    expect(readableLabel(label, { codes, alreadyShown: shown })).toBe(expected);
  });
});
