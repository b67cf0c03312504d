import { installOffer, type InstallOfferEvent } from '../platform/installEvent.ts';
import type { ShellInfo } from '../platform/shell.ts';
import { makeStores, seed, siteConfig } from '../../tests/unit/fixtures.tsx';
import { DepositSettingsStore } from './DepositSettingsStore.ts';
import { InstallStore } from './InstallStore.ts';
import type { RootStore } from './RootStore.ts';

function onHome(stores: RootStore = makeStores(), platform?: Partial<ShellInfo>) {
  if (platform) Object.assign(stores, { platform: { ...stores.platform, ...platform } });
  stores.overlays.enterPage('/m/home');
  return { stores, install: stores.feature(InstallStore) };
}

function offer(outcome: 'accepted' | 'dismissed'): InstallOfferEvent {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event as unknown as InstallOfferEvent;
}

afterEach(() => {
  installOffer.event = undefined;
  installOffer.installed = undefined;
  installOffer.changed = undefined;
});

describe('InstallStore', () => {
  test('due on home for a visitor in a browser tab of a merchant with A2HS3 on', () => {
    const { install, stores } = onHome();
    expect(install.due).toBe(true);
    stores.overlays.enterPage('/m/login');
    expect(install.due).toBe(false);
  });

  test('declining skips it for the session and counts; the counter stops it at the limit (royal88: 3)', () => {
    const { install } = onHome();
    install.declined();
    expect(install.due).toBe(false);
    expect(sessionStorage.getItem('wl.installPrompt.skipped')).toBe('1');
    expect(localStorage.getItem('wl.installPrompt.closeTimes.royal88')).toBe('1');
    sessionStorage.clear();
    localStorage.setItem('wl.installPrompt.closeTimes.royal88', '2');
    expect(onHome().install.due).toBe(true);
    localStorage.setItem('wl.installPrompt.closeTimes.royal88', '3');
    expect(onHome().install.due).toBe(false);
  });

  test('installed sets the counter to 99, also when the browser reported it before the store was made', () => {
    installOffer.installed = true;
    const { install } = onHome();
    expect(install.closeTimes).toBe(99);
    expect(localStorage.getItem('wl.installPrompt.closeTimes.royal88')).toBe('99');
    expect(install.due).toBe(false);
  });

  test("the browser's offer adds the web-app button; accepting shows installing, dismissing declines", async () => {
    const { install } = onHome();
    expect(install.buttons.webApp).toBe(false);
    installOffer.event = offer('accepted');
    installOffer.changed?.();
    expect(install.buttons).toEqual({ app: true, webApp: true, preferred: 'app' });
    await expect(install.installWebApp()).resolves.toBe(true);
    expect(install.installing).toBe(true);
    expect(install.canPromptInstall).toBe(false);
    expect(install.closeTimes).toBe(0);
    installOffer.installed = true;
    installOffer.changed?.();
    expect(install.installing).toBe(false);
    expect(install.closeTimes).toBe(99);

    localStorage.clear();
    sessionStorage.clear();
    installOffer.installed = undefined;
    const other = onHome().install;
    installOffer.event = offer('dismissed');
    await expect(other.installWebApp()).resolves.toBe(false);
    expect(other.closeTimes).toBe(1);
    expect(other.skippedThisSession).toBe(true);
  });

  test('on iOS the web-app button opens the guide', async () => {
    const { install, stores } = onHome(undefined, { isIos: true, iosVersion: [17, 4] });
    expect(install.buttons.webApp).toBe(true);
    await install.installWebApp();
    expect(stores.overlays.isOpen('ios-guide')).toBe(true);
  });

  test('the APP button runs the download handler and rests the prompt for the session, uncounted', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { install } = onHome();
    expect(install.downloadApp()).toBe(true);
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.apk', '_blank', 'noopener');
    expect(install.due).toBe(false);
    expect(install.closeTimes).toBe(0);
    open.mockRestore();
  });

  test('not in the app, the PWA or a web clip; not during maintenance', () => {
    expect(onHome(undefined, { shell: 'app' }).install.due).toBe(false);
    expect(onHome(undefined, { shell: 'pwa' }).install.due).toBe(false);
    expect(onHome(undefined, { shell: 'webclip' }).install.due).toBe(false);
    const { stores, install } = onHome();
    stores.site.setStatus({ maintenance: true, regionBlocked: false, ip: '1.2.3.4' } as never);
    expect(install.due).toBe(false);
  });

  test('xoso68: a member waits for the deposit count, which the shared poll follows while it matters', () => {
    vi.useFakeTimers();
    const stores = makeStores(siteConfig('xoso68'));
    stores.session.save({ token: 't0k3n' });
    const deposits = stores.feature(DepositSettingsStore);
    const watch = vi.spyOn(deposits, 'watch').mockReturnValue(() => undefined);
    const { install } = onHome(stores);
    const stop = install.start();
    expect(watch).toHaveBeenCalledTimes(1);
    expect(install.due).toBe(false);
    seed(deposits.settings, { totalDepositSuccessCount: 0, firstDeposit: 'N' });
    expect(install.due).toBe(true);
    seed(deposits.settings, { totalDepositSuccessCount: 1, firstDeposit: 'Y' });
    expect(install.due).toBe(false);
    stop();
    vi.useRealTimers();
  });

  test("waits 2 s the first time in a page's life, 1 s after", () => {
    const { install } = onHome();
    expect([install.nextDelay(), install.nextDelay(), install.nextDelay()]).toEqual([2000, 1000, 1000]);
  });
});
