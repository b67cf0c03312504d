// The vendors with new games against the real server: from each merchant's content, html5 only.
import { base, send, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

const vendorsOf = async (merchant: string, query = '?platform=html5') => {
  const answer = await send(base, `/wps/relay/GCSGAME_newGameVendor${query}`, { headers: { Merchant: merchant } });
  expect(answer.status).toBe(200);
  return answer.json<{ success: boolean; value: string[] }>().value;
};

describe('GCSGAME_newGameVendor', () => {
  test("answers the vendors the merchant's content names, per merchant", async () => {
    expect(await vendorsOf('royal88')).toEqual(['EVO', 'PG']);
    expect(await vendorsOf('sorte777')).toEqual(['PP']);
  });

  test('html5 is the platform when none is named; another platform has no new games', async () => {
    expect(await vendorsOf('royal88', '')).toEqual(['EVO', 'PG']);
    expect(await vendorsOf('royal88', '?platform=flash')).toEqual([]);
  });
});
