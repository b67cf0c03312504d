// Login and logout against the real server, with bodies encrypted as the app encrypts them.
import { Secret, TOTP } from 'otpauth';
import { createMember, createSession } from '../accounts/members.ts';
import { postEncrypted, send } from '../../tests/server/support.ts';
import { base, encrypted, enrolAuthenticator, headers, login, server, smsOutbox, tokenOf, withScratchServer } from '../../tests/server/accounts.fixtures.ts';

withScratchServer();
beforeAll(async () => {
  await createMember(server.db, { merchantCode: 'xoso68', username: 'lucky8', password: 'right-pass' });
});

describe('login', () => {
  test('the right password opens a session the member calls accept, and logout ends it', async () => {
    const answer = await login('lucky8', 'right-pass');
    expect(answer.status).toBe(200);
    const value = answer.json<{ value: { token: string; firstTimeLogin: boolean; passwordExpired: boolean } }>().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const auth = { ...headers, Authorization: `Bearer ${value.token}` };
    expect((await send(base, '/wps/member/info', { headers: auth })).json<{ value: { userName: string } }>().value.userName).toBe('lucky8');
    expect((await send(base, '/wps/session/logout', { method: 'POST', headers: auth })).status).toBe(200);
    expect((await send(base, '/wps/member/info', { headers: auth })).status).toBe(401);
  });

  test('logout without a token header ends the session named in its body, and answers alike for a dead one', async () => {
    const token = tokenOf(await login('lucky8', 'right-pass'));
    const auth = { ...headers, Authorization: `Bearer ${token}` };
    const logout = () => send(base, '/wps/session/logout', { method: 'POST', headers, body: JSON.stringify({ token }) });
    expect((await logout()).json()).toEqual({ success: true, value: null });
    expect((await send(base, '/wps/member/info', { headers: auth })).status).toBe(401);
    expect((await logout()).json()).toEqual({ success: true, value: null });
  });

  test.each([
    { name: 'a wrong password', username: 'lucky8', password: 'nope', code: 'login.cred.err' },
    { name: 'an unknown user', username: 'ghost', password: 'x', code: 'not.exists.user' },
  ])('$name is $code', async ({ username, password, code }) => {
    const answer = await login(username, password);
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: code });
  });

  test('a plain, unencrypted body is refused', async () => {
    const answer = await send(base, '/wps/session/login', { method: 'POST', headers, body: JSON.stringify({ username: 'lucky8', password: 'right-pass' }) });
    expect(answer.json()).toMatchObject({ errorCode: 'encryption_required' });
  });

  test('a decrypted body its schema does not allow is a 400 naming the field (requests/login-request.schema.json)', async () => {
    const answer = await encrypted('/wps/session/login', { username: 'lucky8', password: 'right-pass', type: 'username', remember: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'bad_request', message: expect.stringContaining('/remember must be boolean') });
  });

  test('check/username tells whether a name is taken', async () => {
    expect((await send(base, '/wps/check/username?username=lucky8', { headers })).json()).toMatchObject({ value: { exists: true } });
    expect((await send(base, '/wps/check/username?username=free1', { headers })).json()).toMatchObject({ value: { exists: false } });
  });
});

describe('two-factor login', () => {
  test('a member with an authenticator must verify; the right code opens the session', async () => {
    const member = await createMember(server.db, { merchantCode: 'xoso68', username: 'careful1', password: 'right-pass' });
    const token = await createSession(server.db, member.id, 'xoso68', '127.0.0.1');
    const enabled = await enrolAuthenticator(token, 'right-pass');
    expect(enabled.uri).toMatch(/^otpauth:\/\/totp\/.*digits=6.*/);
    expect(enabled.uri).toContain('algorithm=SHA1');
    expect(enabled.uri).toContain('issuer=');

    const first = await login('careful1', 'right-pass');
    expect(first.json()).toMatchObject({ success: false, errorCode: 'login_verify_required', value: { ga: true, sms: false } });

    const wrong = await encrypted('/wps/session/login/verification', { username: 'careful1', password: 'right-pass', method: 'G', authCode: '000000' });
    expect(wrong.json()).toMatchObject({ errorCode: 'verification.failed' });

    const code = new TOTP({ secret: Secret.fromBase32(enabled.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const right = await encrypted('/wps/session/login/verification', { username: 'careful1', password: 'right-pass', method: 'G', authCode: code });
    expect(right.status).toBe(200);
    expect(tokenOf(right)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('password change', () => {
  test('needs the current password, and the new one then logs in', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'changer1', password: 'old-pass-1' });
    const session = await login('changer1', 'old-pass-1');
    expect(session.json()).toMatchObject({ value: { firstTimeLogin: true } });
    const auth = { ...headers, Authorization: `Bearer ${tokenOf(session)}` };
    const change = (body: Record<string, string>) => send(base, '/wps/member/password', { method: 'POST', headers: auth, body: JSON.stringify(body) });
    expect((await change({ oldPassword: 'nope', newPassword: 'new-pass-1' })).json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await change({ oldPassword: 'old-pass-1', newPassword: '123' })).json()).toMatchObject({ errorCode: 'password.too.short' });
    expect((await change({ oldPassword: 'old-pass-1', newPassword: 'new-pass-1' })).status).toBe(200);
    expect((await login('changer1', 'old-pass-1')).json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await login('changer1', 'new-pass-1')).json()).toMatchObject({ value: { firstTimeLogin: false, passwordExpired: false } });
  });
});

describe('other ways in', () => {
  test('a remembered login from another network is token_ip_different; typed in, it passes', async () => {
    const member = await createMember(server.db, { merchantCode: 'xoso68', username: 'traveller', password: 'right-pass' });
    await server.db.query('UPDATE members SET last_login_ip = $1 WHERE id = $2', ['10.9.8.7', member.id]);
    const auto = await encrypted('/wps/session/login', { username: 'traveller', password: 'right-pass', type: 'username', autoLogin: true });
    expect(auto.json()).toMatchObject({ errorCode: 'token_ip_different' });
    expect((await login('traveller', 'right-pass')).status).toBe(200);
    // Now the last login is from here, so the remembered login passes again.
    expect((await encrypted('/wps/session/login', { username: 'traveller', password: 'right-pass', type: 'username', autoLogin: true })).status).toBe(200);
  });

  test('an SMS code logs in the member of that number, once', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'phoneuser', password: 'right-pass', mobileNum: '13800138000' });
    await send(base, '/wps/verification/sms/noLogin', {
      method: 'POST',
      headers,
      body: JSON.stringify({ countryDialingCode: '86', mobileNum: '13800138000' }),
    });
    const [{ code }] = await smsOutbox('13800138000');
    const bySms = (password: string) => encrypted('/wps/session/login', { username: '13800138000', password, type: 'sms' });
    expect((await bySms('000000x')).json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await bySms(code)).json()).toMatchObject({ value: { userName: 'phoneuser' } });
    expect((await bySms(code)).json()).toMatchObject({ errorCode: 'login.cred.err' });
  });

  test('e-mail and payee name verify a member who has them on file', async () => {
    const member = await createMember(server.db, {
      merchantCode: 'xoso68',
      username: 'fourways',
      password: 'right-pass',
      email: 'Four@Example.test',
      payeeName: 'Nguyen Van A',
      mobileNum: '13900139000',
    });
    await server.db.query("UPDATE members SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1", [member.id]);
    expect((await login('fourways', 'right-pass')).json()).toMatchObject({
      errorCode: 'login_verify_required',
      value: { ga: true, sms: true, email: true, payeeName: true },
    });
    const verify = (payload: Record<string, string>) =>
      encrypted('/wps/session/login/verification', { username: 'fourways', password: 'right-pass', ...payload });
    expect((await verify({ method: 'E', email: 'other@example.test' })).json()).toMatchObject({ errorCode: 'verification.failed' });
    expect((await verify({ method: 'E', email: ' four@example.test ' })).status).toBe(200);
    expect((await verify({ method: 'P', payeeName: 'nguyen van a' })).status).toBe(200);
    expect((await verify({ method: 'P', payeeName: '' })).json()).toMatchObject({ errorCode: 'verification.failed' });
  });
});

describe('captcha on login', () => {
  test('a merchant with the login scene on wants a solved captcha, once', async () => {
    await createMember(server.db, { merchantCode: 'royal88', username: 'guarded1', password: 'right-pass' });
    const royal = { ...headers, Merchant: 'royal88' };
    const attempt = (extra: Record<string, unknown>) =>
      postEncrypted(base, '/wps/session/login', { username: 'guarded1', password: 'right-pass', type: 'username', ...extra }, royal);
    expect((await attempt({})).json()).toMatchObject({ errorCode: 'captcha.required' });
    const { challenge } = (await send(base, '/wps/captcha/geetest?t=1', { headers: royal })).json<{ value: { challenge: string } }>().value;
    const { code } = (await send(base, `/wps/captcha/puzzle?challenge=${challenge}`)).json<{ value: { code: string } }>().value;
    const { validate } = (await send(base, '/wps/captcha/verify', { method: 'POST', headers: royal, body: JSON.stringify({ challenge, answer: code }) })).json<{
      value: { validate: string };
    }>().value;
    const proof = {
      geetestValidateV4: JSON.stringify({ lot_number: challenge, captcha_output: validate, pass_token: validate, gen_time: 1, captcha_id: 'royal88-captcha' }),
    };
    expect((await attempt({ ...proof, captcha: 'f'.repeat(32) })).json()).toMatchObject({ errorCode: 'captcha.invalid' });
    expect((await attempt({ ...proof, captcha: 42 })).json()).toMatchObject({ errorCode: 'bad_request' });
    expect((await attempt({ ...proof, captcha: challenge })).status).toBe(200);
    expect((await attempt(proof)).json()).toMatchObject({ errorCode: 'captcha.invalid' });
  });
});

describe('logs', () => {
  test('no password or token reaches the console, on success or failure', async () => {
    const printed: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' '))),
    );
    try {
      await createMember(server.db, { merchantCode: 'xoso68', username: 'quiet1', password: 'Sup3r-secret!' });
      const ok = await login('quiet1', 'Sup3r-secret!');
      await login('quiet1', 'Wr0ng-secret!');
      await postEncrypted(base, '/wps/member/register', { username: 'quiet2', password: 'An0ther-secret!' }, { ...headers, ModuleId: 'REG3' });
      const token = tokenOf(ok);
      for (const secret of ['Sup3r-secret!', 'Wr0ng-secret!', 'An0ther-secret!', token]) expect(printed.join('\n')).not.toContain(secret);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
