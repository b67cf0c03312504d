import { withDb } from '../../tests/server/database.ts';
import {
  ACCOUNTS_PER_ADDRESS_PER_HOUR,
  REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR,
  SignUpLimits,
  SMS_PER_ADDRESS_PER_HOUR,
  SMS_PER_NUMBER_PER_HOUR,
} from './signUpLimits.ts';
import { SMS_CODE_SECONDS } from './smsCodes.ts';

const db = withDb();

const tooMany = (code: string) => expect.objectContaining({ status: 429, errorCode: code });

test('a number gets one code per expiry, and a few an hour', async () => {
  let now = Date.parse('2026-04-01T00:00:00Z');
  const limits = new SignUpLimits(db(), () => now);
  for (let i = 0; i < SMS_PER_NUMBER_PER_HOUR; i++) {
    await limits.checkSms('m|900', `10.0.0.${i}`);
    await limits.takeSms('m|900', `10.0.0.${i}`);
    await expect(limits.checkSms('m|900', '10.9.9.9')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_SMS'));
    await expect(limits.takeSms('m|900', '10.9.9.9')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_SMS'));
    now += SMS_CODE_SECONDS * 1000 + 1;
  }
  await expect(limits.checkSms('m|900', '10.9.9.9')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_SMS'));
  await expect(limits.checkSms('m|901', '10.9.9.9')).resolves.toBeUndefined();
  now += 60 * 60_000;
  await expect(limits.checkSms('m|900', '10.9.9.9')).resolves.toBeUndefined();
});

test('two instances asked at once for the last code of a number send it once', async () => {
  const [one, two] = [new SignUpLimits(db()), new SignUpLimits(db())];
  const sent = await Promise.allSettled([one.takeSms('m|902', '10.3.3.3'), two.takeSms('m|902', '10.3.3.4')]);
  expect(sent.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
});

test('registration calls and new accounts are counted per address', async () => {
  let now = Date.parse('2026-04-02T00:00:00Z');
  const limits = new SignUpLimits(db(), () => now);
  for (let i = 0; i < ACCOUNTS_PER_ADDRESS_PER_HOUR; i++) {
    await limits.registrationCall('10.0.0.1');
    await limits.createAccount('10.0.0.1', async () => i);
  }
  await expect(limits.registrationCall('10.0.0.1')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_REGISTER'));
  for (let i = 0; i < REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR; i++) await limits.registrationCall('10.0.0.2');
  await expect(limits.registrationCall('10.0.0.2')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_REGISTER'));
  now += 60 * 60_000 + 1;
  await expect(limits.registrationCall('10.0.0.1')).resolves.toBeUndefined();
});

test('registrations sent at once make no more accounts than the limit, and one that fails gives its place back', async () => {
  const limits = new SignUpLimits(db());
  const made: number[] = [];
  const tries = Array.from({ length: ACCOUNTS_PER_ADDRESS_PER_HOUR * 3 }, (_, i) =>
    limits.createAccount('10.4.4.4', async () => {
      // The making takes a while, as a password hash and its statements do: the others arrive meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      made.push(i);
    }),
  );
  const settled = await Promise.allSettled(tries);
  expect(made).toHaveLength(ACCOUNTS_PER_ADDRESS_PER_HOUR);
  expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(ACCOUNTS_PER_ADDRESS_PER_HOUR * 2);

  const other = '10.4.4.5';
  await expect(limits.createAccount(other, () => Promise.reject(new Error('username.exists')))).rejects.toThrow('username.exists');
  for (let i = 0; i < ACCOUNTS_PER_ADDRESS_PER_HOUR; i++) await limits.createAccount(other, async () => i);
  await expect(limits.createAccount(other, async () => 0)).rejects.toEqual(tooMany('TOO_MANY_REQUEST_REGISTER'));
});

test("a refused address uses up none of a number's codes", async () => {
  const limits = new SignUpLimits(db());
  for (let i = 0; i < SMS_PER_ADDRESS_PER_HOUR; i++) await limits.takeSms(`m|93${i}`, '10.5.5.5');
  await expect(limits.takeSms('m|999', '10.5.5.5')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_SMS'));
  await expect(limits.takeSms('m|999', '10.5.5.6')).resolves.toBeUndefined();
});
