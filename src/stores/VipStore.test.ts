import { fetchDepositSettings } from '../api/calls.ts';
import { fetchLeaderBoard, fetchRankProgress } from '../api/memberAreaCalls.ts';
import type { RankProgressAnswer } from '../config/types.generated.ts';
import { makeStores } from '../../tests/unit/fixtures.tsx';
import { DepositSettingsStore } from './DepositSettingsStore.ts';
import { LeaderBoardStore } from './LeaderBoardStore.ts';
import { VipStore } from './VipStore.ts';

vi.mock('../api/memberAreaCalls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/memberAreaCalls.ts')>()),
  fetchRankProgress: vi.fn(),
  fetchLeaderBoard: vi.fn(),
}));
vi.mock('../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/calls.ts')>()),
  fetchDepositSettings: vi.fn(),
}));

const progress = (completed: number): RankProgressAnswer => ({
  currentProgress: [],
  playerRankProgress: { completedConditions: completed, totalExpectedConditions: 2, labelId: 22 },
  nextLabelName: 'Silver',
});

beforeEach(() => {
  vi.mocked(fetchRankProgress).mockReset();
  vi.mocked(fetchDepositSettings).mockReset();
  vi.mocked(fetchLeaderBoard).mockReset();
});

describe('VipStore', () => {
  test('on a language switch the progress it showed comes again, in the new language; the benefits, never asked, are not', async () => {
    const stores = makeStores();
    const vip = stores.feature(VipStore);
    vi.mocked(fetchRankProgress)
      .mockResolvedValueOnce(progress(1))
      .mockResolvedValueOnce({ ...progress(1), nextLabelName: '白银' });
    await vip.refreshProgress();
    await stores.i18n.setLanguage('CN');
    await vi.waitFor(() => expect(vip.progress.value?.nextLabelName).toBe('白银'));
    expect(fetchRankProgress).toHaveBeenCalledTimes(2);
    expect(vip.benefits.wasAsked).toBe(false);
  });

  test('each visit asks again, keeping the last answer on screen until the new one lands', async () => {
    vi.mocked(fetchRankProgress).mockResolvedValueOnce(progress(0));
    const vip = makeStores().feature(VipStore);
    await vip.refreshProgress();
    let land: (value: RankProgressAnswer) => void = () => undefined;
    vi.mocked(fetchRankProgress).mockReturnValueOnce(
      new Promise((resolve) => {
        land = resolve;
      }),
    );
    const again = vip.refreshProgress();
    expect(vip.progress.value).toEqual(progress(0));
    land(progress(1));
    await again;
    expect(vip.progress.value).toEqual(progress(1));
  });

  test("logging out forgets the member's standing", async () => {
    vi.mocked(fetchRankProgress).mockResolvedValue(progress(1));
    const stores = makeStores();
    const vip = stores.feature(VipStore);
    await vip.refreshProgress();
    stores.clear();
    expect(vip.progress.value).toBeUndefined();
    expect(vip.progress.isLoaded).toBe(false);
  });
});

describe('DepositSettingsStore', () => {
  test.each([
    { answer: { minDeposit: 100, maxDeposit: '50000', totalDepositSuccessCount: 2 }, read: [100, 50000, 2] },
    { answer: { minDeposit: 'n/a' }, read: [undefined, undefined, undefined] },
  ])('reads $answer as numbers', async ({ answer, read }) => {
    vi.mocked(fetchDepositSettings).mockResolvedValue(answer);
    const deposits = makeStores().feature(DepositSettingsStore);
    await deposits.refresh();
    expect([deposits.minDeposit, deposits.maxDeposit, deposits.successfulDeposits]).toEqual(read);
  });
});

describe('LeaderBoardStore', () => {
  test('a merchant without a mission answers null, which is loaded, not failed', async () => {
    vi.mocked(fetchLeaderBoard).mockResolvedValue(null);
    const store = makeStores().feature(LeaderBoardStore);
    await store.refresh();
    expect([store.board.value, store.board.isLoaded, store.board.failed]).toEqual([null, true, false]);
  });
});
