import { useDb } from '../tests/server/database.ts';
import { ACCOUNTS_PER_ADDRESS_PER_HOUR, REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR, SignUpLimits, SMS_PER_NUMBER_PER_HOUR } from './signUpLimits.ts';
import { SMS_CODE_SECONDS } from './smsCodes.ts';

const db = useDb();

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
    await limits.checkAccounts('10.0.0.1');
    await limits.createdAccount('10.0.0.1');
  }
  await expect(limits.registrationCall('10.0.0.1')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_REGISTER'));
  for (let i = 0; i < REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR; i++) await limits.registrationCall('10.0.0.2');
  await expect(limits.registrationCall('10.0.0.2')).rejects.toEqual(tooMany('TOO_MANY_REQUEST_REGISTER'));
  now += 60 * 60_000 + 1;
  await expect(limits.registrationCall('10.0.0.1')).resolves.toBeUndefined();
});
