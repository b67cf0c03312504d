import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installOffer, type InstallOfferEvent } from '../../platform/installEvent.ts';
import { InstallStore } from '../../stores/InstallStore.ts';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';
import trigger from './trigger.ts';

afterEach(() => {
  vi.useRealTimers();
  installOffer.event = undefined;
  installOffer.changed = undefined;
});

function onHome() {
  const stores = makeStores();
  stores.overlays.enterPage('/m/home');
  return stores;
}

async function showPrompt() {
  const stores = onHome();
  stores.overlays.open('install-prompt', {}, { scope: 'page', key: 'installPrompt', oncePerPageView: true });
  await renderSettled(null, { stores, url: '/m/home' });
  return { stores, sheet: await screen.findByRole('dialog', { name: 'Install Royal 88' }) };
}

describe('install prompt', () => {
  test('the trigger offers it once the rules allow and 2 s have passed', () => {
    vi.useFakeTimers();
    const stores = onHome();
    const stop = trigger(
      stores,
      {},
      {
        offer: () => stores.overlays.open('install-prompt', {}, { key: 'installPrompt' }),
        withdraw: () => stores.overlays.withdraw('installPrompt'),
        allowAgain: () => undefined,
      },
    );
    vi.advanceTimersByTime(1999);
    expect(stores.overlays.isOpen('install-prompt')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stores.overlays.isOpen('install-prompt')).toBe(true);
    stores.feature(InstallStore).declined();
    expect(stores.overlays.isOpen('install-prompt')).toBe(false);
    stop();
  });

  test('a sheet with the text, the APP button first, and no web-app button when the browser offers none', async () => {
    const { sheet } = await showPrompt();
    expect(sheet).toHaveTextContent('Add Royal 88 to your phone');
    const buttons = within(sheet)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['×', 'Download the APP', 'Continue on the mobile site']);
  });

  test('continue on H5 declines: counted, and skipped for the session', async () => {
    const { stores } = await showPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Continue on the mobile site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.feature(InstallStore).closeTimes).toBe(1);
    expect(sessionStorage.getItem('wl.installPrompt.skipped')).toBe('1');
  });

  test('a decline is written down at the tap, before the sheet has slid away (a reload then keeps it)', async () => {
    const { stores } = await showPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Continue on the mobile site' }));
    // The sheet is still sliding away; what a reload would read is already there.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sessionStorage.getItem('wl.installPrompt.skipped')).toBe('1');
    expect(localStorage.getItem('wl.installPrompt.closeTimes.royal88')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Counted once, not again when the sheet has gone.
    expect(stores.feature(InstallStore).closeTimes).toBe(1);
    expect(localStorage.getItem('wl.installPrompt.closeTimes.royal88')).toBe('1');
  });

  test('the close icon declines too', async () => {
    const { stores } = await showPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.feature(InstallStore).closeTimes).toBe(1);
  });

  test('the APP button downloads the app and is no decline', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { stores } = await showPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Download the APP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.apk', '_blank', 'noopener');
    expect(stores.feature(InstallStore).closeTimes).toBe(0);
    open.mockRestore();
  });

  test("accepting the browser's install prompt shows installing, and the sheet goes once installed", async () => {
    let choose: (choice: { outcome: 'accepted' | 'dismissed' }) => void = () => undefined;
    installOffer.event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => Promise.resolve(),
      userChoice: new Promise((resolve) => (choose = resolve)),
    }) as unknown as InstallOfferEvent;
    const { stores } = await showPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    await act(async () => choose({ outcome: 'accepted' }));
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent('Installing…');
    act(() => {
      installOffer.installed = true;
      installOffer.changed?.();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.feature(InstallStore).closeTimes).toBe(99);
    installOffer.installed = undefined;
  });
});
