import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement, AnnouncementPopupProps } from '../../config/types.generated.ts';
import { AnnouncementPopupStore } from '../../stores/AnnouncementPopupStore.ts';
import { makeStores, renderSettled, seed } from '../../../tests/unit/fixtures.tsx';
import { overlayProps } from '../../../tests/support/props.ts';

const items: Announcement[] = [
  { id: 1, title: 'Spring offer', content: '<p>Bonus: see <a href="/m/activity?id=101">the rules</a>.</p>', promotionType: 'FIRST_DEPOSIT', execution: 'B' },
  { id: 2, title: 'Maintenance', content: '<p>Tuesday 3:00 <img src="x" onerror="window.pwned = 1"></p><script>window.pwned = 1</script>', execution: 'B' },
  { id: 3, title: 'Members only', content: '<p>A</p>', execution: 'A' },
];

/** The popup as the page shows it: offered to the OverlayStore, as its trigger would. */
async function showPopup(raw: Partial<AnnouncementPopupProps> = {}, loggedIn = false) {
  const props = overlayProps('announcement-popup', raw);
  const stores = makeStores();
  if (loggedIn) stores.session.save({ token: 't' });
  seed(stores.content.announcements, items);
  const popup = stores.feature(AnnouncementPopupStore);
  popup.start(props);
  const closed = vi.fn(() => popup.closed());
  stores.overlays.enterPage('/m/home');
  stores.overlays.open('announcement-popup', props, { scope: 'page', key: 'announcements', oncePerPageView: true, onClose: closed });
  const user = userEvent.setup();
  await renderSettled(null, { stores, url: '/m/home' });
  const dialog = await screen.findByRole('dialog');
  return { stores, popup, closed, user, dialog };
}

describe('AnnouncementPopup', () => {
  test("shows the visitor's items one at a time, titled by the item, with previous and next", async () => {
    const { user, dialog } = await showPopup();
    expect(dialog).toHaveAccessibleName('Spring offer');
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Spring offer');
    expect(screen.queryByText('Members only')).not.toBeInTheDocument();
  });

  test('its HTML runs no script', async () => {
    const { user, dialog } = await showPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Next announcement' }));
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  test('an activity item offers "go to activity" (a visitor to registration when the merchant says so) and "I know"', async () => {
    const { user, dialog } = await showPopup({ guestActivityTarget: 'register' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to activity' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/register'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('"I know" closes it; with the box ticked it is kept hidden', async () => {
    const { user, dialog, closed } = await showPopup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Do not show again today' }));
    await user.click(within(dialog).getByRole('button', { name: 'I know' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closed).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('wl.announcementPopup.royal88')).toContain('"mode":"today"');
  });

  test('with force-read, the close button says it first shows the last item, and does', async () => {
    const { user, dialog } = await showPopup({ forceRead: true, dismissMode: 'never' });
    expect(within(dialog).getByRole('checkbox', { name: 'Do not show again' })).toBeInTheDocument();
    expect(within(dialog).getByText('Closing shows the last announcement first.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close (shows the last announcement first)' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Maintenance');
    expect(within(dialog).queryByText('Closing shows the last announcement first.')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('without force-read, the close button simply closes', async () => {
    const { dialog } = await showPopup();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Closing shows the last announcement first.')).not.toBeInTheDocument();
  });

  test('focus goes to the dialog, not to a link inside its text', async () => {
    const { dialog } = await showPopup();
    expect(within(dialog).getByRole('link', { name: 'the rules' })).not.toHaveFocus();
    expect(dialog).toHaveFocus();
  });

  test('a link to an app route inside an item navigates in the app', async () => {
    const { user, dialog } = await showPopup();
    await user.click(within(dialog).getByRole('link', { name: 'the rules' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/activity?id=101'));
  });

  test('a member is sent to the reward centre', async () => {
    const stores = makeStores();
    stores.session.save({ token: 't' });
    seed(stores.content.announcements, [{ ...items[2], promotionType: 'LOGIN' }]);
    stores.feature(AnnouncementPopupStore).start(overlayProps('announcement-popup'));
    stores.overlays.enterPage('/m/home');
    stores.overlays.open('announcement-popup', overlayProps('announcement-popup'), { scope: 'page' });
    const user = userEvent.setup();
    await renderSettled(null, { stores });
    await user.click(await screen.findByRole('button', { name: 'Go to activity' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/m/rewardCenter'));
  });
});
