import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '../../config/types.generated.ts';
import { SaveImagePopupStore } from '../../stores/SaveImagePopupStore.ts';
import { makeStores, renderSettled, seed } from '../../../tests/unit/fixtures.tsx';
import { overlayProps } from '../../../tests/support/props.ts';

const popup1: Banner = { groupName: 'm_popup1', url: '/cdn/royal88/popup-1.svg', alt: 'Spring festival', linkageType: 'URL' };

function storesWith(banners: Banner[]) {
  const stores = makeStores();
  seed(stores.content.banners, banners);
  stores.overlays.enterPage('/m/home');
  return { stores, popups: stores.feature(SaveImagePopupStore) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SaveImagePopupStore', () => {
  test('is due once the wait is over, for an image not saved before', () => {
    vi.useFakeTimers();
    const { popups } = storesWith([popup1]);
    const stop = popups.start('m_popup1', 20_000);
    vi.advanceTimersByTime(19_999);
    expect(popups.due('m_popup1')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(popups.due('m_popup1')).toBe(true);
    expect(popups.due('m_popup2')).toBe(false);
    stop();
    expect(popups.due('m_popup1')).toBe(false);
  });

  test('dismissing keeps it away for the browser session; saving until the image changes', () => {
    vi.useFakeTimers();
    const { popups } = storesWith([popup1]);
    popups.start('m_popup1', 0);
    vi.advanceTimersByTime(0);
    popups.dismiss('m_popup1');
    expect(sessionStorage.getItem('wl.saveImage.m_popup1.show')).toBe('0');
    expect(popups.due('m_popup1')).toBe(false);

    sessionStorage.clear();
    const next = storesWith([popup1]).popups;
    next.start('m_popup1', 0);
    vi.advanceTimersByTime(0);
    expect(next.due('m_popup1')).toBe(true);
    next.saved('m_popup1');
    expect(localStorage.getItem('wl.saveImage.m_popup1.file')).toBe('popup-1.svg');

    const another = storesWith([{ ...popup1, url: '/cdn/royal88/popup-9.svg' }]).popups;
    another.start('m_popup1', 0);
    vi.advanceTimersByTime(0);
    expect(another.due('m_popup1')).toBe(true);
  });
});

describe('SaveImagePopup', () => {
  async function show() {
    const { stores, popups } = storesWith([popup1]);
    stores.overlays.open('save-image-popup', overlayProps('save-image-popup', { group: 'm_popup1' }), { scope: 'page' });
    const user = userEvent.setup();
    await renderSettled(null, { stores });
    return { stores, popups, user, dialog: await screen.findByRole('dialog', { name: 'Keep this picture' }) };
  }

  test('shows the image with save and copy-link buttons; copying says so', async () => {
    const { user, dialog } = await show();
    expect(within(dialog).getByRole('img', { name: 'Spring festival' })).toHaveAttribute('src', '/cdn/royal88/popup-1.svg');
    expect(within(dialog).getByRole('link', { name: 'Save image' })).toHaveAttribute('download', 'popup-1.svg');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/cdn/royal88/popup-1.svg`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
  });

  test('closing it without saving dismisses it for the session', async () => {
    const { user, dialog } = await show();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('wl.saveImage.m_popup1.show')).toBe('0');
    expect(localStorage.getItem('wl.saveImage.m_popup1.file')).toBeNull();
  });
});
