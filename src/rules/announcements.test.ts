import type { Announcement } from '../config/types.generated.ts';
import { shortHash } from '../platform/shortHash.ts';
import {
  activityTarget,
  announcementPopupDue,
  announcementsFor,
  markSeen,
  nextLocalMidnight,
  sameAsSeen,
  updateDelayMs,
  upgradeMark,
  wordsHash,
  type ClosedPopup,
  type HiddenPopup,
  type SeenAnnouncement,
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

/** An item as served in another language: the same id, other words. */
const inLanguage = (a: Announcement, language: string): Announcement => ({ ...a, title: `${a.title} ${language}`, content: `${a.content} ${language}` });

describe('the seen mark, by id', () => {
  const two = item(2, 'B');
  const four = item(4, 'B');
  const readIn = (language: string, ...items: Announcement[]) =>
    markSeen(
      items.map((a) => (language === 'EN' ? a : inLanguage(a, language))),
      language,
    );
  test.each<{ name: string; items: Announcement[]; language: string; seen: SeenAnnouncement[]; same: boolean }>([
    { name: 'the same items in the same language', items: [two, four], language: 'EN', seen: readIn('EN', two, four), same: true },
    {
      name: 'the same items in another language',
      items: [inLanguage(two, 'CN'), inLanguage(four, 'CN')],
      language: 'CN',
      seen: readIn('EN', two, four),
      same: true,
    },
    { name: 'read in both, back in the first', items: [two], language: 'EN', seen: markSeen([inLanguage(two, 'CN')], 'CN', readIn('EN', two)), same: true },
    { name: 'new words in a language read', items: [{ ...two, content: '<p>new</p>' }], language: 'EN', seen: readIn('EN', two), same: false },
    {
      name: 'new words in a language read, after a switch',
      items: [{ ...inLanguage(two, 'CN'), title: 'new' }],
      language: 'CN',
      seen: markSeen([inLanguage(two, 'CN')], 'CN', readIn('EN', two)),
      same: false,
    },
    { name: 'an item added', items: [two, four, item(5, 'B')], language: 'CN', seen: readIn('EN', two, four), same: false },
    { name: 'an item withdrawn', items: [two], language: 'EN', seen: readIn('EN', two, four), same: false },
    {
      name: 'another item under the same words',
      items: [{ ...item(9, 'B'), title: 'T2', content: '<p>2</p>' }],
      language: 'EN',
      seen: readIn('EN', two),
      same: false,
    },
    { name: 'a mark of nothing', items: [two], language: 'EN', seen: [], same: false },
  ])('sameAsSeen: $name is $same', ({ items, language, seen, same }) => {
    expect(sameAsSeen(items, language, seen)).toBe(same);
  });

  test.each<{ name: string; items: Announcement[]; language: string; before: SeenAnnouncement[]; seen: SeenAnnouncement[] }>([
    { name: 'marked by id in the language read', items: [two], language: 'EN', before: [], seen: [{ id: 2, read: { EN: wordsHash(two) } }] },
    {
      name: 'beside what was read in another language',
      items: [inLanguage(two, 'CN')],
      language: 'CN',
      before: readIn('EN', two),
      seen: [{ id: 2, read: { EN: wordsHash(two), CN: wordsHash(inLanguage(two, 'CN')) } }],
    },
    {
      name: 'new words replace the old in their language',
      items: [two],
      language: 'EN',
      before: [{ id: 2, read: { EN: 'old' } }],
      seen: [{ id: 2, read: { EN: wordsHash(two) } }],
    },
    { name: 'items no longer shown are dropped', items: [four], language: 'EN', before: readIn('EN', two), seen: [{ id: 4, read: { EN: wordsHash(four) } }] },
  ])('markSeen: $name', ({ items, language, before, seen }) => {
    expect(markSeen(items, language, before)).toEqual(seen);
  });

  const oldHash = (a: Announcement) => shortHash(`${a.id}\u0000${a.title}\u0000${a.content}`);
  test.each<{ name: string; mark: ClosedPopup | { show: false; hashes: string[] }; seen: SeenAnnouncement[] }>([
    { name: 'a mark by id stays as it is', mark: { show: false, seen: readIn('CN', two) }, seen: readIn('CN', two) },
    {
      name: 'an older mark of these very items becomes theirs by id',
      mark: { show: false, hashes: [oldHash(two), oldHash(four)] },
      seen: readIn('EN', two, four),
    },
    { name: 'an older mark of other content marks nothing', mark: { show: false, hashes: [oldHash({ ...two, content: 'old' })] }, seen: [] },
  ])('upgradeMark: $name', ({ mark, seen }) => {
    expect(upgradeMark<ClosedPopup>(mark, [two, four], 'EN')).toEqual({ show: false, seen });
  });
});

describe('announcementPopupDue', () => {
  const shown = [item(2, 'B'), item(4, 'B')];
  const hidden = (over: Partial<HiddenPopup> = {}): HiddenPopup => ({
    seen: markSeen(shown, 'EN'),
    hiddenAt: at('2026-11-23T20:00:00'),
    mode: 'today',
    ...over,
  });
  test.each([
    { name: 'nothing to show', items: [], hide: undefined, now: '2026-11-23T20:00:00', due: false },
    { name: 'never hidden', items: shown, hide: undefined, now: '2026-11-23T20:00:00', due: true },
    { name: 'hidden for today, later that day', items: shown, hide: hidden(), now: '2026-11-23T23:59:59', due: false },
    { name: 'hidden for today, after midnight', items: shown, hide: hidden(), now: '2026-11-24T00:00:00', due: true },
    { name: 'hidden for today, the content changed', items: [item(2, 'B'), item(4, 'B', '<p>new</p>')], hide: hidden(), now: '2026-11-23T21:00:00', due: true },
    { name: 'hidden for today, an item added', items: [...shown, item(5, 'B')], hide: hidden(), now: '2026-11-23T21:00:00', due: true },
    { name: 'never again, days later', items: shown, hide: hidden({ mode: 'never' }), now: '2026-12-30T10:00:00', due: false },
    { name: 'never again, the content changed', items: [item(2, 'B')], hide: hidden({ mode: 'never' }), now: '2026-11-23T21:00:00', due: true },
    {
      name: 'hidden for today, then another language',
      items: shown.map((a) => inLanguage(a, 'CN')),
      language: 'CN',
      hide: hidden(),
      now: '2026-11-23T21:00:00',
      due: false,
    },
    {
      name: 'never again, then another language',
      items: shown.map((a) => inLanguage(a, 'CN')),
      language: 'CN',
      hide: hidden({ mode: 'never' }),
      now: '2026-12-30T10:00:00',
      due: false,
    },
  ])('$name: $due', ({ items, language = 'EN', hide, now, due }) => {
    expect(announcementPopupDue({ items, language, hidden: hide, now: at(now) })).toBe(due);
  });

  const closed = (items = shown): ClosedPopup => ({ show: false, seen: markSeen(items, 'EN') });
  test.each([
    { name: 'closed without a tick: not back in this session', items: shown, close: closed(), hide: undefined, now: '2026-11-23T20:00:00', due: false },
    { name: 'closed without a tick: not back after midnight either', items: shown, close: closed(), hide: undefined, now: '2026-11-24T09:00:00', due: false },
    {
      name: 'closed without a tick: back when the content changed',
      items: [item(2, 'B'), item(4, 'B', '<p>new</p>')],
      close: closed(),
      hide: undefined,
      now: '2026-11-23T21:00:00',
      due: true,
    },
    {
      name: 'closed without a tick: back when an item is added',
      items: [...shown, item(5, 'B')],
      close: closed(),
      hide: undefined,
      now: '2026-11-23T21:00:00',
      due: true,
    },
    {
      name: 'closed, older content hidden for today: closed holds',
      items: shown,
      close: closed(),
      hide: hidden({ seen: [{ id: 2, read: { EN: 'old' } }] }),
      now: '2026-11-23T21:00:00',
      due: false,
    },
    {
      name: 'closed without a tick, then another language: not back',
      items: shown.map((a) => inLanguage(a, 'TW')),
      language: 'TW',
      close: closed(),
      hide: undefined,
      now: '2026-11-23T21:00:00',
      due: false,
    },
    {
      name: 'hidden for today and closed: the tick rules, back after midnight',
      items: shown,
      close: closed(),
      hide: hidden(),
      now: '2026-11-24T00:00:01',
      due: true,
    },
    { name: 'hidden for today and closed: not back that evening', items: shown, close: closed(), hide: hidden(), now: '2026-11-23T22:00:00', due: false },
    { name: 'never again and closed: not back', items: shown, close: closed(), hide: hidden({ mode: 'never' }), now: '2026-12-30T10:00:00', due: false },
  ])('$name: $due', ({ items, language = 'EN', close, hide, now, due }) => {
    expect(announcementPopupDue({ items, language, closed: close, hidden: hide, now: at(now) })).toBe(due);
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
