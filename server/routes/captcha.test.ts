// The local captcha over real HTTP, and the scene rules that spend its proofs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CaptchaScenesFlag, MerchantFile } from '../../src/config/types.generated.ts';
import { ChallengeStore } from '../captcha/challenges.ts';
import { requireCaptcha as requireCaptchaOf } from '../captcha/check.ts';
import { base, repoRoot, send, server, withScratchServer } from '../../tests/server/support.ts';

withScratchServer();

/** Spends proofs as the server does, from its database: a challenge issued over HTTP is there. */
const requireCaptcha = (...args: Parameters<typeof requireCaptchaOf> extends [unknown, ...infer Rest] ? Rest : never) =>
  requireCaptchaOf(new ChallengeStore(server.db), ...args);

const merchantFile = (code: string) => JSON.parse(readFileSync(path.join(repoRoot, 'merchants', `${code}.json`), 'utf8')) as MerchantFile;
const headersOf = (merchant: string) => ({ Merchant: merchant, 'Content-Type': 'application/json' });

interface Register {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  success: number;
  version: string;
}

async function register(merchant: string): Promise<Register> {
  const answer = await send(base, `/wps/captcha/geetest?t=${Date.now()}`, { headers: headersOf(merchant) });
  expect(answer.status).toBe(200);
  return answer.json<{ value: Register }>().value;
}

const puzzle = (challenge: string) => send(base, `/wps/captcha/puzzle?challenge=${challenge}`);
const verify = (challenge: string, answer: string) =>
  send(base, '/wps/captcha/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ challenge, answer }) });

/** Registers, reads the puzzle and answers it: the challenge and its validate. */
async function solve(merchant: string): Promise<{ challenge: string; validate: string }> {
  const { challenge } = await register(merchant);
  const { code } = (await puzzle(challenge)).json<{ value: { code: string } }>().value;
  return { challenge, validate: (await verify(challenge, code)).json<{ value: { validate: string } }>().value.validate };
}

const v3Proof = ({ challenge, validate }: { challenge: string; validate: string }) => ({ geetestChallenge: challenge, geetestSeccode: `${validate}|jordan` });
const v4Proof = ({ challenge, validate }: { challenge: string; validate: string }, captchaId = 'royal88-captcha') => ({
  geetestValidateV4: JSON.stringify({ lot_number: challenge, captcha_output: validate, pass_token: validate, gen_time: '1700000000', captcha_id: captchaId }),
});

describe('captcha routes', () => {
  test.each(['royal88', 'xoso68'])("register answers with %s's Geetest id and version", async (code) => {
    const { gw } = merchantFile(code);
    const answer = await register(code);
    expect(answer).toEqual({
      gt: gw.GEETEST_ID,
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      newCaptcha: true,
      success: 1,
      version: gw.GEETEST_VERSION ?? 'v3',
    });
  });

  test('puzzle, a wrong answer, then the right one; the challenge is then spent', async () => {
    const { challenge } = await register('royal88');
    const code = (await puzzle(challenge)).json<{ value: { code: string } }>().value.code;
    expect(code).toMatch(/^[0-9]{4}$/);

    const wrong = await verify(challenge, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'captcha.wrong', message: 'The characters do not match' });

    const right = await verify(challenge, code);
    expect(right.json<{ value: { validate: string } }>().value.validate).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify(challenge, code)).json()).toMatchObject({ errorCode: 'captcha.expired' });
    expect((await puzzle(challenge)).json()).toMatchObject({ errorCode: 'captcha.expired' });
  });

  test('an unknown challenge is expired', async () => {
    const answer = await puzzle('0'.repeat(32));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'captcha.expired' });
    expect((await send(base, '/wps/captcha/puzzle')).json()).toMatchObject({ errorCode: 'captcha.expired' });
  });

  test('the script is served as JavaScript, revalidated on each load', async () => {
    const answer = await send(base, '/wps/captcha/static/gt.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.text).toContain('window.initGeetest4');
    const head = await send(base, '/wps/captcha/static/gt.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    // The other /wps calls still go through the router.
    expect((await send(base, '/wps/captcha/static/other.js')).status).toBe(404);
  });
});

describe('requireCaptcha', () => {
  // The merchants' own captcha settings change with the product: the rules are tried on set ones.
  const configured = (code: string, version: 'v3' | 'v4', scenes: CaptchaScenesFlag, enabled = true): MerchantFile => {
    const file = merchantFile(code);
    return {
      ...file,
      gw: { ...file.gw, GEETEST_VERSION: version },
      register: { ...file.register, captcha: { enabled } },
      whitelabel: { ...file.whitelabel, GEETEST3: scenes },
    };
  };
  const royal88 = configured('royal88', 'v4', { login: true, sms: true, register: true });
  const xoso68 = configured('xoso68', 'v3', { login: true, sms: false, register: false });
  const errorOf = (promise: Promise<void>) =>
    promise.then(
      () => undefined,
      (error: { status: number; errorCode: string; message: string }) => ({ status: error.status, errorCode: error.errorCode, message: error.message }),
    );

  test('a scene the merchant does not check, or captcha turned off, needs nothing', async () => {
    await expect(requireCaptcha(xoso68, 'register', {})).resolves.toBeUndefined();
    await expect(requireCaptcha(xoso68, 'sms', {})).resolves.toBeUndefined();
    const off = configured('royal88', 'v4', { login: true, sms: true, register: true }, false);
    await expect(requireCaptcha(off, 'login', {})).resolves.toBeUndefined();
  });

  test('the SMS scene is v4 only', async () => {
    const v3Sms = configured('xoso68', 'v3', { login: true, sms: true });
    expect(await errorOf(requireCaptcha(v3Sms, 'sms', v3Proof(await solve('xoso68'))))).toEqual({
      status: 400,
      errorCode: 'geetest.service.unavailable',
      message: 'Geetest service not work',
    });
    // A v4 merchant's SMS call with only a v3 proof has no proof that counts.
    expect(await errorOf(requireCaptcha(royal88, 'sms', v3Proof(await solve('royal88'))))).toMatchObject({ errorCode: 'captcha.required' });
  });

  test('a missing proof is required, a forged one invalid', async () => {
    expect(await errorOf(requireCaptcha(royal88, 'login', {}))).toEqual({
      status: 400,
      errorCode: 'captcha.required',
      message: 'Please complete verification first',
    });
    const { challenge } = await register('royal88');
    expect(await errorOf(requireCaptcha(royal88, 'login', v4Proof({ challenge, validate: 'f'.repeat(64) })))).toEqual({
      status: 400,
      errorCode: 'captcha.invalid',
      message: 'Verification failed, please try again',
    });
  });

  test.each([
    { scene: 'login' as const, merchant: 'xoso68', proof: v3Proof },
    { scene: 'register' as const, merchant: 'royal88', proof: v4Proof },
    { scene: 'sms' as const, merchant: 'royal88', proof: v4Proof },
  ])('a solved captcha passes $scene once', async ({ scene, merchant, proof }) => {
    const file = merchant === 'royal88' ? royal88 : xoso68;
    const body = proof(await solve(merchant));
    await expect(requireCaptcha(file, scene, body)).resolves.toBeUndefined();
    expect(await errorOf(requireCaptcha(file, scene, body))).toMatchObject({ errorCode: 'captcha.invalid' });
  });

  test("another merchant's proof is invalid", async () => {
    expect(await errorOf(requireCaptcha(royal88, 'login', v3Proof(await solve('xoso68'))))).toMatchObject({ errorCode: 'captcha.invalid' });
  });
});
