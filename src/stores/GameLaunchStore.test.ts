import { runInAction } from 'mobx';
import { ApiError } from '../api/failures.ts';
import { launchGame, launchTrialGame, type LaunchAnswer } from '../api/gameCalls.ts';
import { clubLabel, makeStores, memberInfo, siteConfigWith } from '../../tests/unit/fixtures.tsx';
import { GameLaunchStore, LAUNCH_DEADLINE_MS, LAUNCH_SPINNER_DELAY_MS } from './GameLaunchStore.ts';
import type { RootStore } from './RootStore.ts';

vi.mock('../api/gameCalls.ts', async (original) => ({
  ...(await original<typeof import('../api/gameCalls.ts')>()),
  launchGame: vi.fn(),
  launchTrialGame: vi.fn(),
}));

const launch = vi.mocked(launchGame);
const trial = vi.mocked(launchTrialGame);

/** A call the test answers when it wants to. */
function pending() {
  let resolve!: (answer: LaunchAnswer) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<LaunchAnswer>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function member(stores: RootStore = makeStores()) {
  stores.session.save({ token: 't1', userName: 'lucky8' });
  runInAction(() => {
    stores.member.info = memberInfo({ id: 1, clubLabel: clubLabel({ labelName: 'Gold' }) });
  });
  return { stores, games: stores.feature(GameLaunchStore) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('GameLaunchStore', () => {
  test(`the spinner waits ${LAUNCH_SPINNER_DELAY_MS} ms; the game's address goes to the store and the player to the game page`, async () => {
    const { stores, games } = member();
    const call = pending();
    launch.mockReturnValueOnce(call.promise);
    games.launch('?code=vn-hanoi&playType=LOTT&prize_mode=FIXED&title=Ha+Noi&backUrl=%2Fm%2Factivity%3Fid%3D2');
    expect(games.phase).toBe('launching');
    await vi.advanceTimersByTimeAsync(LAUNCH_SPINNER_DELAY_MS - 1);
    expect(games.showSpinner).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(games.showSpinner).toBe(true);
    expect(launch).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoGameCode: 'vn-hanoi',
        lottoPrizeMode: 'FIXED',
        lottoView: 'betting',
        device: 'MOBILE',
        language: 'EN',
        labelName: 'Gold',
        title: 'Ha Noi',
        hasLobby: 'true',
        backUrl: `${location.origin}/m/activity?id=2`,
      }),
    );
    call.resolve({ gameUrl: '/demo-game/?game=vn-hanoi' });
    await vi.advanceTimersByTimeAsync(0);
    expect(games.phase).toBe('launched');
    expect(games.showSpinner).toBe(false);
    expect(games.game).toEqual({ url: `${location.origin}/demo-game/?game=vn-hanoi`, title: 'Ha Noi', backPath: '/m/activity?id=2' });
    expect(stores.session.takePendingPath()).toBe('/m/game');
    expect(games.lastLaunchSearch).toContain('code=vn-hanoi');
  });

  test('a quick launch never shows the spinner', async () => {
    const { games } = member();
    launch.mockResolvedValueOnce({ gameUrl: 'https://games.vendor.test/play' });
    games.launch('?code=pg-tiger&vendor=PG');
    await vi.advanceTimersByTimeAsync(0);
    expect(games.phase).toBe('launched');
    await vi.advanceTimersByTimeAsync(LAUNCH_SPINNER_DELAY_MS * 2);
    expect(games.showSpinner).toBe(false);
  });

  test(`no answer within ${LAUNCH_DEADLINE_MS / 1000} s is a time-out; a late answer is ignored and retry starts again`, async () => {
    const { stores, games } = member();
    const late = pending();
    launch.mockReturnValueOnce(late.promise);
    games.launch('?code=pg-tiger&vendor=PG');
    await vi.advanceTimersByTimeAsync(LAUNCH_DEADLINE_MS - 1);
    expect(games.phase).toBe('launching');
    await vi.advanceTimersByTimeAsync(1);
    expect(games.phase).toBe('timedOut');
    expect(games.showSpinner).toBe(false);
    late.resolve({ gameUrl: 'https://games.vendor.test/late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(games.game).toBeUndefined();
    expect(stores.session.takePendingPath()).toBeUndefined();

    launch.mockResolvedValueOnce({ gameUrl: 'https://games.vendor.test/now' });
    games.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(launch).toHaveBeenCalledTimes(2);
    expect(games.game?.url).toBe('https://games.vendor.test/now');
  });

  test("the call timing out (ECONNABORTED) is a time-out; a refusal keeps the server's reason", async () => {
    const { games } = member();
    launch.mockRejectedValueOnce(new ApiError('signal timed out', { transportCode: 'ECONNABORTED' }));
    games.launch('?code=pg-tiger&vendor=PG');
    await vi.advanceTimersByTimeAsync(0);
    expect(games.phase).toBe('timedOut');

    launch.mockRejectedValueOnce(
      new ApiError('Game under maintenance', { status: 400, errorCode: 'game.maintenance', serverMessage: 'Game under maintenance' }),
    );
    games.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(games).toMatchObject({ phase: 'failed', failure: { message: 'Game under maintenance' } });

    // Never the way a call went wrong ('The server answered 500'): the catalogue's words instead.
    launch.mockRejectedValueOnce(new ApiError('The server answered 500', { status: 500 }));
    games.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(games).toMatchObject({ phase: 'failed', failure: { messageId: 'unknown_error' } });

    launch.mockRejectedValueOnce(new ApiError('Failed to fetch', { transportCode: 'ERR_NETWORK' }));
    games.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(games).toMatchObject({ phase: 'failed', failure: { messageId: 'network_slowly' } });
  });

  test('an answer that is not a web address is never loaded', async () => {
    const { games } = member();
    launch.mockResolvedValueOnce({ gameUrl: 'javascript:alert(1)' });
    games.launch('?code=pg-tiger&vendor=PG');
    await vi.advanceTimersByTimeAsync(0);
    expect(games.phase).toBe('failed');
    expect(games.game).toBeUndefined();
  });

  test('a demo goes through the trial call on html5, without the launch call', async () => {
    const { games } = member();
    trial.mockResolvedValueOnce({ gameUrl: '/demo-game/?mode=trial' });
    games.launch('?code=pg-tiger&nodeId=4001&trial=1');
    await vi.advanceTimersByTimeAsync(0);
    expect(trial).toHaveBeenCalledWith(expect.anything(), { gameId: 'pg-tiger', nodeId: '4001', platform: 'html5' });
    expect(launch).not.toHaveBeenCalled();
    expect(games.phase).toBe('launched');
  });

  test('a query with no game starts nothing', async () => {
    const { games } = member();
    games.launch('?vendor=PG');
    await vi.advanceTimersByTimeAsync(0);
    expect(games.phase).toBe('invalid');
    expect(launch).not.toHaveBeenCalled();
  });

  test('with start-game-in-app on, a browser tab is asked to install the app instead', async () => {
    const stores = makeStores(siteConfigWith('royal88', { whitelabel: { STARTGAMEINAPP3: { enabled: true } } }));
    const { games } = member(stores);
    games.launch('?code=pg-tiger&vendor=PG');
    await vi.advanceTimersByTimeAsync(LAUNCH_DEADLINE_MS);
    expect(games.phase).toBe('needsApp');
    expect(launch).not.toHaveBeenCalled();
    expect(stores.alerts.alerts).toEqual([
      expect.objectContaining({ messageId: 'games.app_only', bundle: 'games', action: { labelId: 'games.get_app', to: '/m/appDownload' } }),
    ]);
  });

  test('leaving the launch page stops it; logging out closes the game and forgets the last launch', async () => {
    const { stores, games } = member();
    const call = pending();
    launch.mockReturnValueOnce(call.promise);
    games.launch('?code=pg-tiger&vendor=PG');
    games.stop();
    call.resolve({ gameUrl: 'https://games.vendor.test/play' });
    await vi.advanceTimersByTimeAsync(LAUNCH_DEADLINE_MS);
    expect(games.phase).toBe('idle');
    expect(games.game).toBeUndefined();

    launch.mockResolvedValueOnce({ gameUrl: 'https://games.vendor.test/play' });
    games.launch('?code=pg-tiger&vendor=PG');
    await vi.advanceTimersByTimeAsync(0);
    games.setHeaderHidden(true);
    expect(games.game).toBeDefined();
    stores.session.logout();
    expect(games.game).toBeUndefined();
    expect(games.headerHidden).toBe(false);
    expect(games.lastLaunchSearch).toBeUndefined();
  });
});
