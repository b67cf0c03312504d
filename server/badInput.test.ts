// Whatever a client sends, the server answers in its error envelope with a 4xx, and carries on.
import { createMember } from './accounts/members.ts';
import { base, postEncrypted, send, sendRaw, server, withScratchServer, writeAppBuild, type Answer } from '../tests/server/support.ts';

const merchant = { Merchant: 'xoso68', 'Content-Type': 'application/json' };

withScratchServer({
  prepare: (root) => ({
    distDir: writeAppBuild(root, {
      'index.html': '<!doctype html><title>app</title>',
      'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(200))});`,
    }),
  }),
});

const expectJsonError = (answer: Pick<Answer, 'status' | 'text'>, status: number, errorCode?: string) => {
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, message: expect.any(String), errorCode: errorCode ?? expect.any(String) });
};

describe('malformed requests get a JSON 4xx', () => {
  test.each([
    ['a target that is no URL (a path no one serves)', 'GET //[ HTTP/1.1\r\nHost: m.xoso68.test\r\nConnection: close\r\n\r\n', 404],
    ['a request line Node cannot parse', 'HELLO\r\n\r\n', 400],
    ['a header without a colon', 'GET /m/ HTTP/1.1\r\nHost: x\r\nbroken\r\n\r\n', 400],
    ['headers too large', `GET /m/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a Host that is no host', 'GET /wps/system/config HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n', 400],
    ['a target that is neither a path nor a URL', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
    // RFC 9112 section 3.2: one Host, always one on HTTP/1.1, and an absolute target of that host.
    ['two Host headers', 'GET /wps/system/config HTTP/1.1\r\nHost: m.royal88.test\r\nHost: m.xoso68.test\r\nConnection: close\r\n\r\n', 400],
    ['two Host headers on a page', 'GET /m/home HTTP/1.1\r\nHost: m.royal88.test\r\nHost: m.xoso68.test\r\nConnection: close\r\n\r\n', 400],
    ['no Host on HTTP/1.1', 'GET /wps/system/config HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['an absolute target naming another host', 'GET http://m.xoso68.test/wps/system/config HTTP/1.1\r\nHost: m.royal88.test\r\nConnection: close\r\n\r\n', 400],
    ['an absolute target without a Host header', 'GET http://m.xoso68.test/wps/system/config HTTP/1.0\r\n\r\n', 400],
    ['no Host on HTTP/1.0 (a probe), for a call that needs a merchant', 'GET /wps/system/config HTTP/1.0\r\n\r\n', 404],
  ])('%s', async (_, request, status) => {
    const answer = await sendRaw(server.port, request);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expectJsonError(answer, status);
  });

  test("an absolute target of the Host header's host is served as its path", async () => {
    const answer = await sendRaw(server.port, 'GET http://m.xoso68.test/wps/system/config HTTP/1.1\r\nHost: M.Xoso68.test:80\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ value: { merchantCode: 'xoso68' } });
  });

  test('a path no handler serves is a JSON 404', async () => {
    expectJsonError(await send(base, '/nothing/here'), 404, 'not_found');
  });

  test('a body over the limit is read to its end and answered 413, not reset', async () => {
    const res = await fetch(`${base}/wps/member/register`, { method: 'POST', headers: merchant, body: 'x'.repeat(30_000_000) });
    expectJsonError({ status: res.status, text: await res.text() }, 413, 'payload_too_large');
  });
});

describe('control characters never reach a handler or the database', () => {
  test.each([
    ['a NUL in a query', '/wps/check/username?username=ab%00cd'],
    ['an escape character in a query name', '/wps/check/username?user%1Bname=abcd'],
  ])('%s is a 400', async (_, pathname) => {
    expectJsonError(await send(base, pathname, { headers: merchant }), 400, 'bad_request');
  });

  test.each([
    ['a NUL in a string', { prefix: 'ab\u0000cd' }],
    ['a control character deep inside', { prefix: 'ok', extra: [{ deeper: ['\u0007'] }] }],
    ['a control character in a key', { 'pre\u0001fix': 'ok' }],
    ['a lone surrogate', { prefix: 'ab\ud800' }],
  ])('%s in a body is a 400', async (_, body) => {
    expectJsonError(
      await send(base, '/wps/member/register/autoUsername', { method: 'POST', headers: merchant, body: JSON.stringify(body) }),
      400,
      'bad_request',
    );
  });

  test('a NUL in an encrypted login is a 400, not a database error', async () => {
    const answer = await postEncrypted(base, '/wps/session/login', { username: 'ab\u0000cd', password: 'secret-1' }, { ...merchant, ModuleId: 'LOGIN3' });
    expectJsonError(answer, 400, 'bad_request');
  });

  test('tabs and line breaks are text', async () => {
    const answer = await send(base, '/wps/member/register/autoUsername', { method: 'POST', headers: merchant, body: JSON.stringify({ prefix: 'ab\tc\nd\r' }) });
    expect(answer.status).toBe(200);
  });
});

test('a name taken between the check and the insert is username.exists, not a database error', async () => {
  const account = { merchantCode: 'xoso68', username: 'racer00', password: 'secret-1' };
  const outcomes = await Promise.allSettled([createMember(server.db, account), createMember(server.db, account)]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = outcomes.find((o) => o.status === 'rejected');
  expect(refused?.reason).toMatchObject({ status: 400, errorCode: 'username.exists' });
});

test('two registrations of one name at once: one account, the others told username.exists', async () => {
  const register = () => postEncrypted(base, '/wps/member/register', { username: 'racer01', password: 'secret-1' }, { ...merchant, ModuleId: 'REG3' });
  const answers = await Promise.all([register(), register(), register()]);
  const codes = answers.map((a) => a.json<{ success: boolean; errorCode?: string }>()).map((b) => (b.success ? 'ok' : b.errorCode));
  expect(codes.sort()).toEqual(['ok', 'username.exists', 'username.exists']);
  for (const answer of answers) expect(answer.status).toBeLessThan(500);
});

describe('Range', () => {
  const logo = '/cdn/xoso68/logo.svg';
  const size = async () => (await send(base, logo)).body.length;

  test('a backwards range is ignored: the whole file with its true length', async () => {
    for (const pathname of [logo, '/m/assets/index-abc123.js']) {
      const answer = await send(base, pathname, { headers: { Range: 'bytes=10-5' } });
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeGreaterThan(10);
    }
  });

  test('a single range is served in part', async () => {
    const whole = (await send(base, logo)).body;
    const answer = await send(base, logo, { headers: { Range: 'bytes=5-14' } });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 5-14/${whole.length}`);
    expect(answer.body).toEqual(whole.subarray(5, 15));
    const tail = await send(base, logo, { headers: { Range: 'bytes=-4' } });
    expect(tail.body).toEqual(whole.subarray(whole.length - 4));
  });

  test('a range past the end is a JSON 416', async () => {
    const answer = await send(base, logo, { headers: { Range: `bytes=${(await size()) + 10}-` } });
    expectJsonError(answer, 416, 'range_not_satisfiable');
    expect(answer.headers['content-range']).toBe(`bytes */${await size()}`);
  });
});

test('the server still answers after all of it', async () => {
  expect((await send(base, '/wps/system/config', { headers: merchant })).status).toBe(200);
});
