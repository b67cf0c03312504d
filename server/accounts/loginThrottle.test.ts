import { withDb } from '../../tests/server/database.ts';
import { CAPTCHA_AFTER_FAILURES, LoginThrottle, MAX_ADDRESS_FAILURES, WINDOW_MS } from './loginThrottle.ts';

const db = withDb();

const captchaRequired = () => Object.assign(new Error('captcha.required'), { errorCode: 'captcha.required' });
/** A request without a solved captcha: refused whenever the captcha is asked for. */
const unsolved = async (always: boolean) => {
  if (always) throw captchaRequired();
};
/** A request whose captcha is solved. */
const solved = async () => undefined;

/** A try that fails: its place is kept. */
const fail = (throttle: LoginThrottle, account: string, ip: string) => throttle.attempt({ ip, account, captcha: unsolved });

test('an account that failed often asks for a captcha, never locks; the window or a success forgets it', async () => {
  let now = Date.parse('2026-03-01T00:00:00Z');
  const throttle = new LoginThrottle(db(), () => now);
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await fail(throttle, 'm|a', `10.0.0.${i}`);
  await expect(fail(throttle, 'm|a', '10.0.0.99')).rejects.toMatchObject({ errorCode: 'captcha.required' });
  await expect(fail(throttle, 'm|b', '10.0.0.99')).resolves.toBeDefined();
  // With the captcha solved the owner is heard, and a right password forgets the failures.
  const owner = await throttle.attempt({ ip: '10.0.0.100', account: 'm|a', captcha: solved });
  await owner.succeeded();
  await expect(fail(throttle, 'm|a', '10.0.0.99')).resolves.toBeDefined();
  // Failures spread over many addresses refuse none of them.
  expect(await throttle.addressBlocked('10.0.0.99')).toBe(false);
  now += WINDOW_MS + 1;
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await fail(throttle, 'm|a', '10.0.0.1');
  await expect(fail(throttle, 'm|a', '10.0.0.1')).rejects.toMatchObject({ errorCode: 'captcha.required' });
});

test('an address that keeps failing, over any accounts, is refused; a success gives back only its own place', async () => {
  let now = Date.parse('2026-03-02T00:00:00Z');
  const throttle = new LoginThrottle(db(), () => now);
  for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i++) await fail(throttle, `m|user${i}`, '10.1.1.1');
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(false);
  const right = await throttle.attempt({ ip: '10.1.1.1', account: 'm|owner', captcha: unsolved });
  // The try in progress holds the last place.
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(true);
  await right.succeeded();
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(false);
  await fail(throttle, 'm|last', '10.1.1.1');
  await expect(fail(throttle, 'm|other', '10.1.1.1')).rejects.toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN' });
  expect(await throttle.addressBlocked('10.1.1.2')).toBe(false);
  now += WINDOW_MS + 1;
  expect(await throttle.addressBlocked('10.1.1.1')).toBe(false);
});

test('a try refused for its captcha counts against neither limit', async () => {
  const throttle = new LoginThrottle(db());
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await fail(throttle, 'm|c', '10.3.3.3');
  for (let i = 0; i < MAX_ADDRESS_FAILURES * 2; i++) await expect(fail(throttle, 'm|c', '10.3.3.3')).rejects.toMatchObject({ errorCode: 'captcha.required' });
  // A captcha the merchant asks for on every login, left unsolved, gives the account's place back too.
  const always = async () => {
    throw captchaRequired();
  };
  for (let i = 0; i < CAPTCHA_AFTER_FAILURES * 2; i++) await expect(throttle.attempt({ ip: '10.3.3.4', account: 'm|d', captcha: always })).rejects.toThrow();
  expect(await throttle.addressBlocked('10.3.3.3')).toBe(false);
  await expect(fail(throttle, 'm|d', '10.3.3.4')).resolves.toBeDefined();
});

test('tries sent at once never outnumber either limit', async () => {
  const throttle = new LoginThrottle(db());
  const oneAccount = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => fail(throttle, 'm|rushed', `10.4.0.${i}`)));
  expect(oneAccount.filter((s) => s.status === 'fulfilled')).toHaveLength(CAPTCHA_AFTER_FAILURES);
  const oneAddress = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => fail(throttle, `m|sprayed${i}`, '10.4.1.1')));
  expect(oneAddress.filter((s) => s.status === 'fulfilled')).toHaveLength(MAX_ADDRESS_FAILURES);
});

test('two throttles on one database (two API instances) count the same failures', async () => {
  const [one, two] = [new LoginThrottle(db()), new LoginThrottle(db())];
  const tries = await Promise.allSettled(Array.from({ length: MAX_ADDRESS_FAILURES * 2 }, (_, i) => fail(i % 2 ? one : two, `m|shared${i}`, '10.2.2.2')));
  expect(tries.filter((s) => s.status === 'fulfilled')).toHaveLength(MAX_ADDRESS_FAILURES);
  expect(await one.addressBlocked('10.2.2.2')).toBe(true);
  expect(await two.addressBlocked('10.2.2.2')).toBe(true);
});
