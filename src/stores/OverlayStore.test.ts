import { OverlayStore, showingOverlay, type OverlayEntry } from './OverlayStore.ts';
import { overlayProps } from '../../tests/support/props.ts';

const entry = (id: number, priority: number, scope: OverlayEntry['scope'] = 'page'): OverlayEntry => ({ id, priority, type: 'alert', props: {}, scope });

describe('showingOverlay', () => {
  test.each([
    { name: 'nothing asked for', entries: [], shows: undefined },
    { name: 'the only one', entries: [entry(1, 10)], shows: 1 },
    { name: 'the highest priority', entries: [entry(1, 10), entry(2, 60), entry(3, 50)], shows: 2 },
    { name: 'among equals, the first asked for', entries: [entry(4, 50), entry(2, 50), entry(3, 50)], shows: 2 },
    { name: 'a later higher one comes first', entries: [entry(1, 50), entry(9, 250)], shows: 9 },
    { name: 'the one on show stays before a higher page overlay', entries: [entry(1, 30), entry(2, 80)], shown: 1, shows: 1 },
    { name: 'an answer the product needs shows in its place', entries: [entry(1, 30), entry(2, 250, 'app')], shown: 1, shows: 2 },
    { name: 'but not a lower one', entries: [entry(1, 300), entry(2, 250, 'app')], shown: 1, shows: 1 },
    { name: 'once it is gone, the highest waiting', entries: [entry(2, 30), entry(3, 80)], shown: 1, shows: 3 },
  ])('$name', ({ entries, shown, shows }) => {
    expect(showingOverlay(entries, shown)?.id).toBe(shows);
  });
});

describe('OverlayStore', () => {
  test('one at a time: the next shows when the current closes, never both', () => {
    const overlays = new OverlayStore();
    overlays.enterPage('/m/home');
    const high = overlays.open('announcement-popup', overlayProps('announcement-popup'), { priority: 60, scope: 'page', key: 'notice', oncePerPageView: true });
    const low = overlays.open('save-image-popup', overlayProps('save-image-popup', { group: 'm_popup1' }), {
      priority: 10,
      scope: 'page',
      key: 'popup1',
      oncePerPageView: true,
    });
    expect(overlays.current?.id).toBe(high);
    overlays.close(high!);
    expect(overlays.current?.id).toBe(low);
    overlays.close(low!);
    expect(overlays.current).toBeUndefined();
  });

  test('a page overlay that became due later waits for the one on show, even with a higher priority', () => {
    const overlays = new OverlayStore();
    const first = overlays.open('save-image-popup', overlayProps('save-image-popup', { group: 'm_popup1' }), { priority: 40, scope: 'page', key: 'popup1' });
    const later = overlays.open('announcement-popup', overlayProps('announcement-popup'), { priority: 80, scope: 'page', key: 'notice' });
    expect(overlays.current?.id).toBe(first);
    overlays.close(first!);
    expect(overlays.current?.id).toBe(later);
  });

  test('what the product opens stands above what a page declares, and the page overlay comes back after', () => {
    const overlays = new OverlayStore();
    const popup = overlays.open('announcement-popup', overlayProps('announcement-popup'), {
      priority: 100,
      scope: 'page',
      key: 'notice',
      oncePerPageView: true,
    });
    const alert = overlays.open('alert', { messageId: 'unknown_error' });
    expect(overlays.current?.id).toBe(alert);
    overlays.close(alert!);
    expect(overlays.current?.id).toBe(popup);
  });

  test('a dismissed overlay is not offered again in the page view, but is in the next', () => {
    const overlays = new OverlayStore();
    overlays.enterPage('/m/home');
    overlays.close(overlays.open('announcement-popup', overlayProps('announcement-popup'), { scope: 'page', key: 'notice', oncePerPageView: true })!);
    expect(overlays.open('announcement-popup', overlayProps('announcement-popup'), { scope: 'page', key: 'notice', oncePerPageView: true })).toBeUndefined();
    overlays.enterPage('/m/login');
    overlays.enterPage('/m/home');
    expect(overlays.open('announcement-popup', overlayProps('announcement-popup'), { scope: 'page', key: 'notice', oncePerPageView: true })).toBeDefined();
  });

  test('a dismissed overlay allowed again may be offered again in the same page view', () => {
    const overlays = new OverlayStore();
    overlays.enterPage('/m/home');
    overlays.close(overlays.open('force-download', {}, { scope: 'page', key: 'download', oncePerPageView: true })!);
    overlays.allowAgain('download');
    expect(overlays.open('force-download', {}, { scope: 'page', key: 'download', oncePerPageView: true })).toBeDefined();
  });

  test('what the product opens with a key may open again after the player closed it', () => {
    const overlays = new OverlayStore();
    overlays.close(overlays.open('domain-error', { message: 'a' }, { scope: 'page', key: 'domain-error' })!);
    expect(overlays.open('domain-error', { message: 'a' }, { scope: 'page', key: 'domain-error' })).toBeDefined();
  });

  test('a withdrawn overlay may be offered again', () => {
    const overlays = new OverlayStore();
    overlays.open('announcement-popup', overlayProps('announcement-popup'), { scope: 'page', key: 'notice', oncePerPageView: true });
    overlays.withdraw('notice');
    expect(overlays.current).toBeUndefined();
    expect(overlays.open('announcement-popup', overlayProps('announcement-popup'), { scope: 'page', key: 'notice', oncePerPageView: true })).toBeDefined();
  });

  test("a route change closes the old page's overlays and keeps the app's, telling each one closed", () => {
    const overlays = new OverlayStore();
    const closed: string[] = [];
    overlays.enterPage('/m/login');
    overlays.open('country-picker', { countries: [], selected: '', onPick: () => undefined }, { scope: 'page', onClose: () => closed.push('picker') });
    const alert = overlays.open('alert', { messageId: 'register.success' }, { onClose: () => closed.push('alert') });
    overlays.enterPage('/m/login');
    expect(overlays.entries).toHaveLength(2);
    overlays.enterPage('/m/home');
    expect(overlays.entries.map((e) => e.id)).toEqual([alert]);
    expect(closed).toEqual(['picker']);
  });

  test('one entry per key: asking again updates its props', () => {
    const overlays = new OverlayStore();
    const first = overlays.open('domain-error', { message: 'a' }, { key: 'domain-error' });
    const again = overlays.open('domain-error', { message: 'b' }, { key: 'domain-error' });
    expect(again).toBe(first);
    expect(overlays.entries).toHaveLength(1);
    expect(overlays.current?.props).toEqual({ message: 'b' });
  });
});

describe("OverlayStore pacing of a page's declared popups", () => {
  /** A store on a hand-moved clock, with the player's last input and the session's count in hand. */
  function paced(caps = { perPageView: 2, perSession: 4 }) {
    const clock = { now: 100_000, lastInput: undefined as number | undefined, session: 0 };
    const overlays = new OverlayStore({
      now: () => clock.now,
      lastInputAt: () => clock.lastInput,
      sessionShown: { get: () => clock.session, set: (count) => (clock.session = count) },
    });
    overlays.enterPage('/m/home');
    overlays.setCaps(caps);
    const offer = (key: string, priority = 50) =>
      overlays.open('save-image-popup', overlayProps('save-image-popup', { group: 'm_popup1' }), {
        priority,
        scope: 'page',
        key,
        oncePerPageView: true,
        paced: true,
      });
    return { overlays, clock, offer };
  }
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("at most the page view's cap show, however many are offered", () => {
    const { overlays, offer } = paced();
    const ids = ['a', 'b', 'c'].map((key) => offer(key));
    expect(overlays.current?.id).toBe(ids[0]);
    overlays.close(ids[0]!);
    expect(overlays.current?.id).toBe(ids[1]);
    overlays.close(ids[1]!);
    expect(overlays.current).toBeUndefined();
    expect(overlays.shownInPageView).toBe(2);
  });

  test("the session's cap holds across page views and is kept in the session", () => {
    const { overlays, clock, offer } = paced({ perPageView: 2, perSession: 3 });
    overlays.close(offer('a')!);
    overlays.close(offer('b')!);
    overlays.enterPage('/m/login');
    overlays.enterPage('/m/home');
    overlays.close(offer('a')!);
    expect(clock.session).toBe(3);
    offer('b');
    expect(overlays.current).toBeUndefined();
  });

  test('what the product asks is never capped nor kept waiting', () => {
    const { overlays, clock, offer } = paced({ perPageView: 1, perSession: 1 });
    overlays.close(offer('a')!);
    clock.lastInput = clock.now;
    const alert = overlays.open('alert', { messageId: 'unknown_error' });
    expect(overlays.current?.id).toBe(alert);
  });

  test('a popup waits until the player has left the screen alone for 1.5 s, and waits again after each touch', () => {
    const { overlays, clock, offer } = paced();
    clock.lastInput = clock.now;
    const id = offer('a');
    expect(overlays.current).toBeUndefined();
    clock.now += 1000;
    vi.advanceTimersByTime(1000);
    expect(overlays.current).toBeUndefined();
    clock.lastInput = clock.now;
    clock.now += 500;
    vi.advanceTimersByTime(500);
    expect(overlays.current).toBeUndefined();
    clock.now += 1000;
    vi.advanceTimersByTime(1000);
    expect(overlays.current?.id).toBe(id);
  });

  test('one shown before an alert comes back after it without counting twice', () => {
    const { overlays, clock, offer } = paced({ perPageView: 1, perSession: 4 });
    const popup = offer('a');
    const alert = overlays.open('alert', { messageId: 'unknown_error' });
    expect(overlays.current?.id).toBe(alert);
    overlays.close(alert!);
    expect(overlays.current?.id).toBe(popup);
    expect(clock.session).toBe(1);
  });

  test('a popup that never showed does not count', () => {
    const { overlays, clock, offer } = paced();
    clock.lastInput = clock.now;
    offer('a');
    overlays.withdraw('a');
    clock.now += 2000;
    vi.advanceTimersByTime(2000);
    expect(overlays.shownInPageView).toBe(0);
    expect(clock.session).toBe(0);
  });
});
