import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStores } from '../../../tests/unit/fixtures.tsx';
import DownloadBar from './DownloadBar.tsx';

describe('download bar', () => {
  afterEach(() => sessionStorage.clear());

  test('shows the app, its rating, the bonus gift and a download link', () => {
    renderWithStores(<DownloadBar id="d" props={{ position: 'top' }} renderChildren={() => []} />);
    const bar = screen.getByRole('complementary', { name: 'Get the app' });
    expect(bar).toHaveTextContent('Royal 88 app');
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bonus for installing the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://dl.royal88.test/royal88.apk');
  });

  test('once closed, stays hidden for the browser session', async () => {
    const { unmount } = renderWithStores(<DownloadBar id="d" props={{ position: 'bottom' }} renderChildren={() => []} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    renderWithStores(<DownloadBar id="d" props={{ position: 'bottom' }} renderChildren={() => []} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  test('closing opens the app window; download runs the download handler', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { stores } = renderWithStores(<DownloadBar id="d" props={{ position: 'top' }} renderChildren={() => []} />);
    await userEvent.click(screen.getByRole('link', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.apk', '_blank', 'noopener');
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(stores.overlays.isOpen('download-popup')).toBe(true);
    open.mockRestore();
  });
});
