// Two API processes on one PostgreSQL database, as behind a load balancer: a member made on one is a
// member of the other, a session opened on either is good on both, and with one RSA key between them
// (WL_RSA_KEY_FILE) a body encrypted with the key one handed out is read by the other. Runs in the
// PostgreSQL pass (`npm run test:server:pg`, which .ci/run gives a server); the embedded database
// belongs to one process.
import { encryptRequest } from '../src/api/encryption.ts';
import { CAPTCHA_AFTER_FAILURES, MAX_ADDRESS_FAILURES } from './accounts/loginThrottle.ts';
import { onPostgres } from '../tests/server/database.ts';
import { testRsaKeyFile } from '../tests/server/rsaKey.ts';
import { startServerProcess, type ServerProcess } from '../tests/server/process.ts';
import { scratchProject, send } from '../tests/server/support.ts';

// As deployed, the host names the merchant (the header must agree with it).
const headers = { Host: 'm.xoso68.test', Merchant: 'xoso68', 'Content-Type': 'application/json' };
let project: ReturnType<typeof scratchProject>;
let first: ServerProcess;
let second: ServerProcess;

/** Encrypts with the key `keyFrom` hands out and posts to `postTo`, as the app behind a balancer may. */
async function postAcross(
  keyFrom: ServerProcess,
  postTo: ServerProcess,
  pathname: string,
  payload: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const pem = (await send(keyFrom.base, '/wps/session/key/rsa', { headers })).json<{ value: string }>().value;
  const request = await encryptRequest(payload, pem);
  return send(postTo.base, pathname, { method: 'POST', headers: { ...headers, ...extra, Encryption: request.header }, body: JSON.stringify(request.body) });
}

const memberName = async (at: ServerProcess, token: string) => {
  const info = await send(at.base, '/wps/member/info', { headers: { ...headers, Authorization: `Bearer ${token}` } });
  return info.status === 200 ? info.json<{ value: { userName: string } }>().value.userName : info.status;
};

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    project = scratchProject();
    const keyFile = testRsaKeyFile();
    // The schema this file was given (tests/server/setup.ts), shared by both processes.
    [first, second] = await Promise.all(
      [0, 1].map(() => startServerProcess({ root: project.root, databaseUrl: process.env.DATABASE_URL, env: { WL_RSA_KEY_FILE: keyFile } })),
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    project?.remove();
  });

  test('a member registered on one logs in on the other, and each session works on both', async () => {
    const registered = await postAcross(first, first, '/wps/member/register', { username: 'balanced1', password: 'secret-1' }, { ModuleId: 'REG3' });
    expect(registered.json()).toMatchObject({ success: true, value: { userName: 'balanced1' } });
    const firstToken = registered.json<{ value: { token: string } }>().value.token;

    // The key from the first, the login to the second.
    const loggedIn = await postAcross(first, second, '/wps/session/login', { username: 'balanced1', password: 'secret-1', type: 'username' });
    expect(loggedIn.json()).toMatchObject({ success: true });
    const secondToken = loggedIn.json<{ value: { token: string } }>().value.token;

    expect(await memberName(second, firstToken)).toBe('balanced1');
    expect(await memberName(first, secondToken)).toBe('balanced1');

    // A logout on one ends the session on both.
    await send(second.base, '/wps/session/logout', { method: 'POST', headers: { ...headers, Authorization: `Bearer ${secondToken}` } });
    expect(await memberName(first, secondToken)).toBe(401);
    expect(await memberName(first, firstToken)).toBe('balanced1');
  }, 30_000);

  test("an address gets the guesses of one instance whichever instance it asks, and an account's captcha is solved on one and spent on the other (once: see challenges.test.ts)", async () => {
    await postAcross(first, first, '/wps/member/register', { username: 'guessed1', password: 'right-pass' }, { ModuleId: 'REG3' });
    const login = (on: ServerProcess, password: string, extra: Record<string, unknown> = {}) =>
      postAcross(on, on, '/wps/session/login', { username: 'guessed1', password, type: 'username', ...extra });
    // The account's failures, spread over both: past CAPTCHA_AFTER_FAILURES a try needs a captcha on either.
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++)
      expect((await login(i % 2 ? first : second, 'wrong-pass')).json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await login(first, 'right-pass')).json()).toMatchObject({ errorCode: 'captcha.required' });
    // Issued and solved on the first, spent on the second, once.
    const { challenge } = (await send(first.base, '/wps/captcha/geetest?t=1', { headers })).json<{ value: { challenge: string } }>().value;
    const { code } = (await send(second.base, `/wps/captcha/puzzle?challenge=${challenge}`)).json<{ value: { code: string } }>().value;
    const { validate } = (await send(first.base, '/wps/captcha/verify', { method: 'POST', headers, body: JSON.stringify({ challenge, answer: code }) })).json<{
      value: { validate: string };
    }>().value;
    const proof = { geetestChallenge: challenge, geetestSeccode: `${validate}|jordan` };
    expect((await login(second, 'right-pass', proof)).json()).toMatchObject({ success: true });

    // The address's failures over any accounts, spread over both: MAX_ADDRESS_FAILURES in all, not per instance.
    const stranger = (on: ServerProcess, i: number) =>
      postAcross(on, on, '/wps/session/login', { username: `nobody${i}`, password: 'x-pass-1', type: 'username' });
    for (let i = CAPTCHA_AFTER_FAILURES; i < MAX_ADDRESS_FAILURES; i++) expect((await stranger(i % 2 ? first : second, i)).status).not.toBe(429);
    for (const on of [first, second]) expect((await stranger(on, 99)).json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN' });
  }, 60_000);

  test('guesses sent at once to both are checked no more often than the limits allow, in all', async () => {
    await postAcross(
      first,
      first,
      '/wps/member/register',
      { username: 'rushed9', password: 'right-pass' },
      { ModuleId: 'REG3', 'X-Forwarded-For': '203.0.113.90' },
    );
    const codeOf = (answer: { status: number; json<T>(): T }) => answer.json<{ errorCode?: string }>().errorCode ?? String(answer.status);
    const rush = async (count: number, payload: (i: number) => Record<string, unknown>, address: string) => {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) => {
          const on = i % 2 ? first : second;
          return postAcross(on, on, '/wps/session/login', { type: 'username', ...payload(i) }, { 'X-Forwarded-For': address });
        }),
      );
      return answers.map(codeOf);
    };
    // One account from one address: the captcha-free tries, then a captcha for each.
    const oneAccount = await rush(60, (i) => ({ username: 'rushed9', password: `wrong-${i}` }), '203.0.113.91');
    expect(oneAccount.filter((code) => code === 'login.cred.err').length, oneAccount.join()).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    // Many accounts from one address: the address's tries, then 429.
    const oneAddress = await rush(60, (i) => ({ username: `nobody-rush${i}`, password: 'x-pass-1' }), '203.0.113.92');
    expect(oneAddress.filter((code) => code !== 'TOO_MANY_REQUEST_LOGIN').length, oneAddress.join()).toBeLessThanOrEqual(MAX_ADDRESS_FAILURES);
  }, 60_000);
});

if (!onPostgres) console.info('Two API processes on one database: skipped here; the PostgreSQL pass (DATABASE_URL set, npm run test:server:pg) runs it.');
