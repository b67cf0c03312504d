// The lanes call answers in the Language header's language, as announcements and promotions do, and a
// demo is named in the player's language.
import type { GameLane } from '../../src/config/types.generated.ts';
import { base, send, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

async function lanes(merchant: string, language?: string): Promise<GameLane[]> {
  const answer = await send(base, '/wps/game/lanes', { headers: { Merchant: merchant, ...(language ? { Language: language } : {}) } });
  expect(answer.status).toBe(200);
  return answer.json<{ value: { data: { lanes: GameLane[] } } }>().value.data.lanes;
}

describe('/wps/game/lanes', () => {
  test.each([
    { merchant: 'royal88', language: 'EN', title: 'Popular games', game: 'Mahjong Ways', category: 'Slots' },
    { merchant: 'royal88', language: 'TW', title: '熱門遊戲', game: '麻將胡了', category: '電子遊戲' },
    { merchant: 'royal88', language: 'en', title: 'Popular games', game: 'Mahjong Ways', category: 'Slots' },
    { merchant: 'royal88', language: 'JA', title: '热门游戏', game: '麻将胡了', category: '电子游戏' },
    { merchant: 'royal88', language: undefined, title: '热门游戏', game: '麻将胡了', category: '电子游戏' },
    { merchant: 'sorte777', language: 'ES', title: 'Tragamonedas populares', game: 'Fortune Tiger', category: 'Tragamonedas' },
    { merchant: 'xoso68', language: 'CN', title: '北部彩票', game: '河内', category: '彩票' },
  ])('$merchant in $language: "$title"', async ({ merchant, language, title, game, category }) => {
    const [first] = await lanes(merchant, language);
    expect(first.title).toBe(title);
    expect(first.cards[0]).toMatchObject({ displayName: game, categoryName: category });
    expect(first.gameClassify?.[0].name).toBe(category);
  });
});

describe('a demo', () => {
  test("is named in the player's language", async () => {
    const answer = await send(base, '/wps/relay/GCS_gameTrialLaunch?gameId=jdb-baucua', { headers: { Merchant: 'xoso68', Language: 'EN' } });
    expect(answer.status).toBe(200);
    expect(new URL(answer.json<{ value: { gameUrl: string } }>().value.gameUrl).searchParams.get('name')).toBe('Gourd and Crab');
  });
});
