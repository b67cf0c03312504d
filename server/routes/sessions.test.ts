// Sessions against the real server: what ends them (a password change, idling, age), how they are stored
// (hashed, also rows from before), the authenticator's enrolment, and remember-me tokens.
import { Secret, TOTP } from 'otpauth';
import { MIGRATIONS } from '../db/migrations.ts';
import { createMember } from '../accounts/members.ts';
import { purgeEndedSessions, SESSION_IDLE_DAYS, tokenHash } from '../accounts/sessions.ts';
import { send } from '../../tests/server/support.ts';
import { base, encrypted, headers, login, server, tokenOf, withScratchServer } from '../../tests/server/accounts.fixtures.ts';

withScratchServer();

const auth = (token: string) => ({ ...headers, Authorization: `Bearer ${token}` });
const info = (token: string) => send(base, '/wps/member/info', { headers: auth(token) });
const post = (path: string, token: string, body: Record<string, unknown> = {}) =>
  send(base, path, { method: 'POST', headers: auth(token), body: JSON.stringify(body) });
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

describe('sessions', () => {
  test('a password change ends every other session of the member and keeps the one it came from', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'twophones', password: 'old-pass-1' });
    const phone = tokenOf(await login('twophones', 'old-pass-1'));
    const laptop = tokenOf(await login('twophones', 'old-pass-1'));
    expect((await post('/wps/member/password', phone, { oldPassword: 'old-pass-1', newPassword: 'new-pass-1' })).status).toBe(200);
    expect((await info(phone)).status).toBe(200);
    expect((await info(laptop)).json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  test('the database keeps only a hash of each token', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'hashed1', password: 'right-pass' });
    const token = tokenOf(await login('hashed1', 'right-pass'));
    expect(await server.db.query('SELECT 1 FROM sessions WHERE token = $1', [token])).toHaveLength(0);
    expect(await server.db.query('SELECT 1 FROM sessions WHERE token = $1', [tokenHash(token)])).toHaveLength(1);
  });

  test('a plain token stored before hashing still works after the migration runs again, and only once hashed', async () => {
    const member = await createMember(server.db, { merchantCode: 'xoso68', username: 'oldtimer', password: 'right-pass' });
    const plain = 'a'.repeat(64);
    await server.db.query(
      `INSERT INTO sessions (token, token_is_hash, member_id, merchant_code, expires_at) VALUES ($1, FALSE, $2, 'xoso68', now() + interval '1 day')`,
      [plain, member.id],
    );
    for (const sql of MIGRATIONS) await server.db.query(sql);
    for (const sql of MIGRATIONS) await server.db.query(sql);
    expect((await info(plain)).json()).toMatchObject({ value: { userName: 'oldtimer' } });
  });

  test('an idle or too old session answers as a missing one, and the purge deletes it', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'sleepy1', password: 'right-pass' });
    const idle = tokenOf(await login('sleepy1', 'right-pass'));
    const old = tokenOf(await login('sleepy1', 'right-pass'));
    const busy = tokenOf(await login('sleepy1', 'right-pass'));
    await server.db.query(`UPDATE sessions SET last_seen_at = now() - make_interval(days => $2::int, hours => 1) WHERE token = $1`, [
      tokenHash(idle),
      SESSION_IDLE_DAYS,
    ]);
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = $1`, [tokenHash(old)]);
    const missing = (await info('no-such-token')).json();
    expect((await info(idle)).json()).toEqual(missing);
    expect((await info(old)).json()).toEqual(missing);
    expect((await info(busy)).status).toBe(200);
    await purgeEndedSessions(server.db, true);
    const left = await server.db.query<{ token: string }>('SELECT token FROM sessions WHERE token = ANY($1)', [[idle, old, busy].map(tokenHash)]);
    expect(left.map((row) => row.token)).toEqual([tokenHash(busy)]);
  });
});

describe('authenticator enrolment', () => {
  test('needs the password, then a first code from the new secret; a token alone changes nothing', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'enrol1', password: 'right-pass' });
    const token = tokenOf(await login('enrol1', 'right-pass'));
    expect((await post('/wps/member/totp', token)).json()).toMatchObject({ errorCode: 'login.cred.err' });
    expect((await post('/wps/member/totp', token, { password: 'wrong' })).json()).toMatchObject({ errorCode: 'login.cred.err' });
    const { secret } = (await post('/wps/member/totp', token, { password: 'right-pass' })).json<{ value: { secret: string } }>().value;
    // Not on yet: the login still needs no second factor.
    expect((await login('enrol1', 'right-pass')).status).toBe(200);
    expect((await post('/wps/member/totp/confirm', token, { code: '000000' })).json()).toMatchObject({ errorCode: 'totp.code.invalid' });
    expect((await post('/wps/member/totp/confirm', token, { code: codeOf(secret) })).status).toBe(200);
    expect((await login('enrol1', 'right-pass')).json()).toMatchObject({ errorCode: 'login_verify_required', value: { ga: true } });
  });
});

describe('remember-me tokens', () => {
  const remembered = (answer: { json<T>(): T }) => answer.json<{ value: { rememberToken?: string } }>().value.rememberToken;
  const exchange = (rememberToken: string) => send(base, '/wps/session/remember', { method: 'POST', headers, body: JSON.stringify({ rememberToken }) });

  test('given only when the box is ticked, spent once for a session and a fresh token, stored hashed', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'keeper1', password: 'right-pass' });
    expect(remembered(await login('keeper1', 'right-pass'))).toBeUndefined();
    const first = remembered(await encrypted('/wps/session/login', { username: 'keeper1', password: 'right-pass', type: 'username', remember: true }))!;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await server.db.query('SELECT 1 FROM remember_tokens WHERE token_hash = $1', [first])).toHaveLength(0);
    const used = await exchange(first);
    expect((await info(tokenOf(used))).status).toBe(200);
    const second = remembered(used)!;
    expect(second).not.toBe(first);
    expect((await exchange(first)).json()).toMatchObject({ errorCode: 'remember.invalid' });
    // Logout names it: it is gone.
    await send(base, '/wps/session/logout', { method: 'POST', headers, body: JSON.stringify({ token: tokenOf(used), rememberToken: second }) });
    expect((await exchange(second)).json()).toMatchObject({ errorCode: 'remember.invalid' });
  });

  test('a password change revokes remembered logins', async () => {
    await createMember(server.db, { merchantCode: 'xoso68', username: 'keeper2', password: 'old-pass-1' });
    const answer = await encrypted('/wps/session/login', { username: 'keeper2', password: 'old-pass-1', type: 'username', remember: true });
    expect((await post('/wps/member/password', tokenOf(answer), { oldPassword: 'old-pass-1', newPassword: 'new-pass-1' })).status).toBe(200);
    expect((await exchange(remembered(answer)!)).json()).toMatchObject({ errorCode: 'remember.invalid' });
  });
});
