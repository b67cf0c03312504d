// A client whose request arrives too slowly (headers that stall, half a body) is answered 408 in the
// API's error envelope within the server's time-outs, here short ones, and is never an unexpected error.
import { connect } from 'node:net';
import { server, withScratchServer } from '../tests/server/support.ts';

const HEADERS_MS = 300;
const REQUEST_MS = 500;
/** Far below Node's own defaults (60 s for the headers, 5 min for a request), far above ours: a loaded machine is slow, not wrong. */
const GIVE_UP_MS = 10_000;

withScratchServer({ timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, keepAliveMs: 200 } });

interface Stalled {
  /** Everything the server sent, as text. */
  received: string;
  /** The server closed the connection (before the test gave up). */
  closed: boolean;
  elapsedMs: number;
}

/** Sends the start of a request, never the rest, and reads until the server closes the connection. */
function sendAndStall(bytes: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ received, closed: false, elapsedMs: Date.now() - started });
    }, GIVE_UP_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closed: true, elapsedMs: Date.now() - started });
    });
  });
}

const answerOf = (received: string) => {
  const split = received.indexOf('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), head: received.slice(0, split), body: received.slice(split + 4) };
};

let logged: string[];
beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

test('a request whose headers stall after the request line gets a 408 JSON envelope once the headers time-out has passed', async () => {
  const stalled = await sendAndStall('GET /wps/system/config HTTP/1.1\r\nHost: m.royal88.test\r\n');
  expect(stalled.closed).toBe(true);
  expect(stalled.elapsedMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
  const answer = answerOf(stalled.received);
  expect(answer.status).toBe(408);
  expect(answer.head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String), errorCode: 'request_timeout' });
});

test('a request that sends its headers and half its body gets a 408 JSON envelope once the request time-out has passed, and nothing is logged', async () => {
  const body = '{"events":"[{\\"name\\":\\"deposit\\"}]","pixelTrack":{}}';
  const stalled = await sendAndStall(
    `POST /wps/relay/CSP_sendTrackingEvent HTTP/1.1\r\nHost: m.royal88.test\r\nMerchant: royal88\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
  );
  expect(stalled.closed).toBe(true);
  expect(stalled.elapsedMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  const answer = answerOf(stalled.received);
  expect(answer.status).toBe(408);
  expect(answer.head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: expect.any(String), errorCode: 'request_timeout' });
  // The handler that was reading the body hears the connection close: an abort, not an unexpected error.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(logged).toEqual([]);
});

test('the server still answers at once afterwards', async () => {
  const res = await fetch(`http://127.0.0.1:${server.port}/wps/system/config`, { headers: { Merchant: 'royal88' } });
  expect(res.status).toBe(200);
});
