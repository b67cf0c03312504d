import type { Announcement } from '../config/types.generated.ts';
import { makeStores, seed } from '../../tests/unit/fixtures.tsx';
import { shortHash } from '../platform/shortHash.ts';
import { AnnouncementPopupStore, LIST_REFRESH_MS } from './AnnouncementPopupStore.ts';
import { overlayProps } from '../../tests/support/props.ts';

const item = (id: number, execution: Announcement['execution'], promotionType?: Announcement['promotionType']): Announcement => ({
  id,
  title: `T${id}`,
  content: `<p>${id}</p>`,
  execution,
  ...(promotionType ? { promotionType } : {}),
});

function popupOver(list: Announcement[], clock = { now: new Date('2026-11-23T20:00:00').getTime() }) {
  const stores = makeStores();
  seed(stores.content.announcements, list);
  const popup = new AnnouncementPopupStore(stores, () => clock.now);
  return { stores, popup, clock };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

describe('AnnouncementPopupStore', () => {
  test('a visitor gets the B items a second after the list, a member the A items at once', async () => {
    const visitor = popupOver([item(1, 'A'), item(2, 'B')]);
    const stop = visitor.popup.start(overlayProps('announcement-popup'));
    expect(visitor.popup.items.map((a) => a.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(0);
    expect(visitor.popup.due).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(visitor.popup.due).toBe(true);
    stop();
    expect(visitor.popup.due).toBe(false);

    const member = popupOver([item(1, 'A'), item(2, 'B')]);
    member.stores.session.save({ token: 't' });
    member.popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(0);
    expect(member.popup.items.map((a) => a.id)).toEqual([1]);
    expect(member.popup.due).toBe(true);
  });

  test('hidden → shown → closing → hidden; the ticked box keeps it away until the next local midnight', async () => {
    const { popup, stores, clock } = popupOver([item(2, 'B'), item(4, 'B')]);
    popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(popup.phase).toBe('hidden');
    popup.show();
    expect(popup.phase).toBe('shown');
    popup.setTicked(true);
    expect(popup.requestClose()).toBe(true);
    expect(popup.phase).toBe('closing');
    popup.closed();
    expect(popup.phase).toBe('hidden');
    expect(popup.due).toBe(false);
    expect(JSON.parse(localStorage.getItem('wl.announcementPopup.royal88') ?? '{}')).toMatchObject({
      mode: 'today',
      seen: [
        { id: 2, read: { EN: expect.any(String) } },
        { id: 4, read: { EN: expect.any(String) } },
      ],
    });

    // A new page load before midnight: still hidden; after midnight: due again.
    clock.now = new Date('2026-11-23T23:59:00').getTime();
    const later = new AnnouncementPopupStore(stores, () => clock.now);
    later.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(later.due).toBe(false);
    clock.now = new Date('2026-11-24T00:00:01').getTime();
    const tomorrow = new AnnouncementPopupStore(stores, () => clock.now);
    tomorrow.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(tomorrow.due).toBe(true);
  });

  test('closed without the box ticked, it stays away for the browser session until the content changes', async () => {
    const { popup, stores } = popupOver([item(2, 'B')]);
    popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    popup.show();
    popup.requestClose();
    popup.closed();
    expect(localStorage.getItem('wl.announcementPopup.royal88')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('wl.announcementPopup.royal88') ?? '{}')).toMatchObject({ show: false });
    expect(popup.due).toBe(false);

    // Back on home in the same session: still away; new content comes at once.
    const again = new AnnouncementPopupStore(stores, () => Date.now());
    again.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(again.due).toBe(false);
    seed(stores.content.announcements, [item(2, 'B'), item(5, 'B')]);
    expect(again.due).toBe(true);
  });

  test('gone without the player closing it (withdrawn, the page left), it may come back', async () => {
    const { popup } = popupOver([item(2, 'B')]);
    popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    popup.show();
    popup.closed();
    expect(sessionStorage.getItem('wl.announcementPopup.royal88')).toBeNull();
    expect(popup.due).toBe(true);
  });

  test('"never show again" holds until the content changes', async () => {
    const { popup, stores, clock } = popupOver([item(2, 'B')]);
    popup.start(overlayProps('announcement-popup', { dismissMode: 'never' }));
    await vi.advanceTimersByTimeAsync(1000);
    popup.show();
    popup.setTicked(true);
    popup.requestClose();
    popup.closed();
    clock.now += 30 * 86_400_000;
    const month = new AnnouncementPopupStore(stores, () => clock.now);
    month.start(overlayProps('announcement-popup', { dismissMode: 'never' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(month.due).toBe(false);
    seed(stores.content.announcements, [{ ...item(2, 'B'), content: '<p>changed</p>' }]);
    expect(month.due).toBe(true);
  });

  test('a mark kept before marks were by id counts for the items it was of, and is kept by id from then on', async () => {
    const old = (a: Announcement) => shortHash(`${a.id}\u0000${a.title}\u0000${a.content}`);
    sessionStorage.setItem('wl.announcementPopup.royal88', JSON.stringify({ show: false, hashes: [old(item(2, 'B'))] }));
    const { popup } = popupOver([item(2, 'B')]);
    popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(popup.due).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('wl.announcementPopup.royal88') ?? '{}')).toEqual({
      show: false,
      seen: [{ id: 2, read: { EN: expect.any(String) } }],
    });

    localStorage.setItem(
      'wl.announcementPopup.royal88',
      JSON.stringify({ hashes: [old({ ...item(2, 'B'), content: 'older' })], hiddenAt: Date.now(), mode: 'never' }),
    );
    sessionStorage.clear();
    const changed = popupOver([item(2, 'B')]);
    changed.popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(changed.popup.due).toBe(true);
  });

  test('force-read: closing first moves to the last slide, then closes', async () => {
    const { popup } = popupOver([item(2, 'B'), item(4, 'B'), item(6, 'B')]);
    popup.start(overlayProps('announcement-popup', { forceRead: true }));
    popup.show();
    expect(popup.requestClose()).toBe(false);
    expect(popup.index).toBe(2);
    expect(popup.phase).toBe('shown');
    expect(popup.requestClose()).toBe(true);
  });

  test('previous and next wrap around; autoplay moves on every 5 s until stopped', async () => {
    const { popup } = popupOver([item(2, 'B'), item(4, 'B'), item(6, 'B')]);
    popup.start(overlayProps('announcement-popup'));
    popup.show();
    popup.previous();
    expect(popup.index).toBe(2);
    popup.next();
    expect(popup.index).toBe(0);
    popup.startAutoplay();
    await vi.advanceTimersByTimeAsync(5000);
    expect(popup.index).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(popup.index).toBe(2);
    popup.stopAutoplay();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(popup.index).toBe(2);
  });

  test("a login asks for the list again 500 ms later, and the member's items are due at once", async () => {
    const { popup, stores } = popupOver([item(1, 'A'), item(2, 'B')]);
    const reload = vi.spyOn(stores.content.announcements, 'reload').mockResolvedValue();
    popup.start(overlayProps('announcement-popup'));
    await vi.advanceTimersByTimeAsync(1000);
    stores.session.save({ token: 't', firstTimeLogin: true });
    expect(popup.due).toBe(false);
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(popup.items.map((a) => a.id)).toEqual([1]);
    expect(popup.due).toBe(true);
  });
});
