// Guessing, flooding and locking others out, tried against the real server behind a trusted proxy: each
// test speaks from its own client address (X-Forwarded-For), as separate attackers and players would.
import { DecryptPool } from '../crypto/decryptPool.ts';
import { CAPTCHA_AFTER_FAILURES, MAX_ADDRESS_FAILURES } from '../accounts/loginThrottle.ts';
import { createMember, createSession } from '../accounts/members.ts';
import { ACCOUNTS_PER_ADDRESS_PER_HOUR, SMS_PER_ADDRESS_PER_HOUR } from '../accounts/signUpLimits.ts';
import { base, postEncrypted, send, server, withScratchServer } from '../../tests/server/support.ts';
import { RESET_TRIES_PER_NUMBER } from './passwordReset.ts';
import { enrolAuthenticator } from '../../tests/server/accounts.fixtures.ts';
import { Secret, TOTP } from 'otpauth';

withScratchServer({ trustedProxies: ['127.0.0.1'] });

const from = (address: string) => ({ Merchant: 'xoso68', 'Content-Type': 'application/json', 'X-Forwarded-For': address });
const login = (address: string, username: string, password: string, extra: Record<string, unknown> = {}) =>
  postEncrypted(base, '/wps/session/login', { username, password, type: 'username', ...extra }, from(address));
const verify = (address: string, payload: Record<string, unknown>) => postEncrypted(base, '/wps/session/login/verification', payload, from(address));
const errorOf = (answer: { status: number; json<T>(): T }) => ({ status: answer.status, ...answer.json<{ errorCode?: string; message?: string }>() });

/** Solves the local captcha as a player would: a v3 proof (xoso68's version). */
async function solvedCaptcha(address: string): Promise<Record<string, string>> {
  const { challenge } = (await send(base, `/wps/captcha/geetest?t=${Date.now()}`, { headers: from(address) })).json<{ value: { challenge: string } }>().value;
  const { code } = (await send(base, `/wps/captcha/puzzle?challenge=${challenge}`)).json<{ value: { code: string } }>().value;
  const answer = await send(base, '/wps/captcha/verify', { method: 'POST', headers: from(address), body: JSON.stringify({ challenge, answer: code }) });
  const { validate } = answer.json<{ value: { validate: string } }>().value;
  return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: `${validate}|jordan` };
}

describe('encrypted calls', () => {
  test('a refused address is answered before its body is decrypted', async () => {
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) await login('198.51.100.1', `nobody${i}`, 'wrong');
    const decrypt = vi.spyOn(DecryptPool.prototype, 'decrypt');
    try {
      expect(errorOf(await login('198.51.100.1', 'nobody', 'wrong'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN' });
      expect(decrypt).not.toHaveBeenCalled();
    } finally {
      decrypt.mockRestore();
    }
  });
});

describe('login', () => {
  test('an address that keeps failing is refused; the same account from elsewhere is not', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'sprayed1', password: 'right-pass' });
    // Password spraying: one try on each of many accounts, from one address.
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      expect(errorOf(await login('198.51.100.2', `spray${i}`, 'wrong'))).toMatchObject({ status: 400, errorCode: 'not.exists.user' });
    }
    expect(errorOf(await login('198.51.100.2', 'sprayed1', 'right-pass'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN' });
    expect((await login('198.51.100.3', 'sprayed1', 'right-pass')).status).toBe(200);
  });

  test('failures on an account never lock its owner out: they make a captcha necessary, which the owner solves', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'victim1', password: 'right-pass' });
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++)
      expect(errorOf(await login(`203.0.113.${i}`, 'victim1', 'wrong'))).toMatchObject({ errorCode: 'login.cred.err' });
    // The attacker's further guesses get nowhere without solving one each.
    expect(errorOf(await login('203.0.113.50', 'victim1', 'guess'))).toMatchObject({ status: 400, errorCode: 'captcha.required' });
    // The owner, from home, is asked for the captcha (not refused) and gets in with it.
    expect(errorOf(await login('192.0.2.10', 'victim1', 'right-pass'))).toMatchObject({ status: 400, errorCode: 'captcha.required' });
    const answer = await login('192.0.2.10', 'victim1', 'right-pass', await solvedCaptcha('192.0.2.10'));
    expect(answer.status).toBe(200);
    // A success clears the account's count.
    expect((await login('192.0.2.10', 'victim1', 'right-pass')).status).toBe(200);
  });
});

describe('two-factor step', () => {
  let secret: string;
  beforeAll(async () => {
    const member = await createMember(server.db, { merchantCode: 'xoso68', username: 'twofa1', password: 'right-pass', email: 'twofa1@example.test' });
    const token = await createSession(server.db, member.id, 'xoso68', '127.0.0.1');
    secret = (await enrolAuthenticator(token, 'right-pass', from('192.0.2.20'), base)).secret;
  });
  const code = () => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

  test('a wrong password and a wrong code get the same answer', async () => {
    const wrongPassword = errorOf(await verify('192.0.2.21', { username: 'twofa1', password: 'wrong', method: 'G', authCode: code() }));
    const wrongCode = errorOf(await verify('192.0.2.21', { username: 'twofa1', password: 'right-pass', method: 'G', authCode: '000000' }));
    const unknownUser = errorOf(await verify('192.0.2.21', { username: 'ghost77', password: 'wrong', method: 'G', authCode: '000000' }));
    expect(wrongPassword).toEqual(wrongCode);
    expect(unknownUser).toEqual(wrongCode);
    expect(wrongCode).toMatchObject({ status: 400, errorCode: 'verification.failed' });
    // An unknown method is refused alike whatever the password.
    const methodRight = errorOf(await verify('192.0.2.21', { username: 'twofa1', password: 'right-pass', method: 'X' }));
    expect(errorOf(await verify('192.0.2.21', { username: 'twofa1', password: 'wrong', method: 'X' }))).toEqual(methodRight);
  });

  test('guesses are throttled as logins are: per address, and by a captcha per account', async () => {
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++)
      await verify('198.51.100.30', { username: `other${i}`, password: 'guess', method: 'E', email: 'x@example.test' });
    expect(errorOf(await verify('198.51.100.30', { username: 'twofa1', password: 'right-pass', method: 'G', authCode: code() }))).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_REQUEST_LOGIN',
    });

    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++)
      await verify(`198.51.100.${40 + i}`, { username: 'twofa1', password: `guess${i}`, method: 'G', authCode: '123456' });
    expect(errorOf(await verify('192.0.2.22', { username: 'twofa1', password: 'right-pass', method: 'G', authCode: code() }))).toMatchObject({
      errorCode: 'captcha.required',
    });
    // The owner, through the login form's captcha, clears the count and finishes the step.
    expect(errorOf(await login('192.0.2.22', 'twofa1', 'right-pass', await solvedCaptcha('192.0.2.22')))).toMatchObject({ errorCode: 'login_verify_required' });
    expect((await verify('192.0.2.22', { username: 'twofa1', password: 'right-pass', method: 'G', authCode: code() })).status).toBe(200);
  });
});

describe("a logged-in member's password check", () => {
  const enrol = (address: string, token: string, password: string, extra: Record<string, string> = {}) =>
    send(base, '/wps/member/totp', {
      method: 'POST',
      headers: { ...from(address), Authorization: `Bearer ${token}` },
      body: JSON.stringify({ password, ...extra }),
    });
  async function holder(username: string) {
    const member = await createMember(server.db, { merchantCode: 'xoso68', username, password: 'right-pass' });
    return createSession(server.db, member.id, 'xoso68', '127.0.0.1');
  }

  test('a stolen session guessing the password (to enrol an authenticator, say) is throttled as logins are', async () => {
    const holders = Math.ceil(MAX_ADDRESS_FAILURES / CAPTCHA_AFTER_FAILURES);
    const tokens = await Promise.all(Array.from({ length: holders }, (_, n) => holder(`holder${n + 1}`)));
    // Each account takes the guesses a login would before a captcha; together they use up the address.
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      const token = tokens[Math.floor(i / CAPTCHA_AFTER_FAILURES)];
      expect(errorOf(await enrol('198.51.100.90', token, `guess${i}`))).toMatchObject({ status: 400, errorCode: 'login.cred.err' });
    }
    expect(errorOf(await enrol('198.51.100.90', tokens[0], 'right-pass'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN' });
    // A change of password takes the same check, refused alike.
    const change = await send(base, '/wps/member/password', {
      method: 'POST',
      headers: { ...from('198.51.100.90'), Authorization: `Bearer ${tokens[1]}` },
      body: JSON.stringify({ oldPassword: 'right-pass', newPassword: 'new-pass-1' }),
    });
    expect(errorOf(change)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_LOGIN' });
    // The account's count is the login's: logging in, or a further guess, needs a captcha.
    expect(errorOf(await login('192.0.2.30', 'holder1', 'right-pass'))).toMatchObject({ status: 400, errorCode: 'captcha.required' });
    expect(errorOf(await enrol('192.0.2.31', tokens[0], 'guess'))).toMatchObject({ status: 400, errorCode: 'captcha.required' });
    // The owner solves it and enrols.
    const answer = await enrol('192.0.2.31', tokens[0], 'right-pass', await solvedCaptcha('192.0.2.31'));
    expect(answer.status).toBe(200);
    expect(answer.json<{ value: { secret: string } }>().value.secret).toMatch(/^[A-Z2-7]+$/);
  });
});

describe('SMS codes', () => {
  const sms = (address: string, mobileNum: string) =>
    send(base, '/wps/verification/sms/noLogin', { method: 'POST', headers: from(address), body: JSON.stringify({ countryDialingCode: '84', mobileNum }) });

  test('one number gets one code until it expires, however many addresses ask', async () => {
    expect((await sms('198.51.100.60', '966000001')).status).toBe(200);
    for (const address of ['198.51.100.60', '198.51.100.61', '198.51.100.62']) {
      expect(errorOf(await sms(address, '966000001'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_SMS' });
    }
    const outbox = (await send(base, '/wps/dev/smsOutbox?mobileNum=966000001', { headers: { Merchant: 'xoso68' } })).json<{ value: unknown[] }>().value;
    expect(outbox).toHaveLength(1);
  });

  test('one address sends to a limited number of numbers', async () => {
    for (let i = 0; i < SMS_PER_ADDRESS_PER_HOUR; i++) expect((await sms('198.51.100.70', `9670000${String(i).padStart(2, '0')}`)).status).toBe(200);
    expect(errorOf(await sms('198.51.100.70', '967000099'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_SMS' });
    expect((await sms('198.51.100.71', '967000099')).status).toBe(200);
  });
});

describe('registration', () => {
  test('one address creates a limited number of accounts; the next call is refused before decryption', async () => {
    const register = (address: string, username: string) =>
      postEncrypted(base, '/wps/member/register', { username, password: 'secret-1' }, { ...from(address), ModuleId: 'REG3' });
    for (let i = 0; i < ACCOUNTS_PER_ADDRESS_PER_HOUR; i++) expect((await register('198.51.100.80', `farm${i}x`)).status).toBe(200);
    const decrypt = vi.spyOn(DecryptPool.prototype, 'decrypt');
    try {
      expect(errorOf(await register('198.51.100.80', 'farm99x'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST_REGISTER' });
      expect(decrypt).not.toHaveBeenCalled();
    } finally {
      decrypt.mockRestore();
    }
    expect((await register('198.51.100.81', 'farm99x')).status).toBe(200);
  });
});

// Tries sent together, as a script sends them: each is counted before its secret is checked, so the
// checks made never outnumber a limit however many arrive at once.
describe('tries sent at once', () => {
  const codes = (answers: { status: number; json<T>(): T }[]) => answers.map((a) => errorOf(a).errorCode ?? String(a.status));
  const tally = (all: string[]) => Object.fromEntries([...new Set(all)].map((code) => [code, all.filter((c) => c === code).length]));

  test('wrong passwords for one account from one address: at most the captcha-free tries are checked', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'rushed1', password: 'right-pass' });
    const answers = codes(await Promise.all(Array.from({ length: 60 }, (_, i) => login('198.51.100.100', 'rushed1', `wrong-${i}`))));
    const counts = tally(answers);
    expect(counts['login.cred.err'], JSON.stringify(counts)).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    expect(
      answers.every((code) => ['login.cred.err', 'captcha.required', 'TOO_MANY_REQUEST_LOGIN'].includes(code)),
      JSON.stringify(counts),
    ).toBe(true);
  });

  test("wrong passwords for many accounts from one address: at most the address's tries are checked", async () => {
    const answers = codes(await Promise.all(Array.from({ length: 60 }, (_, i) => login('198.51.100.101', `nobody-rushed${i}`, 'wrong'))));
    const checked = answers.filter((code) => code !== 'TOO_MANY_REQUEST_LOGIN');
    expect(checked.length, JSON.stringify(tally(answers))).toBeLessThanOrEqual(MAX_ADDRESS_FAILURES);
    expect(checked.every((code) => code === 'not.exists.user')).toBe(true);
  });

  test('two-factor steps for one account: at most the captcha-free tries are checked', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'rushed2', password: 'right-pass', email: 'rushed2@example.test' });
    const answers = codes(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          verify(`198.51.100.${110 + (i % 10)}`, { username: 'rushed2', password: `guess${i}`, method: 'E', email: 'rushed2@example.test' }),
        ),
      ),
    );
    expect(tally(answers)['verification.failed'], JSON.stringify(tally(answers))).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
  });

  test("a member's current password, asked at once from a stolen session: at most the captcha-free tries are checked", async () => {
    const member = await createMember(server.db, { merchantCode: 'xoso68', username: 'rushed3', password: 'right-pass' });
    const token = await createSession(server.db, member.id, 'xoso68', '127.0.0.1');
    const answers = codes(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(base, '/wps/member/password', {
            method: 'POST',
            headers: { ...from('198.51.100.120'), Authorization: `Bearer ${token}` },
            body: JSON.stringify({ oldPassword: `guess${i}`, newPassword: 'new-pass-1' }),
          }),
        ),
      ),
    );
    expect(tally(answers)['login.cred.err'], JSON.stringify(tally(answers))).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
  });

  test("reset codes for one number: at most the number's tries are checked", async () => {
    const reset = (i: number) =>
      send(base, '/wps/member/password/reset', {
        method: 'POST',
        headers: from(`198.51.100.${130 + (i % 20)}`),
        body: JSON.stringify({ mobileNum: '968000001', verificationCode: String(100000 + i), newPassword: 'new-pass-1' }),
      });
    const answers = codes(await Promise.all(Array.from({ length: 40 }, (_, i) => reset(i))));
    expect(tally(answers)['reset.code.invalid'], JSON.stringify(tally(answers))).toBeLessThanOrEqual(RESET_TRIES_PER_NUMBER);
  });

  test("registrations from one address: at most the address's accounts are made", async () => {
    const register = (i: number) =>
      postEncrypted(base, '/wps/member/register', { username: `rushfarm${i}x`, password: 'secret-1' }, { ...from('198.51.100.160'), ModuleId: 'REG3' });
    const answers = await Promise.all(Array.from({ length: ACCOUNTS_PER_ADDRESS_PER_HOUR * 2 }, (_, i) => register(i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ACCOUNTS_PER_ADDRESS_PER_HOUR);
  });

  test("SMS codes from one address: at most the address's codes are sent", async () => {
    const answers = await Promise.all(
      Array.from({ length: SMS_PER_ADDRESS_PER_HOUR * 2 }, (_, i) =>
        send(base, '/wps/verification/sms/noLogin', {
          method: 'POST',
          headers: from('198.51.100.170'),
          body: JSON.stringify({ countryDialingCode: '84', mobileNum: `9690000${String(i).padStart(2, '0')}` }),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SMS_PER_ADDRESS_PER_HOUR);
  });
});
