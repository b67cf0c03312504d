// Login and logout against the real server, with bodies encrypted as the app encrypts them.
import { encryptRequest } from '../../src/api/encryption.ts';
import { createServer, type RunningServer } from '../index.ts';
import { MAX_FAILURES } from '../loginThrottle.ts';
import { createMember } from '../members.ts';
import { scratchProject, send } from '../testSupport.ts';

const project = scratchProject();
let server: RunningServer;
let base: string;
const headers = { Merchant: 'royal88', 'Content-Type': 'application/json' };

beforeAll(async () => {
  server = await createServer({ root: project.root, port: 0, host: '127.0.0.1', preview: false, dataDir: 'memory', quiet: true });
  base = `http://127.0.0.1:${server.port}`;
  await server.db.query('SELECT 1');
  await createMember(server.db, { merchantCode: 'royal88', username: 'lucky8', password: 'right-pass' });
}, 60_000);
afterAll(async () => {
  await server.close();
  project.remove();
});

async function login(username: string, password: string) {
  const pem = (await send(base, '/wps/session/key/rsa', { headers })).json<{ value: string }>().value;
  const request = await encryptRequest({ username, password, type: 'username' }, pem);
  return send(base, '/wps/session/login', { method: 'POST', headers: { ...headers, Encryption: request.header }, body: JSON.stringify(request.body) });
}

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

  test(`after ${MAX_FAILURES} failures the account is throttled, even with the right password`, async () => {
    await createMember(server.db, { merchantCode: 'royal88', username: 'target', password: 'right-pass' });
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login('target', 'wrong')).json()).toMatchObject({ errorCode: 'login.cred.err' });
    const blocked = await login('target', 'right-pass');
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_LOGIN' });
  });

  test('check/username tells whether a name is taken', async () => {
    expect((await send(base, '/wps/check/username?username=lucky8', { headers })).json()).toMatchObject({ value: { exists: true } });
    expect((await send(base, '/wps/check/username?username=free1', { headers })).json()).toMatchObject({ value: { exists: false } });
  });
});
