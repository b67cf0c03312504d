// A client that closes its connection (a player leaving the page, a phone losing its signal) is no
// server error: nothing is logged as unexpected, and what the answer held open (a file) is let go.
import { existsSync, readdirSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { send, server, withScratchServer } from '../tests/server/support.ts';

const BIG_IMAGE = 'abort-test-big.png';
let bigImagePath: string;

withScratchServer({
  prepare: (root) => {
    // Larger than the socket buffers take at once, so the answer is still being written when the client leaves.
    const file = path.join(root, 'merchants/assets/royal88', BIG_IMAGE);
    writeFileSync(file, Buffer.alloc(32_000_000, 7));
    bigImagePath = realpathSync(file);
    return {};
  },
});

let logged: string[];
beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn', 'log'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

const opened = async (bytes: string): Promise<Socket> => {
  const socket = connect(server.port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(bytes);
  return socket;
};

/** Waits for the server to have heard of the close, then checks it still answers. */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await send(`http://127.0.0.1:${server.port}`, '/wps/system/config', { headers: { Merchant: 'royal88' } })).status).toBe(200);
}

/** How many files the server's process holds open on this path (Linux's view of open files). */
const openHandlesOn = (file: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;

test('a request aborted while its body is being read logs no unexpected error', async () => {
  const socket = await opened(
    'POST /wps/relay/CSP_sendTrackingEvent HTTP/1.1\r\nHost: m.royal88.test\r\nMerchant: royal88\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"events":',
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
  await settled();
  expect(logged.filter((line) => /unexpected error/i.test(line))).toEqual([]);
  expect(logged).toEqual([]);
});

test('a request aborted while the answer is written logs no unexpected error', async () => {
  for (let i = 0; i < 3; i++) {
    const socket = await opened(`GET /cdn/royal88/${BIG_IMAGE} HTTP/1.1\r\nHost: m.royal88.test\r\n\r\n`);
    // The head and the first bytes of the file have come: the rest is on its way.
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
  }
  await settled();
  expect(logged).toEqual([]);
});

test.runIf(existsSync('/proc/self/fd'))('a file whose answer was cut short is closed', async () => {
  const socket = await opened(`GET /cdn/royal88/${BIG_IMAGE} HTTP/1.1\r\nHost: m.royal88.test\r\n\r\n`);
  await new Promise((resolve) => socket.once('data', resolve));
  expect(openHandlesOn(bigImagePath)).toBe(1);
  socket.destroy();
  await settled();
  expect(openHandlesOn(bigImagePath)).toBe(0);
});
