import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStores, renderWithStores, seed } from '../../../tests/unit/fixtures.tsx';
import type { AvailablePromotions } from '../../api/types.ts';
import DownloadBar from './DownloadBar.tsx';
import { blockProps } from '../../../tests/support/props.ts';

function withPromotions(available: AvailablePromotions['available']) {
  const stores = makeStores();
  seed(stores.content.promotions, { promotions: [], available });
  return stores;
}

describe('download bar', () => {
  test('shows the app, its rating, the bonus gift and a download link', () => {
    const stores = withPromotions({ APP_DOWNLOAD: { enabled: true, count: 1 } });
    renderWithStores(<DownloadBar id="d" props={blockProps('download-bar', { position: 'top' })} renderChildren={() => []} />, { stores });
    const bar = screen.getByRole('complementary', { name: 'Get the app' });
    expect(bar).toHaveTextContent('Royal 88 app');
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bonus for installing the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://dl.royal88.test/royal88.apk');
  });

  test('no gift while the APP_DOWNLOAD promotion is switched off', () => {
    const stores = withPromotions({ APP_DOWNLOAD: { enabled: false, count: 0 } });
    renderWithStores(<DownloadBar id="d" props={blockProps('download-bar', { position: 'top' })} renderChildren={() => []} />, { stores });
    expect(screen.getByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Bonus for installing the app' })).not.toBeInTheDocument();
  });

  test('once closed, stays hidden for the browser session', async () => {
    const { unmount } = renderWithStores(<DownloadBar id="d" props={blockProps('download-bar', { position: 'bottom' })} renderChildren={() => []} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    renderWithStores(<DownloadBar id="d" props={blockProps('download-bar', { position: 'bottom' })} renderChildren={() => []} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  test('closing opens the app window; download runs the download handler', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { stores } = renderWithStores(<DownloadBar id="d" props={blockProps('download-bar', { position: 'top' })} renderChildren={() => []} />);
    await userEvent.click(screen.getByRole('link', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.apk', '_blank', 'noopener');
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(stores.overlays.isOpen('download-popup')).toBe(true);
    open.mockRestore();
  });
});
