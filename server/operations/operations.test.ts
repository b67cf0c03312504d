// The probes and the graceful stop, on a real server: /healthz and /readyz on any host and never cached,
// not ready on a broken file at start, and a stop that turns /readyz 503 at once, keeps serving for the
// drain delay, lets a request whose body is still arriving finish, closes kept-alive connections after
// their answer, and is bounded.
import { writeFileSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { startScratchServer, type ScratchServer } from '../../tests/server/support.ts';

let running: ScratchServer | undefined;
afterEach(async () => {
  await running?.close().catch(() => undefined);
  running = undefined;
});

const probe = async (base: string, pathname: string, host = 'nobody.example') => {
  const answer = await fetch(base + pathname, { headers: { host } });
  return {
    status: answer.status,
    cache: answer.headers.get('cache-control'),
    body: (await answer.json()) as { status: string; checks?: Record<string, string> },
  };
};

/** Sends a request's head and the first half of its body; the rest goes when `finish` is called. */
function halfRequest(port: number, pathname: string): { finish(): void; answer: Promise<string> } {
  const body = JSON.stringify({ username: 'slow-player', password: 'not-a-real-one' });
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: m.royal88.test\r\nMerchant: royal88\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { finish: () => socket.write(body.slice(10)), answer };
}

describe('the probes', () => {
  it('answer on any host name, never cached: the process answers, and every part is ready', async () => {
    running = await startScratchServer();
    expect(await probe(running.base, '/healthz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await probe(running.base, '/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', files: 'ok', render: 'ok' } },
    });
    expect((await fetch(`${running.base}/readyz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('say not ready, naming the file, when the instance started on a broken merchant file', async () => {
    running = await startScratchServer({
      prepare: (root) => {
        const file = path.join(root, 'merchants/xoso68.json');
        writeFileSync(file, readFileSync(file, 'utf8').replace(/"name": "[^"]+"/, '"name": 68'));
        return {};
      },
    });
    const ready = await probe(running.base, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('not ready');
    expect(ready.body.checks).toMatchObject({ database: 'ok', render: 'ok' });
    expect(ready.body.checks?.files).toMatch(/^files with problems are not served: merchants\/xoso68\.json:\d+:\d+ \/name /);
    expect((await probe(running.base, '/healthz')).status).toBe(200);
  });
});

describe('a graceful stop', () => {
  it('turns /readyz 503 at once, serves during the drain delay, and lets a request in flight finish', async () => {
    running = await startScratchServer();
    const { server, base } = running;
    const slow = halfRequest(server.port, '/wps/session/login');
    // The request is in flight once its head has arrived.
    await vi.waitFor(async () => expect((await server.readiness()).ready).toBe(true));
    const said: string[] = [];
    const stopped = server.shutdown({ drainMs: 400, timeoutMs: 10_000, say: (line) => said.push(line) });

    const ready = await probe(base, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks?.shutdown).toBe('this instance is stopping');
    // Still served during the drain delay, on a new connection kept alive: closing it would only make
    // a proxy open another to this instance.
    const during = await fetch(`${base}/wps/system/config`, { headers: { merchant: 'royal88' } });
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('keep-alive');

    await vi.waitFor(() => expect(said.join('\n')).toMatch(/waiting for 1 request in flight and the open connections to close/), { timeout: 5000 });
    slow.finish();
    // Answered once it has arrived, after the instance stopped listening: its connection closes after.
    const answer = await slow.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await stopped;
    expect(said.at(-1)).toMatch(/^Stopped in [\d.]+ s, every request answered$/);
    // Nothing listens any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    running = undefined;
  });

  it('is bounded: a request that never finishes has its connection closed at the timeout', async () => {
    running = await startScratchServer();
    const { server } = running;
    const stuck = halfRequest(server.port, '/wps/session/login');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const said: string[] = [];
    const began = Date.now();
    await server.shutdown({ drainMs: 0, timeoutMs: 600, say: (line) => said.push(line) });
    expect(Date.now() - began).toBeLessThan(5000);
    expect(said.join('\n')).toMatch(/1 request\(s\) still in flight after 0\.6 s: their connections are closed/);
    expect(await stuck.answer).toBe('');
    running = undefined;
  });
});
