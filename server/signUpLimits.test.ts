import { ACCOUNTS_PER_ADDRESS_PER_HOUR, REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR, SignUpLimits, SMS_PER_NUMBER_PER_HOUR } from './signUpLimits.ts';
import { SMS_CODE_SECONDS } from './smsCodes.ts';

test('a number gets one code per expiry, and a few an hour', () => {
  let now = 0;
  const limits = new SignUpLimits(() => now);
  for (let i = 0; i < SMS_PER_NUMBER_PER_HOUR; i++) {
    limits.checkSms('m|900', `10.0.0.${i}`);
    limits.sentSms('m|900', `10.0.0.${i}`);
    expect(() => limits.checkSms('m|900', '10.9.9.9')).toThrow(expect.objectContaining({ status: 429, errorCode: 'TOO_MANY_REQUEST_SMS' }));
    now += SMS_CODE_SECONDS * 1000 + 1;
  }
  expect(() => limits.checkSms('m|900', '10.9.9.9')).toThrow(expect.objectContaining({ errorCode: 'TOO_MANY_REQUEST_SMS' }));
  expect(() => limits.checkSms('m|901', '10.9.9.9')).not.toThrow();
  now += 60 * 60_000;
  expect(() => limits.checkSms('m|900', '10.9.9.9')).not.toThrow();
});

test('registration calls and new accounts are counted per address', () => {
  let now = 0;
  const limits = new SignUpLimits(() => now);
  for (let i = 0; i < ACCOUNTS_PER_ADDRESS_PER_HOUR; i++) {
    limits.registrationCall('10.0.0.1');
    limits.checkAccounts('10.0.0.1');
    limits.createdAccount('10.0.0.1');
  }
  expect(() => limits.registrationCall('10.0.0.1')).toThrow(expect.objectContaining({ status: 429, errorCode: 'TOO_MANY_REQUEST_REGISTER' }));
  for (let i = 0; i < REGISTRATION_CALLS_PER_ADDRESS_PER_HOUR; i++) limits.registrationCall('10.0.0.2');
  expect(() => limits.registrationCall('10.0.0.2')).toThrow(expect.objectContaining({ errorCode: 'TOO_MANY_REQUEST_REGISTER' }));
  now += 60 * 60_000 + 1;
  expect(() => limits.registrationCall('10.0.0.1')).not.toThrow();
});
