import { RateLimit } from './rateLimit.ts';

test('blocks at the limit within the window, and frees each slot as its event ages out', () => {
  let now = 0;
  const limit = new RateLimit(2, 1000, () => now);
  limit.hit('a');
  now = 400;
  limit.hit('a');
  expect(limit.isBlocked('a')).toBe(true);
  expect(limit.isBlocked('b')).toBe(false);
  now = 1001;
  expect(limit.isBlocked('a')).toBe(false);
  limit.hit('a');
  expect(limit.isBlocked('a')).toBe(true);
  limit.clear('a');
  expect(limit.isBlocked('a')).toBe(false);
});
