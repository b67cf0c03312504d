import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchDepositSettings } from '../../api/calls.ts';
import type { ShellInfo } from '../../platform/shell.ts';
import { DEPOSIT_POLL_MS } from '../../stores/DepositSettingsStore.ts';
import { ForceDownloadStore } from '../../stores/ForceDownloadStore.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';
import trigger from './trigger.ts';

vi.mock('../../api/calls.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/calls.ts')>()),
  fetchDepositSettings: vi.fn(),
}));

let deposits = 0;

beforeEach(() => {
  deposits = 0;
  vi.mocked(fetchDepositSettings)
    .mockReset()
    .mockImplementation(() => Promise.resolve({ totalDepositSuccessCount: deposits }));
});

afterEach(() => {
  vi.useRealTimers();
});

function member(shell: ShellInfo['shell'] = 'browser') {
  const stores = makeStores();
  Object.assign(stores, { platform: { ...stores.platform, shell } });
  stores.session.save({ token: 't' });
  stores.overlays.enterPage('/m/home');
  return stores;
}

/** Runs the trigger as a page would, with the OverlayStore deciding; returns what stops it. */
function startTrigger(stores: RootStore) {
  return trigger(
    stores,
    {},
    {
      offer: () => stores.overlays.open('force-download', {}, { priority: 70, scope: 'page', key: 'forceDownload', oncePerPageView: true }),
      withdraw: () => stores.overlays.withdraw('forceDownload'),
      allowAgain: () => stores.overlays.allowAgain('forceDownload'),
    },
  );
}

const shows = (stores: RootStore) => stores.overlays.current?.type === 'force-download';

describe('force-download trigger', () => {
  test('follows the deposit count as the 30 s poll sees it: reopens after a deposit, hides past the threshold', async () => {
    vi.useFakeTimers();
    const stores = member();
    const stop = startTrigger(stores);
    await vi.advanceTimersByTimeAsync(0);
    expect(shows(stores)).toBe(true);

    const shown = stores.overlays.current!.id;
    stores.feature(ForceDownloadStore).closed();
    stores.overlays.close(shown);
    expect(localStorage.getItem('wl.forceDownload.royal88.closeTimes')).toBe('1');
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(shows(stores)).toBe(false);

    deposits = 1;
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(shows(stores)).toBe(true);

    deposits = 6;
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(shows(stores)).toBe(false);

    stop();
    const asked = vi.mocked(fetchDepositSettings).mock.calls.length;
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
    expect(vi.mocked(fetchDepositSettings).mock.calls.length).toBe(asked);
  });

  test('never for a player closing it more often than the limit, nor inside the app; the app never polls', async () => {
    localStorage.setItem('wl.forceDownload.royal88.closeTimes', '6');
    const closedOften = member();
    startTrigger(closedOften)();
    await waitFor(() => expect(fetchDepositSettings).toHaveBeenCalled());
    expect(shows(closedOften)).toBe(false);

    vi.mocked(fetchDepositSettings).mockClear();
    localStorage.clear();
    const inApp = member('app');
    const stop = startTrigger(inApp);
    await Promise.resolve();
    expect(shows(inApp)).toBe(false);
    expect(fetchDepositSettings).not.toHaveBeenCalled();
    stop();
  });
});

describe('ForceDownload', () => {
  test('its button calls the download handler; closing it counts', async () => {
    const stores = member();
    const open = vi.spyOn(stores.site, 'openAppDownload').mockReturnValue(true);
    stores.overlays.open('force-download', {}, { scope: 'page', key: 'forceDownload', oncePerPageView: true });
    const user = userEvent.setup();
    await renderSettled(null, { stores });
    const dialog = await screen.findByRole('dialog', { name: 'Get the Royal 88 app' });
    await user.click(within(dialog).getByRole('button', { name: 'Download now' }));
    expect(open).toHaveBeenCalledWith(stores.platform);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.feature(ForceDownloadStore).closeTimes).toBe(1);
  });
});
