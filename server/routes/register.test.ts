// Registration against the real server, with bodies encrypted as the app encrypts them.
import { findRegistrationSource } from '../accounts/registrationSource.ts';
import { base, postEncrypted, send, server, withScratchServer } from '../../tests/server/support.ts';

const headers = { Merchant: 'xoso68', 'Content-Type': 'application/json' };

withScratchServer();
afterAll(() => {
  delete process.env.XOSO68_MOBILE_DEFAULT_PASSWORD;
});

const post = (path: string, payload: Record<string, unknown>, moduleId: string) => postEncrypted(base, path, payload, { ...headers, ModuleId: moduleId });

describe('registration', () => {
  test('by username: a session comes back, and the name is then taken', async () => {
    const answer = await post('/wps/member/register', { username: 'newbie1', password: 'secret-1' }, 'REG3');
    expect(answer.json()).toMatchObject({ success: true, value: { userName: 'newbie1', token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const again = await post('/wps/member/register', { username: 'newbie1', password: 'secret-1' }, 'REG3');
    expect(again.json()).toMatchObject({ success: false, errorCode: 'username.exists' });
  });

  test('keeps the attribution the player arrived with, for the operator', async () => {
    const answer = await post(
      '/wps/member/register',
      { username: 'newbie2', password: 'secret-1', affiliateCode: 'AFF1', pixelTrack: { ad_fbclid: 'FB1' } },
      'REG3',
    );
    const { id } = answer.json<{ value: { id: number } }>().value;
    expect(await findRegistrationSource(server.db, id)).toMatchObject({ affiliateCode: 'AFF1', pixelTrack: { ad_fbclid: 'FB1' } });
  });

  test.each([
    { payload: { username: 'ab', password: 'secret-1' }, code: 'username.invalid' },
    { payload: { username: 'okname', password: '123' }, code: 'password.too.short' },
  ])('refuses $payload with $code', async ({ payload, code }) => {
    expect((await post('/wps/member/register', payload, 'REG3')).json()).toMatchObject({ errorCode: code });
  });

  test("by mobile: the code from the outbox registers, with the merchant's default password from the environment", async () => {
    process.env.XOSO68_MOBILE_DEFAULT_PASSWORD = 'from-env-123';
    const sent = await send(base, '/wps/verification/sms/noLogin', {
      method: 'POST',
      headers,
      body: JSON.stringify({ countryDialingCode: '84', mobileNum: '912345678' }),
    });
    expect(sent.json<{ value: { expirationTime: number } }>().value.expirationTime).toBeGreaterThan(Date.now() + 50_000);
    const box = (await send(base, '/wps/dev/smsOutbox?mobileNum=912345678', { headers })).json<{ value: { code: string }[] }>().value;
    const wrong = await post('/wps/member/register/mobile', { mobileNum: '912345678', countryDialingCode: '84', verificationCode: '000000x' }, 'MOBILENUMREG3');
    expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
    const answer = await post(
      '/wps/member/register/mobile',
      { mobileNum: '912345678', countryDialingCode: '84', verificationCode: box[0].code },
      'MOBILENUMREG3',
    );
    expect(answer.json()).toMatchObject({ success: true, value: { userName: 'm912345678' } });
    // The default password logs in, and says it is the default one, so the app asks for a new one.
    const login = await postEncrypted(base, '/wps/session/login', { username: 'm912345678', password: 'from-env-123', type: 'username' }, headers);
    expect(login.json()).toMatchObject({ value: { defaultPassword: true } });
    const reused = await post(
      '/wps/member/register/mobile',
      { mobileNum: '912345678', countryDialingCode: '84', verificationCode: box[0].code, username: 'other1' },
      'MOBILENUMREG3',
    );
    expect(reused.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
  });
});

describe('autoUsername', () => {
  test('suggests a valid name nobody has', async () => {
    const first = (await send(base, '/wps/member/register/autoUsername', { method: 'POST', headers, body: JSON.stringify({ prefix: 'newbie1' }) })).json<{
      value: { username: string };
    }>().value.username;
    expect(first).toMatch(/^newbie1\d{6}$/);
    const fresh = (await send(base, '/wps/member/register/autoUsername', { method: 'POST', headers, body: JSON.stringify({ prefix: 'zz-top' }) })).json<{
      value: { username: string };
    }>().value.username;
    expect(fresh).toBe('zztop');
  });
});

describe('identifying', () => {
  // royal88 checks a v4 captcha on registration: identifying names the challenge its proof answers.
  const royal = { Merchant: 'royal88', 'Content-Type': 'application/json' };
  async function solvedProof() {
    const { challenge } = (await send(base, `/wps/captcha/geetest?t=${Date.now()}`, { headers: royal })).json<{ value: { challenge: string } }>().value;
    const { code } = (await send(base, `/wps/captcha/puzzle?challenge=${challenge}`)).json<{ value: { code: string } }>().value;
    const verified = await send(base, '/wps/captcha/verify', { method: 'POST', headers: royal, body: JSON.stringify({ challenge, answer: code }) });
    const { validate } = verified.json<{ value: { validate: string } }>().value;
    const proof = {
      geetestValidateV4: JSON.stringify({
        lot_number: challenge,
        captcha_output: validate,
        pass_token: validate,
        gen_time: '1',
        captcha_id: 'royal88-captcha',
      }),
    };
    return { challenge, proof };
  }
  const registerRoyal = (payload: Record<string, unknown>) => postEncrypted(base, '/wps/member/register', payload, { ...royal, ModuleId: 'REG3' });

  test('naming another challenge is refused before the proof is spent; naming its own registers', async () => {
    const { challenge, proof } = await solvedProof();
    const wrong = await registerRoyal({ username: 'identified1', password: 'secret-1', ...proof, identifying: 'f'.repeat(32) });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    const right = await registerRoyal({ username: 'identified1', password: 'secret-1', ...proof, identifying: challenge });
    expect(right.json()).toMatchObject({ success: true, value: { userName: 'identified1' } });
  });

  test('it is optional, and must be text', async () => {
    const { proof } = await solvedProof();
    expect((await registerRoyal({ username: 'identified2', password: 'secret-1', ...proof, identifying: 42 })).json()).toMatchObject({
      errorCode: 'bad_request',
    });
    expect((await registerRoyal({ username: 'identified2', password: 'secret-1', ...proof })).json()).toMatchObject({ success: true });
  });
});
