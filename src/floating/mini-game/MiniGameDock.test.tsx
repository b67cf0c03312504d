import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStores, renderWithStores, siteConfigWith } from '../../../tests/unit/fixtures.tsx';
import MiniGameDock from './MiniGameDock.tsx';

const scripts = vi.hoisted(() => ({ loadScript: vi.fn<(src: string) => Promise<void>>() }));
vi.mock('../../platform/scripts.ts', () => scripts);

type Hooked = { WLMiniGame?: unknown };
const mount = vi.fn((element: HTMLElement, options: { version: string; language: string }) => {
  element.textContent = `game ${options.version} in ${options.language}`;
  return { update: vi.fn(), unmount: vi.fn() };
});

function memberStores() {
  const stores = makeStores(siteConfigWith('royal88', { whitelabel: { SEALOTTMINIGAME3: { enabled: true, version: 's1' } } }));
  stores.session.save({ token: 't' });
  return stores;
}

const launcher = () => screen.getByRole('button', { name: 'Mini-game' });
const at = (element: HTMLElement) => ({ x: parseFloat(element.style.left), y: parseFloat(element.style.top) });

beforeEach(() => {
  window.innerWidth = 400;
  window.innerHeight = 800;
  mount.mockClear();
  scripts.loadScript.mockReset().mockImplementation(async () => {
    (window as Hooked).WLMiniGame = { mount };
  });
});
afterEach(() => {
  delete (window as Hooked).WLMiniGame;
});

describe('mini-game dock', () => {
  test('a keyboard-reachable launcher opens the panel the game renders into, and closes it', async () => {
    renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAccessibleDescription('Drag it, or use the arrow keys, to move it.');
    await waitFor(() => expect(scripts.loadScript).toHaveBeenCalledWith('/mini-game/s1/minigame.js'));
    launcher().focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Mini-game' });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toHaveTextContent('game s1 in EN'));
    expect(mount).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close the mini-game' }));
    expect(screen.queryByRole('region', { name: 'Mini-game' })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  test('Escape in the panel closes it; opening again keeps the same game', async () => {
    renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
    await waitFor(() => expect(scripts.loadScript).toHaveBeenCalled());
    fireEvent.click(launcher());
    await screen.findByText('game s1 in EN');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Mini-game' }), { key: 'Escape' });
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveFocus();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 260));
    });
    fireEvent.click(launcher());
    expect(await screen.findByRole('region', { name: 'Mini-game' })).toHaveTextContent('game s1 in EN');
    expect(mount).toHaveBeenCalledOnce();
  });

  test('a second click within 250 ms counts for nothing', async () => {
    renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
    fireEvent.click(launcher());
    fireEvent.click(launcher());
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
  });

  test('a drag moves the launcher within the window and opens nothing; a press that barely moves is a click', () => {
    renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
    const start = at(launcher());
    expect(start).toEqual({ x: 336, y: 480 });
    fireEvent.pointerDown(launcher(), { button: 0, pointerId: 1, clientX: 360, clientY: 500 });
    fireEvent.pointerMove(launcher(), { pointerId: 1, clientX: 100, clientY: -300 });
    fireEvent.pointerUp(launcher(), { pointerId: 1, clientX: 100, clientY: -300 });
    fireEvent.click(launcher(), { detail: 1 });
    expect(at(launcher())).toEqual({ x: 76, y: 8 });
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerDown(launcher(), { button: 0, pointerId: 1, clientX: 100, clientY: 30 });
    fireEvent.pointerMove(launcher(), { pointerId: 1, clientX: 101, clientY: 31 });
    fireEvent.pointerUp(launcher(), { pointerId: 1, clientX: 101, clientY: 31 });
    fireEvent.click(launcher(), { detail: 1 });
    expect(at(launcher())).toEqual({ x: 76, y: 8 });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
  });

  test('rests clear of a control under its place until the player moves it, and then stays where they put it', async () => {
    // A full-width "Log out" across the launcher's first place (jsdom lays nothing out: its box is given).
    const logOut = document.createElement('button');
    logOut.textContent = 'Log out';
    logOut.getBoundingClientRect = () => ({ left: 0, top: 470, width: 400, height: 60, right: 400, bottom: 530, x: 0, y: 470, toJSON: () => ({}) });
    document.body.append(logOut);
    try {
      renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
      await waitFor(() => expect(launcher()).toHaveAttribute('data-dock', 'settled'));
      expect(at(launcher())).toEqual({ x: 336, y: 536 });

      launcher().focus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
      expect(at(launcher())).toEqual({ x: 336, y: 472 });
      act(() => {
        window.dispatchEvent(new Event('scrollend'));
      });
      expect(at(launcher())).toEqual({ x: 336, y: 472 });
      expect(JSON.parse(sessionStorage.getItem('wl.miniGame.position')!)).toEqual({ x: 336, y: 472 });
    } finally {
      logOut.remove();
    }
  });

  test('arrow keys move the launcher and stop at the margin', async () => {
    renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
    launcher().focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(at(launcher())).toEqual({ x: 320, y: 464 });
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(at(launcher())).toEqual({ x: 336, y: 464 });
  });

  test('a script that fails to load says so and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    scripts.loadScript.mockRejectedValueOnce(new Error('Script /mini-game/s1/minigame.js could not be loaded'));
    renderWithStores(<MiniGameDock hidden={false} />, { stores: memberStores() });
    fireEvent.click(launcher());
    expect(await screen.findByRole('alert')).toHaveTextContent('The mini-game could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('game s1 in EN')).toBeInTheDocument();
    warn.mockRestore();
  });

  test('hidden, nothing of it can be reached', () => {
    renderWithStores(<MiniGameDock hidden />, { stores: memberStores() });
    expect(screen.queryByRole('button', { name: 'Mini-game' })).not.toBeInTheDocument();
  });
});
