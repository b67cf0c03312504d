import { useDb } from '../tests/server/database.ts';
import { CAPTCHA_AFTER_FAILURES, LoginThrottle, MAX_ADDRESS_FAILURES, WINDOW_MS } from './loginThrottle.ts';

const db = useDb();

test('an account that failed often asks for a captcha, never locks; the window or a success forgets it', async () => {
  let now = Date.parse('2026-03-01T00:00:00Z');
  const throttle = new LoginThrottle(db(), () => now);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES - 1; i++) await throttle.fail('m|a', `10.0.0.${i}`);
  expect(await throttle.needsCaptcha('m|a')).toBe(false);
  await throttle.fail('m|a', '10.0.0.99');
  expect(await throttle.needsCaptcha('m|a')).toBe(true);
  expect(await throttle.needsCaptcha('m|b')).toBe(false);
  // Failures spread over many addresses refuse none of them.
  expect(await throttle.addressBlocked('10.0.0.99')).toBe(false);
  now += WINDOW_MS + 1;
  expect(await throttle.needsCaptcha('m|a')).toBe(false);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await throttle.fail('m|a', '10.0.0.1');
  await throttle.succeed('m|a');
  expect(await throttle.needsCaptcha('m|a')).toBe(false);
});

test('an address that keeps failing, over any accounts, is refused; a success elsewhere does not clear it', async () => {
  let now = Date.parse('2026-03-02T00:00:00Z');
  const throttle = new LoginThrottle(db(), () => now);
  for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i++) await throttle.fail(`m|user${i}`, '10.1.1.1');
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(false);
  await throttle.fail('m|last', '10.1.1.1');
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(true);
  expect(await throttle.addressBlocked('10.1.1.2')).toBe(false);
  await throttle.succeed('m|last');
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(true);
  now += WINDOW_MS + 1;
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(false);
});

test('two throttles on one database (two API instances) count the same failures', async () => {
  const [one, two] = [new LoginThrottle(db()), new LoginThrottle(db())];
  for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) await (i % 2 ? one : two).fail(`m|shared${i}`, '10.2.2.2');
  expect(await one.addressBlocked('10.2.2.2')).toBe(true);
  expect(await two.addressBlocked('10.2.2.2')).toBe(true);
});
