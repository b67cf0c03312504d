import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJsonObject, readBodyText } from './body.ts';
import { sendError } from './envelope.ts';
import { HttpError } from './errors.ts';
import { NoContent, RawJson, Router } from './router.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const router = new Router()
    .get('/wps/ok', ({ url }) => ({ q: url.searchParams.get('q') }))
    .get('/wps/raw', () => new RawJson({ plain: true }))
    .get('/wps/broken', () => {
      throw new Error('database exploded');
    })
    .get('/wps/refused', async () => {
      throw new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN');
    })
    .post('/wps/echo', ({ body }) => body)
    .post('/wps/text', async ({ req, body }) => ({ text: await readBodyText(req, 10), body }), { readsOwnBody: true })
    .post('/wps/quiet', () => new NoContent());
  server = createServer((req, res) => {
    router.handle(req, res, new URL(req.url ?? '/', 'http://localhost')).catch((error: unknown) => sendError(res, error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Router', () => {
  test('wraps answers in the envelope, unless they are raw', async () => {
    expect(await (await fetch(`${base}/wps/ok?q=1`)).json()).toEqual({ success: true, value: { q: '1' } });
    expect(await (await fetch(`${base}/wps/raw`)).json()).toEqual({ plain: true });
  });

  test('an unknown path or method is a 404 not_found', async () => {
    for (const [method, pathname] of [['GET', '/wps/none'], ['POST', '/wps/ok'], ['GET', '/wps/echo']]) {
      const res = await fetch(`${base}${pathname}`, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });

  test('a thrown error is a 500 internal_error without its details, and the server carries on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await fetch(`${base}/wps/broken`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, message: 'Internal server error', errorCode: 'internal_error' });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
    expect((await fetch(`${base}/wps/ok`)).status).toBe(200);
  });

  test('an HttpError keeps its status, message and code', async () => {
    const res = await fetch(`${base}/wps/refused`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
  });

  test('bodies are parsed before the handler runs; a malformed one is a 400', async () => {
    const post = (body: string) => fetch(`${base}/wps/echo`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(await (await post('{"a":1}')).json()).toEqual({ success: true, value: { a: 1 } });
    const bad = await post('{"a":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
  });

  test('a route may read its own body, of any shape and under its own limit', async () => {
    const post = (body: string) => fetch(`${base}/wps/text`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } });
    expect(await (await post('[1,2]')).json()).toEqual({ success: true, value: { text: '[1,2]', body: {} } });
    const large = await post('x'.repeat(11));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });

  test('NoContent is a bare 204', async () => {
    const res = await fetch(`${base}/wps/quiet`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  test('a route cannot be defined twice', () => {
    expect(() => new Router().get('/wps/a', () => 1).get('/wps/a', () => 2)).toThrow(/twice/);
  });
});

describe('parseJsonObject', () => {
  test.each([
    ['', {}],
    ['  ', {}],
    ['{"a":[1]}', { a: [1] }],
  ])('%j is %j', (text, expected) => {
    expect(parseJsonObject(text)).toEqual(expected);
  });

  test.each(['{', 'null', '[]', '"text"', '42'])('%j is a 400', (text) => {
    expect(() => parseJsonObject(text)).toThrow(expect.objectContaining({ status: 400, errorCode: 'bad_request' }));
  });
});
