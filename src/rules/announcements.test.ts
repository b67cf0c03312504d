import type { Announcement } from '../config/types.generated.ts';
import {
  activityTarget, announcementPopupDue, announcementsFor, contentHashes, nextLocalMidnight, updateDelayMs, type ClosedPopup, type HiddenPopup,
} from './announcements.ts';

const item = (id: number, execution: Announcement['execution'], content = `<p>${id}</p>`): Announcement => ({ id, title: `T${id}`, content, execution });
const list = [item(1, 'A'), item(2, 'B'), item(3, 'F'), item(4, 'B')];
/** A local time, as the player's clock reads it. */
const at = (text: string) => new Date(text).getTime();

describe('announcementsFor', () => {
  test.each([
    { name: 'a visitor sees B items only', audience: { loggedIn: false, firstTimeLogin: false }, ids: [2, 4] },
    { name: 'a member sees A items', audience: { loggedIn: true, firstTimeLogin: false }, ids: [1] },
    { name: 'a member on a first login sees A and F items', audience: { loggedIn: true, firstTimeLogin: true }, ids: [1, 3] },
    { name: 'first login means nothing to a visitor', audience: { loggedIn: false, firstTimeLogin: true }, ids: [2, 4] },
  ])('$name', ({ audience, ids }) => {
    expect(announcementsFor(list, audience).map((a) => a.id)).toEqual(ids);
  });
});

describe('nextLocalMidnight', () => {
  test.each([
    { from: '2026-11-23T09:30:00', next: '2026-11-24T00:00:00' },
    { from: '2026-11-23T23:59:59', next: '2026-11-24T00:00:00' },
    { from: '2026-11-24T00:00:00', next: '2026-11-25T00:00:00' },
    { from: '2026-12-31T18:00:00', next: '2027-01-01T00:00:00' },
  ])('after $from comes $next', ({ from, next }) => {
    expect(nextLocalMidnight(at(from))).toBe(at(next));
  });
});

describe('announcementPopupDue', () => {
  const shown = [item(2, 'B'), item(4, 'B')];
  const hidden = (over: Partial<HiddenPopup> = {}): HiddenPopup => ({ hashes: contentHashes(shown), hiddenAt: at('2026-11-23T20:00:00'), mode: 'today', ...over });
  test.each([
    { name: 'nothing to show', items: [], hide: undefined, now: '2026-11-23T20:00:00', due: false },
    { name: 'never hidden', items: shown, hide: undefined, now: '2026-11-23T20:00:00', due: true },
    { name: 'hidden for today, later that day', items: shown, hide: hidden(), now: '2026-11-23T23:59:59', due: false },
    { name: 'hidden for today, after midnight', items: shown, hide: hidden(), now: '2026-11-24T00:00:00', due: true },
    { name: 'hidden for today, the content changed', items: [item(2, 'B'), item(4, 'B', '<p>new</p>')], hide: hidden(), now: '2026-11-23T21:00:00', due: true },
    { name: 'hidden for today, an item added', items: [...shown, item(5, 'B')], hide: hidden(), now: '2026-11-23T21:00:00', due: true },
    { name: 'never again, days later', items: shown, hide: hidden({ mode: 'never' }), now: '2026-12-30T10:00:00', due: false },
    { name: 'never again, the content changed', items: [item(2, 'B')], hide: hidden({ mode: 'never' }), now: '2026-11-23T21:00:00', due: true },
  ])('$name: $due', ({ items, hide, now, due }) => {
    expect(announcementPopupDue({ items, hidden: hide, now: at(now) })).toBe(due);
  });

  const closed = (items = shown): ClosedPopup => ({ show: false, hashes: contentHashes(items) });
  test.each([
    { name: 'closed without a tick: not back in this session', items: shown, close: closed(), hide: undefined, now: '2026-11-23T20:00:00', due: false },
    { name: 'closed without a tick: not back after midnight either', items: shown, close: closed(), hide: undefined, now: '2026-11-24T09:00:00', due: false },
    { name: 'closed without a tick: back when the content changed', items: [item(2, 'B'), item(4, 'B', '<p>new</p>')], close: closed(), hide: undefined, now: '2026-11-23T21:00:00', due: true },
    { name: 'closed without a tick: back when an item is added', items: [...shown, item(5, 'B')], close: closed(), hide: undefined, now: '2026-11-23T21:00:00', due: true },
    { name: 'closed, older content hidden for today: closed holds', items: shown, close: closed(), hide: hidden({ hashes: ['old'] }), now: '2026-11-23T21:00:00', due: false },
    { name: 'hidden for today and closed: the tick rules, back after midnight', items: shown, close: closed(), hide: hidden(), now: '2026-11-24T00:00:01', due: true },
    { name: 'hidden for today and closed: not back that evening', items: shown, close: closed(), hide: hidden(), now: '2026-11-23T22:00:00', due: false },
    { name: 'never again and closed: not back', items: shown, close: closed(), hide: hidden({ mode: 'never' }), now: '2026-12-30T10:00:00', due: false },
  ])('$name: $due', ({ items, close, hide, now, due }) => {
    expect(announcementPopupDue({ items, closed: close, hidden: hide, now: at(now) })).toBe(due);
  });
});

test.each([
  { loggedIn: false, delay: 1000 },
  { loggedIn: true, delay: 0 },
])('update delay when logged in is $loggedIn: $delay ms', ({ loggedIn, delay }) => {
  expect(updateDelayMs(loggedIn)).toBe(delay);
});

test.each([
  { loggedIn: true, guest: 'register' as const, target: '/m/rewardCenter' },
  { loggedIn: false, guest: 'register' as const, target: '/m/register' },
  { loggedIn: false, guest: 'login' as const, target: '/m/login' },
])('go to activity, logged in $loggedIn, guests to $guest: $target', ({ loggedIn, guest, target }) => {
  expect(activityTarget(loggedIn, guest)).toBe(target);
});
