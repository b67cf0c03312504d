import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStores, renderWithStores, seed } from '../../../tests/unit/fixtures.tsx';
import AppDownloadPage from './AppDownloadPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPage(url: string) {
  const stores = makeStores();
  seed(stores.content.promotions, { promotions: [{ id: 104, promotionType: 'APP_DOWNLOAD', title: 'App bonus', enabled: true }], available: {} });
  await act(async () => {
    renderWithStores(<AppDownloadPage />, { stores, url });
  });
  return stores;
}

describe('/m/appDownload', () => {
  test('shows the app, every way to get it and the app-download activity', async () => {
    await renderPage('/m/appDownload');
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Get the Royal 88 app' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download for Android', 'Download for iPhone', 'Go to activity']);
  });

  test('takes the language from the query', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const stores = await renderPage('/m/appDownload?language=TW&tokens=abc');
    await waitFor(() => expect(stores.i18n.language).toBe('TW'));
    expect(fetch).toHaveBeenCalled();
  });
});
