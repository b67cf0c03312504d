import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { makeStores, renderSettled } from '../../../tests/unit/fixtures.tsx';
import { GameLaunchStore } from '../../stores/GameLaunchStore.ts';
import GamePage from './GamePage.tsx';

function withGame(game?: GameLaunchStore['game']) {
  const stores = makeStores();
  stores.session.save({ token: 't1' });
  const games = stores.feature(GameLaunchStore);
  if (game) runInAction(() => (games.game = game));
  return { stores, games };
}

describe('GamePage', () => {
  test('shows the launched game in a sandboxed frame; the bar tucks away, goes full screen and leads back', async () => {
    const { stores, games } = withGame({ url: `${location.origin}/demo-game/?code=pg-mahjong`, title: '麻将胡了', backPath: '/m/activity?id=2' });
    await renderSettled(<GamePage />, { stores, url: '/m/game' });
    const user = userEvent.setup();
    const frame = screen.getByTitle('Game: 麻将胡了');
    expect(frame).toHaveAttribute('src', `${location.origin}/demo-game/?code=pg-mahjong`);
    // Served from this origin, the game gets no same-origin access.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    expect(screen.getByRole('heading', { name: '麻将胡了' })).toBeInTheDocument();

    const hide = screen.getByRole('button', { name: 'Hide header', pressed: false });
    await user.click(hide);
    expect(screen.getByRole('button', { name: 'Hide header', pressed: true })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '麻将胡了' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide header' }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    // jsdom has no Fullscreen API: the frame fills the viewport by CSS instead, and Escape leaves.
    await user.click(screen.getByRole('button', { name: 'Full screen', pressed: false }));
    expect(screen.getByRole('button', { name: 'Full screen', pressed: true })).toBeInTheDocument();
    expect(frame.parentElement).toHaveClass('wl-game--fill');
    await user.keyboard('{Escape}');
    expect(frame.parentElement).not.toHaveClass('wl-game--fill');

    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity?id=2');
    expect(games.game).toBeUndefined();
  });

  test("the bar's controls are icon buttons named for assistive technology, so the title has the room", async () => {
    const { stores } = withGame({ url: `${location.origin}/demo-game/?code=vn-hanoi`, title: 'Xổ số miền Bắc', backPath: '/m/home' });
    const { unmount } = await renderSettled(<GamePage />, { stores, url: '/m/game' });
    for (const name of ['Back', 'Hide header', 'Full screen']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveTextContent(/^$/);
      expect(button.querySelector('svg')).not.toBeNull();
    }
    // While the game shows, the page is marked so that no third-party widget floats over it.
    expect(document.documentElement).toHaveAttribute('data-wl-game');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-wl-game');
  });

  test('a vendor game on its own origin keeps that origin', async () => {
    const { stores } = withGame({ url: 'https://games.vendor.test/play?t=1', backPath: '/m/home' });
    await renderSettled(<GamePage />, { stores, url: '/m/game' });
    expect(screen.getByTitle('Game')).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-same-origin');
  });

  test('after a reload there is no game: the page says so and offers to start it again', async () => {
    sessionStorage.setItem('wl.lastGameLaunch', '?code=vn-hanoi&playType=LOTT');
    const { stores } = withGame();
    await renderSettled(<GamePage />, { stores, url: '/m/game' });
    expect(screen.getByText('The game closed when the page was reloaded.')).toHaveAttribute('role', 'status');
    expect(screen.queryByTitle(/^Game/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/m/launchGame?code=vn-hanoi&playType=LOTT');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
  });
});
