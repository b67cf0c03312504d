// @vitest-environment node
import { LoginThrottle, MAX_FAILURES, WINDOW_MS } from './loginThrottle.ts';

test('blocks after repeated failures, forgets them after the window or a success', () => {
  let now = 0;
  const throttle = new LoginThrottle(() => now);
  for (let i = 0; i < MAX_FAILURES - 1; i++) throttle.fail('a');
  expect(throttle.isBlocked('a')).toBe(false);
  throttle.fail('a');
  expect(throttle.isBlocked('a')).toBe(true);
  expect(throttle.isBlocked('b')).toBe(false);
  now += WINDOW_MS + 1;
  expect(throttle.isBlocked('a')).toBe(false);
  for (let i = 0; i < MAX_FAILURES; i++) throttle.fail('a');
  throttle.succeed('a');
  expect(throttle.isBlocked('a')).toBe(false);
});
