import { CAPTCHA_AFTER_FAILURES, LoginThrottle, MAX_ADDRESS_FAILURES, WINDOW_MS } from './loginThrottle.ts';

test('an account that failed often asks for a captcha, never locks; the window or a success forgets it', () => {
  let now = 0;
  const throttle = new LoginThrottle(() => now);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES - 1; i++) throttle.fail('m|a', `10.0.0.${i}`);
  expect(throttle.needsCaptcha('m|a')).toBe(false);
  throttle.fail('m|a', '10.0.0.99');
  expect(throttle.needsCaptcha('m|a')).toBe(true);
  expect(throttle.needsCaptcha('m|b')).toBe(false);
  // Failures spread over many addresses refuse none of them.
  expect(throttle.addressBlocked('10.0.0.99')).toBe(false);
  now += WINDOW_MS + 1;
  expect(throttle.needsCaptcha('m|a')).toBe(false);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) throttle.fail('m|a', '10.0.0.1');
  throttle.succeed('m|a');
  expect(throttle.needsCaptcha('m|a')).toBe(false);
});

test('an address that keeps failing, over any accounts, is refused; a success elsewhere does not clear it', () => {
  let now = 0;
  const throttle = new LoginThrottle(() => now);
  for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i++) throttle.fail(`m|user${i}`, '10.1.1.1');
  expect(throttle.addressBlocked('10.1.1.1')).toBe(false);
  throttle.fail('m|last', '10.1.1.1');
  expect(throttle.addressBlocked('10.1.1.1')).toBe(true);
  expect(throttle.addressBlocked('10.1.1.2')).toBe(false);
  throttle.succeed('m|last');
  expect(throttle.addressBlocked('10.1.1.1')).toBe(true);
  now += WINDOW_MS + 1;
  expect(throttle.addressBlocked('10.1.1.1')).toBe(false);
});
