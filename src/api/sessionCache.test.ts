import { freshAnswer, keptAnswer, SESSION_CACHE_MINUTES } from './sessionCache.ts';

const NOW = Date.UTC(2025, 0, 1, 12);
const MINUTE = 60_000;

test('session time is 5 minutes', () => {
  expect(SESSION_CACHE_MINUTES).toBe(5);
});

test.each([
  { name: 'just kept', kept: keptAnswer(['CN'], NOW), fresh: true },
  { name: 'kept 4 min 59 s ago', kept: keptAnswer(['CN'], NOW - 5 * MINUTE + 1_000), fresh: true },
  { name: 'kept 5 min ago', kept: keptAnswer(['CN'], NOW - 5 * MINUTE), fresh: false },
  { name: 'kept an hour ago', kept: keptAnswer(['CN'], NOW - 60 * MINUTE), fresh: false },
  { name: 'a null answer just kept', kept: keptAnswer(null, NOW), fresh: true },
  { name: 'from a clock set back', kept: keptAnswer(['CN'], NOW + MINUTE), fresh: false },
  { name: 'kept without its time', kept: { value: ['CN'] }, fresh: false },
  { name: 'with a time that is not a number', kept: { value: ['CN'], at: 'now' }, fresh: false },
  { name: 'nothing kept', kept: undefined, fresh: false },
  { name: 'not an object', kept: 'CN', fresh: false },
])('$name: fresh $fresh', ({ kept, fresh }) => {
  expect(freshAnswer(kept, NOW)).toEqual(fresh ? kept : undefined);
});
