import { fetchAvailablePromotions, fetchCustomerService } from '../api/calls.ts';
import type { CustomerServiceEntry } from '../config/types.generated.ts';
import { makeStores, siteConfig, siteConfigWith } from '../../tests/unit/fixtures.tsx';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchAvailablePromotions: vi.fn(async () => ({ promotions: [{ id: 1, promotionType: 'LOGIN', title: 'Daily', enabled: true }], available: { LOGIN: { enabled: true, count: 1 } } })),
  fetchCustomerService: vi.fn(),
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

describe('ContentStore customer service', () => {
  const entry = (title: string, csPosition?: string) => ({ title, path: `${title}-path`, csType: 'LIVECHAT', csPosition }) as CustomerServiceEntry;

  test('the list call\'s answer is the one source, its footer entry the contact', async () => {
    vi.mocked(fetchCustomerService).mockResolvedValueOnce({ customerService: [entry('side', 'side'), entry('listed', 'footer')] });
    const stores = makeStores();
    await stores.content.customerService.ensure();
    expect(stores.content.customerServiceEntries.map((e) => e.title)).toEqual(['side', 'listed']);
    expect(stores.content.customerServiceContact?.title).toBe('listed');
  });

  test('without a footer entry the first is the contact; an empty answer means none, whatever the config says', async () => {
    vi.mocked(fetchCustomerService).mockResolvedValueOnce({ customerService: [entry('one'), entry('two')] });
    const first = makeStores();
    await first.content.customerService.ensure();
    expect(first.content.customerServiceContact?.title).toBe('one');
    vi.mocked(fetchCustomerService).mockResolvedValueOnce({ customerService: [] });
    const none = makeStores();
    await none.content.customerService.ensure();
    expect(none.content.customerServiceContact).toBeUndefined();
  });

  test('the site config stands in before the list arrives and when the call fails', async () => {
    const config = siteConfig('royal88');
    const stores = makeStores(config);
    expect(stores.content.customerServiceEntries).toEqual(config.customerService);
    vi.mocked(fetchCustomerService).mockRejectedValueOnce(new Error('offline'));
    await stores.content.customerService.ensure();
    expect(stores.content.customerServiceContact).toEqual(config.customerService[0]);
  });
});
