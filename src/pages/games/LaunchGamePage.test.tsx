import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/failures.ts';
import { launchGame } from '../../api/gameCalls.ts';
import { makeStores, renderSettled, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import type { RootStore } from '../../stores/RootStore.ts';
import LaunchGamePage from './LaunchGamePage.tsx';

vi.mock('../../api/gameCalls.ts', async (original) => ({
  ...(await original<typeof import('../../api/gameCalls.ts')>()),
  launchGame: vi.fn(),
  launchTrialGame: vi.fn(),
}));
const launch = vi.mocked(launchGame);

async function openLaunch(url: string, stores: RootStore = makeStores()) {
  stores.session.save({ token: 't1' });
  await renderSettled(<LaunchGamePage />, { stores, url });
  return { stores, user: userEvent.setup() };
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('LaunchGamePage', () => {
  test('a time-out says so and offers a retry, which starts the game', async () => {
    launch.mockRejectedValueOnce(new ApiError('signal timed out', { transportCode: 'ECONNABORTED' }));
    const { stores, user } = await openLaunch('/m/launchGame?code=pg-mahjong&vendor=PG&title=Mahjong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The request timed out. Please try again.');
    launch.mockResolvedValueOnce({ gameUrl: '/demo-game/?code=pg-mahjong' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(launch).toHaveBeenCalledTimes(2);
    expect(stores.session.takePendingPath()).toBe('/m/game');
  });

  test("a refusal shows the server's reason, with a way home", async () => {
    launch.mockRejectedValueOnce(
      new ApiError('This game is under maintenance', { status: 400, errorCode: 'game.maintenance', serverMessage: 'This game is under maintenance' }),
    );
    await openLaunch('/m/launchGame?code=pg-mahjong&vendor=PG');
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is under maintenance');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
  });

  test('a link that names no game says so and starts nothing', async () => {
    await openLaunch('/m/launchGame?vendor=PG');
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link is incomplete');
    expect(launch).not.toHaveBeenCalled();
  });

  test('with start-game-in-app on, a browser tab is asked to install, with a way to the download page', async () => {
    const stores = makeStores(siteConfigWith('royal88', { whitelabel: { STARTGAMEINAPP3: { enabled: true } } }));
    const { user } = await openLaunch('/m/launchGame?code=pg-mahjong&vendor=PG', stores);
    const dialog = await screen.findByRole('alertdialog', { name: 'Play in the app' });
    expect(dialog).toHaveTextContent('Games are played in our app. Install it to start this game.');
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Get the app' }));
    });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/appDownload');
    expect(launch).not.toHaveBeenCalled();
  });
});
