// The framework set-up, asked in-process (the framework's injection; no socket is what is tested here):
// the envelope, the error bodies, the body reader, the needs resolved once, and the schemas checked.
import { createServer } from 'node:http';
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, type Resolvers } from './api.ts';
import { createPipeline } from './pipeline.ts';
import { parseJsonObject, readBodyText } from './body.ts';
import { HttpError } from './errors.ts';
import { NoContent, RawJson, Router } from './router.ts';

interface Merchant {
  code: string;
}
interface Member {
  name: string;
}
/** The types of the schemas routes name, as the generated SchemaTypes gives them to the API's routes. */
interface Types {
  'plain-query': { q?: string };
  'launch-query': { device: 'MOBILE'; game: string; view?: string };
}

// As createAjv makes it: verbose errors, by which a refused value's schema names its error code.
const ajv = new Ajv({ verbose: true, allErrors: true });
ajv.addKeyword(ERROR_CODE);
ajv.addSchema({ $id: 'greeting', type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
ajv.addSchema({ $id: 'plain-query', type: 'object', properties: { q: { type: 'string' } } });
ajv.addSchema({
  $id: 'launch-query',
  type: 'object',
  [ERROR_CODE]: 'launch.param.invalid',
  required: ['device', 'game'],
  properties: {
    device: { enum: ['MOBILE'] },
    game: { type: 'string', [ERROR_CODE]: 'game.not.found' },
    view: { $ref: 'view' },
    odd: { type: 'string', [ERROR_CODE]: 'no.such.code' },
  },
});
ajv.addSchema({ $id: 'view', enum: ['lobby', 'betting'] });
ajv.addSchema({ $id: 'count', type: 'object', required: ['count'], properties: { count: { type: 'integer' } } });

const asked = { merchant: 0, member: 0 };
/** What a sameAnswer route returns: the same objects again and again. */
const shared = { count: 1 };
const badShared = { count: 'one' };
const resolvers: Resolvers<Merchant, Member> = {
  merchant: (ctx) => {
    asked.merchant++;
    const code = ctx.req.headers.merchant;
    if (typeof code !== 'string') throw new HttpError(404, 'not_found', 'No such merchant');
    return { code };
  },
  member: async (ctx) => {
    asked.member++;
    return ctx.req.headers.authorization === 'Bearer good' ? { name: 'ana' } : undefined;
  },
  notLoggedIn: () => new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN'),
  decrypt: async (ctx) => {
    if (ctx.body.data === 'slow') await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { decrypted: ctx.body.data };
  },
};
let releaseSlow: (() => void) | undefined;

function app(checkAnswers = true, maxEncryptedCalls?: number): FastifyInstance {
  const router = new Router<Merchant, Member, Types>()
    .get('/wps/ok', ({ url }) => ({ q: url.searchParams.get('q') }))
    .get('/wps/raw', () => new RawJson({ plain: true }))
    .get('/wps/broken', () => {
      throw new Error('database exploded');
    })
    .get('/wps/refused', async () => {
      throw new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN');
    })
    .post('/wps/echo', ({ body }) => body)
    .post('/wps/text', { readsOwnBody: true }, async ({ req, body }) => ({ text: await readBodyText(req, 10), body }))
    .post('/wps/quiet', () => new NoContent())
    .get('/wps/shop', { needs: 'merchant' }, ({ merchant }) => merchant.code)
    .get('/wps/visit', { needs: 'session' }, ({ merchant, member }) => `${merchant.code}:${member?.name ?? 'guest'}`)
    .get('/wps/me', { needs: 'member' }, ({ member, language }) => ({ name: member.name, language }))
    .post('/wps/secret', { encrypted: true }, ({ body }) => body)
    .post('/wps/greet', { body: 'greeting' }, ({ body }) => `hello ${String(body.name)}`)
    .get('/wps/count', { answer: 'count' }, ({ url }) => ({ count: url.searchParams.get('n') === 'bad' ? 'many' : 3 }))
    .get('/wps/query', { query: 'plain-query' }, ({ query }) => ({ q: query.q ?? null }))
    .get('/wps/launch', { query: 'launch-query' }, ({ query }) => query)
    .get('/wps/same', { answer: 'count', sameAnswer: true }, ({ url }) => (url.searchParams.get('n') === 'bad' ? badShared : shared));
  return createPipeline({
    router,
    resolvers,
    ajv,
    checkAnswers,
    maxEncryptedCalls,
    serverFactory: (handler) => createServer(handler),
    clientError: () => undefined,
  });
}

let api: FastifyInstance;
beforeAll(async () => {
  api = app();
  await api.ready();
});
afterAll(() => api.close());

const json = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

describe('the API on the framework', () => {
  test('wraps answers in the envelope, with the headers of every answer, unless they are raw', async () => {
    const res = await api.inject('/wps/ok?q=1');
    expect(json(res)).toEqual({ success: true, value: { q: '1' } });
    expect(res.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(json(await api.inject('/wps/raw'))).toEqual({ plain: true });
  });

  test('an unknown path or method is a 404 not_found', async () => {
    for (const [method, url] of [
      ['GET', '/wps/none'],
      ['POST', '/wps/ok'],
      ['GET', '/wps/echo'],
      ['HEAD', '/wps/none'],
    ] as const) {
      const res = await api.inject({ method, url });
      expect(res.statusCode).toBe(404);
      if (method !== 'HEAD') expect(json(res)).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });

  test('HEAD of a GET call answers its status and headers without the body', async () => {
    const [head, get] = await Promise.all([api.inject({ method: 'HEAD', url: '/wps/ok?q=1' }), api.inject('/wps/ok?q=1')]);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({ 'content-type': get.headers['content-type'], 'cache-control': 'no-store' });
  });

  test('a thrown error is a 500 internal_error without its details, logged once, and the API carries on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await api.inject('/wps/broken');
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ success: false, message: 'Internal server error', errorCode: 'internal_error' });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
    expect((await api.inject('/wps/ok')).statusCode).toBe(200);
  });

  test('an HttpError keeps its status, message and code', async () => {
    const res = await api.inject('/wps/refused');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
  });

  test('bodies are read before the handler runs, sent as JSON only; a malformed one is a 400', async () => {
    const post = (payload: string, contentType: string | null = 'application/json') =>
      api.inject({ method: 'POST', url: '/wps/echo', payload, headers: contentType === null ? {} : { 'content-type': contentType } });
    expect(json(await post('{"a":1}'))).toEqual({ success: true, value: { a: 1 } });
    expect(json(await post('{"a":1}', 'Application/JSON; charset=utf-8'))).toEqual({ success: true, value: { a: 1 } });
    // What a page of another site can make a browser send without asking first: refused unread.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', null]) {
      const refused = await post('{"a":1}', type);
      expect(refused.statusCode, String(type)).toBe(415);
      expect(json(refused)).toMatchObject({ success: false, errorCode: 'bad_request', message: expect.stringContaining('application/json') });
    }
    const bad = await post('{"a":');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, errorCode: 'bad_request' });
    const large = await post(JSON.stringify({ a: 'x'.repeat(1_100_000) }));
    expect(large.statusCode).toBe(413);
    expect(json(large)).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });

  test('an unclean query is a 400, before anything else is read', async () => {
    const res = await api.inject({ method: 'POST', url: '/wps/echo?a=%01', payload: '{' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'bad_request', message: expect.stringMatching(/query/) });
  });

  test('a route may read its own body, of any shape and under its own limit', async () => {
    const post = (payload: string) => api.inject({ method: 'POST', url: '/wps/text', payload, headers: { 'content-type': 'text/plain' } });
    expect(json(await post('[1,2]'))).toEqual({ success: true, value: { text: '[1,2]', body: {} } });
    const large = await post('x'.repeat(11));
    expect(large.statusCode).toBe(413);
    expect(json(large)).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });

  test('NoContent is a bare 204', async () => {
    const res = await api.inject({ method: 'POST', url: '/wps/quiet', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  test('the merchant and the member are resolved once, as the route declares, and the language read', async () => {
    asked.merchant = asked.member = 0;
    expect(json(await api.inject({ url: '/wps/shop', headers: { merchant: 'royal88' } })).value).toBe('royal88');
    expect(asked).toEqual({ merchant: 1, member: 0 });
    expect(json(await api.inject({ url: '/wps/visit', headers: { merchant: 'royal88' } })).value).toBe('royal88:guest');
    expect(json(await api.inject({ url: '/wps/visit', headers: { merchant: 'royal88', authorization: 'Bearer good' } })).value).toBe('royal88:ana');
    expect(asked).toEqual({ merchant: 3, member: 2 });
    const me = await api.inject({ url: '/wps/me', headers: { merchant: 'royal88', authorization: 'Bearer good', language: 'VI' } });
    expect(json(me).value).toEqual({ name: 'ana', language: 'VI' });
    expect(asked).toEqual({ merchant: 4, member: 3 });
  });

  test('a route that needs a member answers 401 without one; one that needs a merchant answers its error', async () => {
    const anonymous = await api.inject({ url: '/wps/me', headers: { merchant: 'royal88' } });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ errorCode: 'customer.not.login' });
    const unknown = await api.inject({ url: '/wps/shop' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ errorCode: 'not_found' });
  });

  test('an encrypted route sees its body decrypted', async () => {
    const res = await api.inject({ method: 'POST', url: '/wps/secret', payload: { data: 'sealed' } });
    expect(json(res).value).toEqual({ decrypted: 'sealed' });
  });

  test('past the encrypted calls allowed in progress, one more is refused at once with a 503, and let in once one ends', async () => {
    const small = app(true, 1);
    try {
      const slow = small.inject({ method: 'POST', url: '/wps/secret', payload: { data: 'slow' } });
      await vi.waitFor(() => expect(releaseSlow).toBeDefined());
      const shed = await small.inject({ method: 'POST', url: '/wps/secret', payload: { data: 'quick' } });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(json(shed)).toMatchObject({ errorCode: 'server.busy' });
      expect((await small.inject('/wps/ok')).statusCode).toBe(200);
      releaseSlow!();
      expect(json(await slow).value).toEqual({ decrypted: 'slow' });
      expect(json(await small.inject({ method: 'POST', url: '/wps/secret', payload: { data: 'quick' } })).value).toEqual({ decrypted: 'quick' });
    } finally {
      await small.close();
    }
  });

  test('a body its schema does not allow is a 400 naming what is wrong', async () => {
    expect(json(await api.inject({ method: 'POST', url: '/wps/greet', payload: { name: 'ana' } })).value).toBe('hello ana');
    const res = await api.inject({ method: 'POST', url: '/wps/greet', payload: { name: 7 } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'bad_request', message: expect.stringContaining('/name must be string') });
  });

  test('a query is checked against its schema before the handler, which reads it by name; each parameter is given once', async () => {
    expect(json(await api.inject('/wps/query?q=a%20b&other=1')).value).toEqual({ q: 'a b' });
    expect(json(await api.inject('/wps/query')).value).toEqual({ q: null });
    const repeated = await api.inject('/wps/query?q=a&q=b');
    expect(repeated.statusCode).toBe(400);
    expect(json(repeated)).toMatchObject({ errorCode: 'bad_request', message: expect.stringContaining('/q must be string') });
  });

  test.each([
    ['a value its property names a code for', '/wps/launch?device=MOBILE&game=a&game=b', 'game.not.found'],
    ['a missing property that names a code', '/wps/launch?device=MOBILE', 'game.not.found'],
    ["a value of a property without a code: the whole query's", '/wps/launch?device=PC&game=a', 'launch.param.invalid'],
    ["a value refused inside a referenced schema: the whole query's", '/wps/launch?device=MOBILE&game=a&view=grid', 'launch.param.invalid'],
    ["a missing property without a code: the whole query's", '/wps/launch?game=a', 'launch.param.invalid'],
    ['a code the app does not know: bad_request', '/wps/launch?device=MOBILE&game=a&odd=1&odd=2', 'bad_request'],
  ])('a refused query answers the error code its schema names for it: %s', async (_, url, code) => {
    const res = await api.inject(url);
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe(code);
  });

  test('an answer its schema does not allow is a 500 and a log line naming the route, when answers are checked', async () => {
    expect(json(await api.inject('/wps/count'))).toEqual({ success: true, value: { count: 3 } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await api.inject('/wps/count?n=bad');
      expect(res.statusCode).toBe(500);
      expect(String(logged.mock.calls[0]?.[1])).toMatch(/GET \/wps\/count does not match its schema: \/value\/count must be integer/);
    } finally {
      logged.mockRestore();
    }
    const unchecked = app(false);
    try {
      expect(json(await unchecked.inject('/wps/count?n=bad'))).toEqual({ success: true, value: { count: 'many' } });
    } finally {
      await unchecked.close();
    }
  });

  test('an answer returned again as the same object is written once, and checked', async () => {
    expect(json(await api.inject('/wps/same'))).toEqual({ success: true, value: { count: 1 } });
    shared.count = 2;
    expect(json(await api.inject('/wps/same'))).toEqual({ success: true, value: { count: 1 } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await api.inject('/wps/same?n=bad')).statusCode).toBe(500);
      expect(String(logged.mock.calls[0]?.[1])).toMatch(/GET \/wps\/same does not match its schema: \/value\/count must be integer/);
    } finally {
      logged.mockRestore();
    }
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

describe('one pipeline: the front, the API under /wps and the web', () => {
  const seen: string[] = [];
  let pipeline: FastifyInstance;
  beforeAll(async () => {
    const router = new Router<Merchant, Member, Types>().get('/wps/ok', () => 'api').post('/wps/echo', ({ body }) => body);
    pipeline = createPipeline({
      router,
      resolvers,
      ajv,
      checkAnswers: true,
      serverFactory: (handler) => createServer(handler),
      clientError: () => undefined,
      front: async (_req, res, url) => {
        seen.push(`front ${url.pathname}`);
        if (url.pathname !== '/studio/') return false;
        res.end('studio');
        return true;
      },
      web: async (req, res, url) => {
        if (url.pathname === '/missing') throw new HttpError(404, 'not_found', 'Not found');
        // The body is the web's own: the framework has read none of it.
        const body = await readBodyText(req, 100);
        res.setHeader('Content-Type', 'text/plain');
        res.end(`web ${req.method} ${url.pathname}${body ? ` ${body}` : ''}`);
      },
    });
    await pipeline.ready();
  });
  afterAll(() => pipeline.close());
  beforeEach(() => {
    seen.length = 0;
  });

  test("a page or a file is the web's, its body unread, after the front let it through", async () => {
    const page = await pipeline.inject('/m/home?language=EN');
    expect(page.body).toBe('web GET /m/home');
    const form = await pipeline.inject({ method: 'POST', url: '/m/form', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(form.body).toBe('web POST /m/form a,b');
    expect(seen).toEqual(['front /m/home', 'front /m/form']);
  });

  test("a /wps call is the API's, its body read by the API's reader, and a /wps path that is no call is the envelope's 404", async () => {
    expect(json(await pipeline.inject('/wps/ok'))).toEqual({ success: true, value: 'api' });
    expect(json(await pipeline.inject({ method: 'POST', url: '/wps/echo', payload: { a: 1 } }))).toEqual({ success: true, value: { a: 1 } });
    const unknown = await pipeline.inject({ method: 'POST', url: '/wps/nothing', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  test('the front answers first when it will, for the API too', async () => {
    expect((await pipeline.inject('/studio/')).body).toBe('studio');
    await pipeline.inject('/wps/ok');
    expect(seen).toEqual(['front /studio/', 'front /wps/ok']);
  });

  test("the web's failure leaves as the envelope, and a path the router cannot decode is still the web's", async () => {
    const missing = await pipeline.inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false });
    expect((await pipeline.inject('/cdn/%E0%A4%A')).body).toBe('web GET /cdn/%E0%A4%A');
  });
});
