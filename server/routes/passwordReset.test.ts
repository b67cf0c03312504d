// Resetting a forgotten password by SMS code or e-mail link against the real server.
import type { IncomingMessage } from 'node:http';
import type { MerchantFile } from '../../src/config/types.generated.ts';
import { CAPTCHA_AFTER_FAILURES } from '../accounts/loginThrottle.ts';
import { createMember } from '../accounts/members.ts';
import { send } from '../../tests/server/support.ts';
import { base, headers, login, server, smsOutbox, tokenOf as tokenOfAnswer, withScratchServer } from '../../tests/server/accounts.fixtures.ts';
import { linkOrigin } from './passwordReset.ts';

withScratchServer();

const post = (path: string, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  send(base, path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
const tokenOf = async (username: string, password: string) => tokenOfAnswer(await login(username, password));
const memberInfo = (token: string) => send(base, '/wps/member/info', { headers: { ...headers, Authorization: `Bearer ${token}` } });
const emailOutbox = async (email: string) =>
  (await send(base, `/wps/dev/emailOutbox?email=${encodeURIComponent(email)}`, { headers })).json<{
    value: { subject: string; text: string; link: string }[];
  }>().value;

async function member(username: string, extra: { mobileNum?: string; email?: string } = {}) {
  await createMember(server.db, { merchantCode: 'xoso68', username, password: 'old-pass-1', ...extra });
}

describe('by SMS code', () => {
  test('a reset code sets the new password, ends every session and is spent; a login code does not reset', async () => {
    await member('resetter1', { mobileNum: '933000001' });
    const before = await tokenOf('resetter1', 'old-pass-1');
    const sent = await post('/wps/member/password/reset/sms', { countryDialingCode: '84', mobileNum: '933000001' });
    expect(sent.json<{ value: { expirationTime: number } }>().value.expirationTime).toBeGreaterThan(Date.now());
    const [{ code, scene }] = await smsOutbox('933000001');
    expect(scene).toBe('reset');

    // A code sent for logging in is no reset code.
    await post('/wps/verification/sms/noLogin', { countryDialingCode: '84', mobileNum: '933000001' });
    const loginCode = (await smsOutbox('933000001'))[0].code;
    const refused = await post('/wps/member/password/reset', { mobileNum: '933000001', verificationCode: loginCode, newPassword: 'new-pass-1' });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'reset.code.invalid' });

    const short = await post('/wps/member/password/reset', { mobileNum: '933000001', verificationCode: code, newPassword: '123' });
    expect(short.json()).toMatchObject({ errorCode: 'password.too.short' });
    const reset = await post('/wps/member/password/reset', { mobileNum: '933000001', verificationCode: code, newPassword: 'new-pass-1' });
    expect(reset.json()).toEqual({ success: true, value: { userName: 'resetter1' } });
    expect((await memberInfo(before)).status).toBe(401);
    expect((await login('resetter1', 'old-pass-1')).json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await login('resetter1', 'new-pass-1')).json()).toMatchObject({ success: true });
    const again = await post('/wps/member/password/reset', { mobileNum: '933000001', verificationCode: code, newPassword: 'other-pass-1' });
    expect(again.json()).toMatchObject({ errorCode: 'reset.code.invalid' });
  });

  test('an unknown number gets the same answer and no code', async () => {
    const unknown = await post('/wps/member/password/reset/sms', { countryDialingCode: '84', mobileNum: '933999999' });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.json<{ value: object }>().value)).toEqual(['expirationTime']);
    expect(await smsOutbox('933999999')).toEqual([]);
  });

  test('a reset lifts the captcha that failed logins put on the account', async () => {
    await member('locked1', { mobileNum: '933000002' });
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await login('locked1', 'wrong');
    expect((await login('locked1', 'old-pass-1')).json()).toMatchObject({ errorCode: 'captcha.required' });
    await post('/wps/member/password/reset/sms', { mobileNum: '933000002' });
    const [{ code }] = await smsOutbox('933000002');
    await post('/wps/member/password/reset', { mobileNum: '933000002', verificationCode: code, newPassword: 'new-pass-2' });
    expect((await login('locked1', 'new-pass-2')).json()).toMatchObject({ success: true });
  });

  test('codes for one number are limited, wrong codes too; both answer TOO_MANY_REQUEST', async () => {
    await member('flooded1', { mobileNum: '933000003' });
    const ask = () => post('/wps/member/password/reset/sms', { mobileNum: '933000003' });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const sixth = await ask();
    expect(sixth.status).toBe(429);
    expect(sixth.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_PASSWORD_RESET' });

    const [{ code }] = await smsOutbox('933000003');
    const attempt = (verificationCode: string) => post('/wps/member/password/reset', { mobileNum: '933000003', verificationCode, newPassword: 'new-pass-3' });
    for (let i = 0; i < 5; i++) expect((await attempt('000000')).json()).toMatchObject({ errorCode: 'reset.code.invalid' });
    expect((await attempt(code)).json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_PASSWORD_RESET' });
  });
});

describe('by e-mail link', () => {
  test('the link names the account, resets once, and every older link dies with it', async () => {
    await member('mailer1', { email: 'Mailer1@Example.test' });
    const before = await tokenOf('mailer1', 'old-pass-1');
    for (let i = 0; i < 2; i++) {
      const sent = await post('/wps/member/password/reset/email', { email: ' mailer1@example.TEST ' });
      expect(sent.json()).toEqual({ success: true, value: { validMinutes: 30 } });
    }
    const [latest, older] = await emailOutbox('mailer1@example.test');
    expect(new URL(latest.link).searchParams.get('language')).toBeNull();
    expect(latest.subject).toMatch(/^Reset your .+ password$/);
    expect(latest.text).toContain(latest.link);
    const resetToken = new URL(latest.link).searchParams.get('resetToken')!;
    expect(new URL(latest.link).pathname).toBe('/m/forgotPassword');
    // Asked in English, the page opens in English.
    await post('/wps/member/password/reset/email', { email: 'mailer1@example.test' }, { Language: 'EN' });
    expect(new URL((await emailOutbox('mailer1@example.test'))[0].link).searchParams.get('language')).toBe('EN');

    // The database keeps the token's hash only.
    const stored = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets');
    expect(stored.map((row) => row.token_hash)).not.toContain(resetToken);

    expect((await post('/wps/member/password/reset/token', { resetToken })).json()).toMatchObject({ value: { userName: 'mailer1' } });
    expect((await post('/wps/member/password/reset', { resetToken, newPassword: 'new-pass-4' })).json()).toEqual({
      success: true,
      value: { userName: 'mailer1' },
    });
    expect((await memberInfo(before)).status).toBe(401);
    expect((await login('mailer1', 'new-pass-4')).json()).toMatchObject({ success: true });
    const reused = await post('/wps/member/password/reset', { resetToken, newPassword: 'new-pass-5' });
    expect(reused.json()).toMatchObject({ errorCode: 'reset.link.invalid' });
    const olderToken = new URL(older.link).searchParams.get('resetToken')!;
    expect((await post('/wps/member/password/reset/token', { resetToken: olderToken })).json()).toMatchObject({ errorCode: 'reset.link.invalid' });
  });

  test('an expired link does not reset', async () => {
    await member('mailer2', { email: 'mailer2@example.test' });
    await post('/wps/member/password/reset/email', { email: 'mailer2@example.test' });
    const resetToken = new URL((await emailOutbox('mailer2@example.test'))[0].link).searchParams.get('resetToken')!;
    await server.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect((await post('/wps/member/password/reset', { resetToken, newPassword: 'new-pass-6' })).json()).toMatchObject({ errorCode: 'reset.link.invalid' });
  });

  test('an unknown address gets the same answer and no mail; a malformed one is refused', async () => {
    const unknown = await post('/wps/member/password/reset/email', { email: 'nobody@example.test' });
    expect(unknown.json()).toEqual({ success: true, value: { validMinutes: 30 } });
    expect(await emailOutbox('nobody@example.test')).toEqual([]);
    expect((await post('/wps/member/password/reset/email', { email: 'not-an-address' })).json()).toMatchObject({ errorCode: 'email.invalid' });
  });
});

test('the SMS send asks for the captcha where the merchant checks its SMS scene', async () => {
  const royal = await post('/wps/member/password/reset/sms', { mobileNum: '933000009' }, { Merchant: 'royal88' });
  expect(royal.json()).toMatchObject({ success: false, errorCode: 'captcha.required' });
});

// Last: it spends this client's allowance of sends.
test('one client asking for many numbers is limited too', async () => {
  const answers = [];
  for (let i = 0; i < 20; i++) answers.push((await post('/wps/member/password/reset/sms', { mobileNum: `9340000${String(i).padStart(2, '0')}` })).status);
  expect(answers.at(-1)).toBe(429);
  expect((await post('/wps/member/password/reset/email', { email: 'fresh@example.test' })).json()).toMatchObject({
    errorCode: 'TOO_MANY_REQUEST_PASSWORD_RESET',
  });
});

test('a reset link opens on the domain the player used, never on a forged host', () => {
  const merchant = { domains: ['m.xoso68.test', 'xoso68.test'] } as unknown as MerchantFile;
  const req = (host: string) => ({ headers: { host }, socket: {} }) as unknown as IncomingMessage;
  expect(linkOrigin(req('m.xoso68.test:5173'), merchant)).toBe('http://m.xoso68.test:5173');
  expect(linkOrigin(req('evil.example'), merchant)).toBe('https://m.xoso68.test');
});
