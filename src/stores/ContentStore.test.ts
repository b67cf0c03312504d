import { fetchAvailablePromotions } from '../api/calls.ts';
import { makeStores, siteConfigWith } from '../../tests/unit/fixtures.tsx';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchAvailablePromotions: vi.fn(async () => ({ promotions: [{ id: 1, promotionType: 'LOGIN', title: 'Daily', enabled: true }], available: { LOGIN: { enabled: true, count: 1 } } })),
}));

afterEach(() => vi.clearAllMocks());

describe('ContentStore promotions', () => {
  test('are asked for while the reward centre is on', async () => {
    const stores = makeStores(siteConfigWith('royal88', { whitelabel: { REWARDCENTER3: { enabled: true } } }));
    await stores.content.promotions.ensure();
    expect(fetchAvailablePromotions).toHaveBeenCalledTimes(1);
    expect(stores.content.promotions.value?.promotions).toHaveLength(1);
  });

  test('are skipped while it is off: no call, and no promotion on', async () => {
    const stores = makeStores(siteConfigWith('royal88', { whitelabel: { REWARDCENTER3: { enabled: false } } }));
    await stores.content.promotions.ensure();
    expect(fetchAvailablePromotions).not.toHaveBeenCalled();
    expect(stores.content.promotions.value).toEqual({ promotions: [], available: {} });
  });
});
