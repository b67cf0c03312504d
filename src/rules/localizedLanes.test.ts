// Lanes in the player's language, by the localizedText rule, with their categories named.
import type { GameLaneEntry } from '../config/types.generated.ts';
import { lanesIn } from './localizedLanes.ts';

const entry: GameLaneEntry = {
  title: { CN: '热门游戏', TW: '熱門遊戲', EN: 'Popular games' },
  gameCount: 2,
  gameClassify: [
    { type: 'RNG', vendors: ['PG'] },
    { type: 'LIVE', vendors: ['EVO'] },
  ],
  cards: [
    { accountTypeName: 'PG', displayName: { CN: '麻将胡了', EN: 'Mahjong Ways' }, image: '/a.svg', gameId: 'pg-mahjong', trial: true },
    { accountTypeName: 'EVO', displayName: '百家乐', image: '/b.svg', gameId: 'evo-baccarat', gameType: 'VIETNAM_LOTTO' },
  ],
};
const categories = { TCG: { CN: '电子游戏', EN: 'Slots' }, LIVE: { CN: '真人视讯', EN: 'Live dealers' } };

describe('lanesIn', () => {
  test.each([
    { language: 'EN', title: 'Popular games', names: ['Mahjong Ways', '百家乐'], classify: ['Slots', 'Live dealers'] },
    { language: 'TW', title: '熱門遊戲', names: ['麻将胡了', '百家乐'], classify: ['电子游戏', '真人视讯'] },
    { language: 'JA', title: '热门游戏', names: ['麻将胡了', '百家乐'], classify: ['电子游戏', '真人视讯'] },
    { language: '', title: '热门游戏', names: ['麻将胡了', '百家乐'], classify: ['电子游戏', '真人视讯'] },
  ])('in $language: the language asked, else the default, else the first written', ({ language, title, names, classify }) => {
    const [lane] = lanesIn([entry], categories, language, 'CN');
    expect(lane.title).toBe(title);
    expect(lane.cards.map((c) => c.displayName)).toEqual(names);
    expect(lane.gameClassify?.map((c) => c.name)).toEqual(classify);
  });

  test("a card is given its category's name: its own category, else its vendor's entry; RNG as TCG", () => {
    const [lane] = lanesIn([entry], categories, 'EN', 'CN');
    expect(lane.cards[0]).toEqual({
      accountTypeName: 'PG',
      displayName: 'Mahjong Ways',
      image: '/a.svg',
      gameId: 'pg-mahjong',
      trial: true,
      categoryName: 'Slots',
    });
    // VIETNAM_LOTTO is not named: the card carries no name rather than an empty one.
    expect(lane.cards[1]).not.toHaveProperty('categoryName');
  });

  test('without category names, nothing is named and the rest is kept as written', () => {
    const [lane] = lanesIn([{ title: 'Lotto', cards: [] }], undefined, 'EN', 'CN');
    expect(lane).toEqual({ title: 'Lotto', cards: [] });
  });
});
