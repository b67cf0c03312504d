import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailablePromotions } from '../../api/types.ts';
import { makeStores, renderSettled, seed } from '../../../tests/unit/fixtures.tsx';

const appPromotion = { id: 104, promotionType: 'APP_DOWNLOAD', title: 'Get the app, get a bonus', enabled: true } as const;

async function showPopup(promotions: AvailablePromotions['promotions']) {
  const stores = makeStores();
  seed(stores.content.promotions, { promotions: [...promotions], available: {} });
  stores.overlays.open('download-popup', {});
  const result = await renderSettled(null, { stores });
  return { ...result, popup: await screen.findByRole('dialog', { name: 'Get the Royal 88 app' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('download popup', () => {
  test("offers the device's app first and the activity of a running app-download promotion", async () => {
    const { popup } = await showPopup([appPromotion]);
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Download for Android', 'Download for iPhone']);
    await userEvent.click(within(popup).getByRole('button', { name: 'Go to activity' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity?id=104'));
  });

  test('a choice opens its link and closes the popup; no activity button without the promotion', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { popup } = await showPopup([{ ...appPromotion, enabled: false }]);
    expect(within(popup).queryByRole('button', { name: 'Go to activity' })).not.toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Download for Android' }));
    expect(open).toHaveBeenCalledWith('https://dl.royal88.test/royal88.apk', '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
