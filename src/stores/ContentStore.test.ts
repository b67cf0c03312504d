import { fetchAnnouncements, fetchAvailablePromotions, fetchCustomerService, fetchLanes } from '../api/calls.ts';
import type { CustomerServiceEntry } from '../config/types.generated.ts';
import { makeStores, siteConfig, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { Resource } from './ContentStore.ts';

vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchAvailablePromotions: vi.fn(async () => ({
    promotions: [{ id: 1, promotionType: 'LOGIN', title: 'Daily', enabled: true }],
    available: { LOGIN: { enabled: true, count: 1 } },
  })),
  fetchCustomerService: vi.fn(),
  fetchLanes: vi.fn(),
  fetchAnnouncements: vi.fn(),
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

  test("the list call's answer is the one source, its footer entry the contact", async () => {
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

describe('ContentStore on a language switch', () => {
  /** What the API would answer now: the lane and the announcement in the language of the request. */
  const answerIn = (language: () => string) => {
    vi.mocked(fetchLanes).mockImplementation(async () => ({ data: { lanes: [{ title: `lane ${language()}`, cards: [] }] } }));
    vi.mocked(fetchAnnouncements).mockImplementation(async () => [{ id: 1, title: `notice ${language()}`, content: '', execution: 'B' }]);
  };

  test('what was asked for comes again in the new language; what was not is still not asked', async () => {
    const stores = makeStores();
    answerIn(() => stores.i18n.language);
    await Promise.all([stores.content.lanes.ensure(), stores.content.announcements.ensure()]);
    expect(stores.content.lanes.value?.[0].title).toBe('lane EN');
    await stores.i18n.setLanguage('TW');
    await vi.waitFor(() => expect(stores.content.lanes.value?.[0].title).toBe('lane TW'));
    await vi.waitFor(() => expect(stores.content.announcements.value?.[0].title).toBe('notice TW'));
    expect(fetchLanes).toHaveBeenCalledTimes(2);
    expect(fetchCustomerService).not.toHaveBeenCalled();
  });

  test('a switch while the first answer is on its way: the old language never lands last', async () => {
    const stores = makeStores();
    let answerOld: (value: { data: { lanes: { title: string; cards: [] }[] } }) => void = () => undefined;
    vi.mocked(fetchLanes).mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)));
    void stores.content.lanes.ensure();
    answerIn(() => stores.i18n.language);
    await stores.i18n.setLanguage('CN');
    await vi.waitFor(() => expect(stores.content.lanes.value?.[0].title).toBe('lane CN'));
    answerOld({ data: { lanes: [{ title: 'lane EN', cards: [] }] } });
    await stores.content.lanes.ensure();
    expect(stores.content.lanes.value?.[0].title).toBe('lane CN');
  });
});

describe('Resource', () => {
  test('only the latest request lands, whatever order the answers come in', async () => {
    const answers: ((value: string) => void)[] = [];
    const resource = new Resource<string>(() => new Promise((resolve) => answers.push(resolve)));
    const first = resource.ensure();
    const second = resource.reload();
    answers[1]('new');
    await second;
    answers[0]('old');
    await first;
    expect(resource.value).toBe('new');
    expect(resource.isLoaded).toBe(true);
  });
});

describe('ContentStore and a page rendered on the server', () => {
  test('what arrived travels as a snapshot, and a store seeded with it asks for none of it again', async () => {
    vi.mocked(fetchLanes).mockResolvedValue({ data: { lanes: [{ title: 'Hot', cards: [] }] } } as never);
    vi.mocked(fetchAnnouncements).mockRejectedValue(new Error('offline'));
    const server = makeStores();
    await server.content.lanes.ensure();
    await server.content.announcements.ensure();
    const snapshot = server.content.snapshot();
    expect(snapshot).toEqual({ lanes: [{ title: 'Hot', cards: [] }] });
    expect(server.content.missingHomeContent()).toEqual(expect.arrayContaining(['announcements', 'banners']));
    expect(server.content.missingHomeContent()).not.toContain('lanes');

    vi.mocked(fetchLanes).mockClear();
    const browser = makeStores();
    browser.content.seed(snapshot);
    await browser.content.lanes.ensure();
    expect(fetchLanes).not.toHaveBeenCalled();
    expect(browser.content.lanes.value).toEqual([{ title: 'Hot', cards: [] }]);
  });
});
