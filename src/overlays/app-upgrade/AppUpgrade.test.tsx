import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAppVersion, type AppVersionAnswer } from '../../api/appCalls.ts';
import type { SiteConfig } from '../../config/types.generated.ts';
import type { ShellInfo } from '../../platform/shell.ts';
import { AppUpgradeStore } from '../../stores/AppUpgradeStore.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { makeStores, renderSettled, siteConfig, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import trigger from './trigger.ts';
import { overlayProps } from '../../../tests/support/props.ts';

vi.mock('../../api/appCalls.ts', () => ({ fetchAppVersion: vi.fn() }));

const release: AppVersionAnswer = { latestVersion: '2.5.0', upgradeable: true, notes: 'A new game lobby.', banner: null };

beforeEach(() => {
  vi.mocked(fetchAppVersion).mockReset().mockResolvedValue(release);
});

function storesIn(shell: Partial<ShellInfo>, config: SiteConfig = siteConfig()) {
  const stores = makeStores(config);
  Object.assign(stores, { platform: { ...stores.platform, ...shell } });
  stores.overlays.enterPage('/m/home');
  return stores;
}

const inApp = (appVersion: string, config?: SiteConfig) => storesIn({ shell: 'app', appVersion, isIos: false }, config);

function startTrigger(stores: RootStore) {
  return trigger(stores, overlayProps('app-upgrade', { delayMs: 0 }), {
    offer: () => stores.overlays.open('app-upgrade', overlayProps('app-upgrade'), { priority: 95, scope: 'page', key: 'appUpgrade', oncePerPageView: true }),
    withdraw: () => stores.overlays.withdraw('appUpgrade'),
    allowAgain: () => stores.overlays.allowAgain('appUpgrade'),
  });
}

describe('app-upgrade trigger', () => {
  test('inside the app, asks with its platform and version and offers the modal when a newer release is out', async () => {
    const stores = inApp('2.4.30');
    startTrigger(stores);
    await waitFor(() => expect(stores.overlays.current?.type).toBe('app-upgrade'));
    expect(fetchAppVersion).toHaveBeenCalledWith(expect.anything(), { device: 'ANDROID', version: '2.4.30' });
  });

  test('never in a browser tab, where nothing is asked', async () => {
    const stores = storesIn({ shell: 'browser' });
    startTrigger(stores);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stores.overlays.current).toBeUndefined();
    expect(fetchAppVersion).not.toHaveBeenCalled();
  });

  test('not when the app is up to date, nor without an app link', async () => {
    vi.mocked(fetchAppVersion).mockResolvedValue({ ...release, upgradeable: false });
    const current = inApp('2.5.0');
    await current.feature(AppUpgradeStore).check();
    expect(current.feature(AppUpgradeStore).due).toBe(false);

    vi.mocked(fetchAppVersion).mockResolvedValue(release);
    const base = siteConfig();
    const linkless = inApp('2.4.30', { ...base, resources: { ...base.resources, downloads: [] } });
    await linkless.feature(AppUpgradeStore).check();
    expect(linkless.feature(AppUpgradeStore).due).toBe(false);
  });
});

describe('AppUpgrade', () => {
  async function show(stores: RootStore) {
    await stores.feature(AppUpgradeStore).check();
    stores.overlays.open('app-upgrade', overlayProps('app-upgrade'), { scope: 'page', key: 'appUpgrade', oncePerPageView: true });
    await renderSettled(null, { stores });
  }

  test('shows the release; Update Now opens the link in place from 2.4.39; closing keeps it away this session', async () => {
    const stores = inApp('2.4.39');
    const open = vi.spyOn(stores.site, 'openAppDownload').mockReturnValue(true);
    const user = userEvent.setup();
    await show(stores);
    const dialog = await screen.findByRole('dialog', { name: 'New version available' });
    expect(dialog).toHaveTextContent('Version 2.5.0 is out (you have 2.4.39).');
    expect(dialog).toHaveTextContent('A new game lobby.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Now' }));
    expect(open).toHaveBeenCalledWith(stores.platform, expect.any(Function));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.feature(AppUpgradeStore).due).toBe(false);
    expect(sessionStorage.getItem('wl.appUpgrade.closedVersion')).toBe('2.5.0');
  });

  test('an older app opens a new window; mandatory updates leave no close button', async () => {
    const stores = inApp('2.4.30', siteConfigWith('royal88', { whitelabel: { FORCEUPDATE3: { enabled: true } } }));
    const open = vi.spyOn(stores.site, 'openAppDownload').mockReturnValue(true);
    const user = userEvent.setup();
    await show(stores);
    const dialog = await screen.findByRole('alertdialog', { name: 'New version available' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('This update is required to keep playing.');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Now' }));
    expect(open).toHaveBeenCalledWith(stores.platform);
  });
});
