// Property-based fuzzing of the API: random bodies, queries and headers sent to every call of the
// server's own route table (a new route is covered as soon as it exists). Whatever arrives, the answer
// is never a 5xx, an error is always the JSON envelope, and the server still answers afterwards.
// The seed is fixed so a run is reproducible (in CI too); FUZZ_SEED=<number> replays another run and
// FUZZ_SEED=random explores; a failure prints the seed that replays it.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encryptRequest } from '../src/api/encryption.ts';
import type { RouteKey } from './http/router.ts';
import { createMember, createSession } from './accounts/members.ts';
import { base, repoRoot, send, sendRaw, server, withScratchServer, type Answer } from '../tests/server/support.ts';

const DEFAULT_SEED = 20261123;
const seed = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
/** FUZZ_RUNS=<n> runs longer (n calls per route), to explore before a release. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 8);
const RAW_RUNS = 12 * RUNS_PER_ROUTE;

let token: string;
let rsaPem: string;

withScratchServer();
beforeAll(async () => {
  const member = await createMember(server.db, { merchantCode: 'royal88', username: 'fuzzer01', password: 'secret-1' });
  token = await createSession(server.db, member.id, 'royal88', '127.0.0.1');
  rsaPem = (await send(base, '/wps/session/key/rsa', { headers: { Merchant: 'royal88' } })).json<{ value: string }>().value;
}, 60_000);

/** The names the server's code reads from bodies, queries and headers, so values land where they are used. */
function namesReadByServer(): { body: string[]; query: string[]; headers: string[] } {
  const found = { body: new Set<string>(), query: new Set<string>(), headers: new Set<string>() };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const [, name] of source.matchAll(/\bbody\.([A-Za-z_]\w*)/g)) found.body.add(name);
        for (const [, name] of source.matchAll(/searchParams\.get\('([^']+)'\)/g)) found.query.add(name);
        for (const [, name] of source.matchAll(/headerValue\([\w.]+, '([^']+)'\)/g)) found.headers.add(name.toLowerCase());
      }
    }
  };
  walk(path.join(repoRoot, 'server'));
  return { body: [...found.body], query: [...found.query], headers: [...found.headers] };
}

const names = namesReadByServer();
const MERCHANTS = ['royal88', 'xoso68', 'sorte777'];
/** Characters Node's client lets through in a header value (the server's parser sees all of them). */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((c) => c !== 0x7f)
    .map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

const controlChar = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\ud800', '\udfff', '\u2028', '\ufeff');
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), controlChar, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'undefined',
      'null',
      '__proto__',
      'constructor',
      'javascript:alert(1)',
      '\u0000',
      'a\u0000b',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '\ud800',
      'royal88',
      'fuzzer01',
      'secret-1',
      '912345678',
      'a@b.c',
      'G',
      'S',
      'E',
      'P',
      'sms',
      'firebase',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Each name the server reads, present or not, plus a few others. */
const fields = <T>(known: string[], of: fc.Arbitrary<T>) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(known.map((name) => [name, of])) as Record<string, fc.Arbitrary<T>>, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), of, { maxKeys: 3 }),
    )
    .map(([named, other]) => ({ ...other, ...named }) as Record<string, T>);

const bodyText = fc.oneof(
  { weight: 6, arbitrary: fields(names.body, value).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"__proto__":{"polluted":1}}',
      '[[[[[[[[[[]]]]]]]]]]',
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      '{"a":1}garbage',
      `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    ),
  },
);

const query = fields(names.query, fc.oneof(text, fc.constant('')));

const headers = fc.record(
  {
    merchant: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...MERCHANTS) }, { weight: 1, arbitrary: headerText }),
    authorization: fc.oneof(
      fc.constant('valid'),
      fc.constant('Bearer '),
      headerText.map((t) => `Bearer ${t}`),
      headerText,
    ),
    host: fc.oneof(fc.constantFrom('m.royal88.test', 'm.xoso68.test:8080', '127.0.0.1', '[::1]:80'), headerText),
    extra: fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          ...names.headers,
          'encryption',
          'moduleid',
          'origin',
          'accept-language',
          'x-forwarded-for',
          'range',
          'cookie',
          'content-type',
          'if-none-match',
        ),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
      ),
      headerText,
      { maxKeys: 4 },
    ),
  },
  { requiredKeys: ['merchant'] },
);

const METHODS_SENT = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

interface Call {
  route: RouteKey;
  method: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  encrypt: boolean;
}

const call = (route: RouteKey): fc.Arbitrary<Call> =>
  fc.record({
    route: fc.constant(route),
    method: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS_SENT) }),
    query,
    headers: headers.map(({ merchant, authorization, host, extra }) => {
      const out: Record<string, string> = { ...extra, merchant };
      if (authorization !== undefined) out.authorization = authorization === 'valid' ? `Bearer ${token}` : authorization;
      if (host !== undefined) out.host = host;
      return out;
    }),
    body: bodyText,
    encrypt: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  });

async function sendCall(base: string, c: Call): Promise<Answer> {
  const method = c.method || c.route.method;
  const search = new URLSearchParams(c.query).toString();
  let body = method === 'GET' || method === 'OPTIONS' ? undefined : c.body;
  const headers = { ...c.headers };
  // Encrypted bodies are small (the server refuses large ones before decrypting): only those are encrypted.
  if (c.encrypt && body !== undefined && body.length < 4_000) {
    // The body's text as the payload the app would encrypt: it reaches the handlers after decryption.
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      payload = body;
    }
    const encrypted = await encryptRequest(payload, rsaPem);
    headers.encryption = encrypted.header;
    body = JSON.stringify(encrypted.body);
  }
  // Over a socket: what Node's parser makes of the bytes is part of what is fuzzed.
  return send(base, `${c.route.path}${search ? `?${search}` : ''}`, { method, headers, body, socket: true });
}

function expectWellFormed(answer: Pick<Answer, 'status' | 'headers' | 'text'>, method: string): void {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (answer.status < 400 || method === 'HEAD') return;
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text)).toMatchObject({ success: false, message: expect.any(String), errorCode: expect.any(String) });
}

/** Runs a property with the suite's seed, and says how to replay it when it fails. */
async function check<Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncProperty<Ts>, numRuns: number): Promise<void> {
  try {
    await fc.assert(property, { seed, numRuns });
  } catch (error) {
    console.error(`Input fuzzing failed with seed ${seed}: replay with FUZZ_SEED=${seed}`);
    throw error;
  }
}

test('every route, any body, query and headers: never a 5xx, errors always in the JSON envelope', async () => {
  const routes = [...server.routes, { method: 'GET', path: '/wps/no/such/call' }, { method: 'POST', path: '/m/home' }];
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    await check(
      fc.asyncProperty(call(route), async (c) => {
        expectWellFormed(await sendCall(base, c), c.method || c.route.method);
      }),
      RUNS_PER_ROUTE,
    );
  }
}, 120_000);

test('any request target and header bytes: an answer in the envelope, never a 5xx or a silent close', async () => {
  const targetChars = fc
    .integer({ min: 0x21, max: 0xff })
    .filter((c) => c !== 0x7f)
    .map((c) => String.fromCharCode(c));
  const target = fc.oneof(
    fc.string({ unit: targetChars, maxLength: 40 }).map((t) => `/${t}`),
    fc.string({ unit: targetChars, maxLength: 40 }).map((t) => `/wps/${t}`),
    fc.string({ unit: targetChars, minLength: 1, maxLength: 40 }),
  );
  const headerLine = fc
    .tuple(fc.string({ unit: targetChars, maxLength: 12 }), fc.string({ unit: targetChars, maxLength: 40 }))
    .map(([name, v]) => `${name}: ${v}`);
  await check(
    fc.asyncProperty(fc.constantFrom('GET', 'POST', 'HEAD', 'BREW'), target, fc.array(headerLine, { maxLength: 3 }), async (method, t, lines) => {
      const answer = await sendRaw(server.port, [`${method} ${t} HTTP/1.1`, 'Host: m.royal88.test', ...lines, 'Connection: close', '', ''].join('\r\n'));
      expect(answer.status, answer.text.slice(0, 200)).toBeGreaterThan(0);
      expectWellFormed(answer, method);
    }),
    RAW_RUNS,
  );
}, 120_000);

test('the server still answers normally after the fuzzing', async () => {
  const config = await send(base, '/wps/system/config', { headers: { Merchant: 'royal88' } });
  expect(config.status, config.text).toBe(200);
  const session = await send(base, '/wps/member/info', { headers: { Merchant: 'royal88', Authorization: `Bearer ${token}` } });
  expect(session.status).toBeLessThan(500);
});
