// Helpers for the server's tests: a scratch copy of the project's configs, and HTTP requests that can
// set the Host header (fetch always sends the address it connects to).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptRequest } from '../../src/api/encryption.ts';
import { createServer, type RunningServer, type ServerOptions } from '../../server/index.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A temporary folder holding copies of merchants/, templates/ and schema/. */
export function scratchProject(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'wl-server-'));
  for (const dir of ['merchants', 'templates', 'schema']) cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Writes a stand-in for the app's build (dist/) into a project folder; the folder, for `distDir`. */
export function writeAppBuild(root: string, files: Record<string, string | Buffer>): string {
  const dist = path.join(root, 'dist');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  return dist;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** Servers of this process by their base address: their API calls are asked in-process (see send). */
const inProcess = new Map<string, RunningServer>();

/**
 * Asks a server for a path. An API call (/wps/) of a server started in this process goes through the
 * framework's injection, without a socket, unless `socket` says the socket is what the test is about.
 */
export function send(
  base: string,
  pathname: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; socket?: boolean } = {},
): Promise<Answer> {
  const local = inProcess.get(base);
  if (local && !opts.socket && pathname.startsWith('/wps/')) return injected(local, pathname, opts);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: <T>() => JSON.parse(text) as T });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

async function injected(server: RunningServer, pathname: string, opts: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  const res = await server.inject({
    method: (opts.method ?? 'GET') as 'GET',
    url: pathname,
    headers: opts.headers,
    ...(opts.body === undefined ? {} : { payload: opts.body }),
  });
  const body = res.rawPayload;
  const text = body.toString('utf8');
  // As a socket's client reads them: every value a string.
  const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, typeof value === 'number' ? String(value) : value]));
  return { status: res.statusCode, headers, body, text, json: <T>() => JSON.parse(text) as T };
}

/**
 * Sends bytes as they are (a request fetch would refuse to make) and reads the answer until the server
 * closes the connection: its status, its head as sent, its headers by lower-case name and its body.
 */
export function sendRaw(port: number, bytes: string): Promise<{ status: number; head: string; headers: Record<string, string>; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = out.indexOf('\r\n\r\n');
      const head = out.slice(0, split);
      const lines = head.split('\r\n');
      const headerPairs = lines.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0])?.[1] ?? 0), head, headers: Object.fromEntries(headerPairs), text: out.slice(split + 4) });
    });
  });
}

export interface EventStream {
  /** The next event with this name (earlier events of other names are skipped). */
  next(name: string, timeoutMs?: number): Promise<{ name: string; data: unknown; id?: string }>;
  close(): void;
}

/** Reads a server-sent event stream. */
export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (!res.body) throw new Error('no event stream');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queue: { name: string; data: unknown; id?: string }[] = [];
  const pull = async () => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((l) => !l.startsWith(':') && l.includes(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
        );
        if (fields.event) queue.push({ name: fields.event, data: JSON.parse(fields.data ?? 'null'), id: fields.id });
        if (queue.length > 0) return;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream closed');
      buffer += value;
    }
  };
  return {
    async next(name, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (queue.length > 0) {
          const event = queue.shift()!;
          if (event.name === name) return event;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          pull(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no "${name}" event within ${timeoutMs} ms`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * Options of a scratch server; `prepare` edits the scratch configs before the server starts, and may
 * answer options that depend on them (a build folder written there, say).
 */
export type ScratchOptions = Partial<ServerOptions> & {
  prepare?(root: string): Partial<ServerOptions> | void | Promise<Partial<ServerOptions> | void>;
};

export interface ScratchServer {
  server: RunningServer;
  base: string;
  root: string;
  close(): Promise<void>;
}

/**
 * A server on a scratch copy of the configs (in `root`, which a test may edit and reload) with an
 * in-memory database, ready once this resolves.
 */
export async function startScratchServer({ prepare, ...opts }: ScratchOptions = {}): Promise<ScratchServer> {
  const project = scratchProject();
  const prepared = (await prepare?.(project.root)) ?? {};
  // Route tests name their merchant by header on the address the server listens on (merchantByHeader);
  // the server as deployed, where the host decides, is tested by asking for it (serveMode.test.ts).
  const server = await createServer({
    root: project.root,
    port: 0,
    host: '127.0.0.1',
    preview: false,
    devOutboxes: true,
    checkAnswers: true,
    merchantByHeader: true,
    dataDir: 'memory',
    quiet: true,
    ...opts,
    ...prepared,
  });
  await server.db.query('SELECT 1');
  const base = `http://127.0.0.1:${server.port}`;
  inProcess.set(base, server);
  return {
    server,
    base,
    root: project.root,
    async close() {
      inProcess.delete(base);
      await server.close();
      project.remove();
    },
  };
}

/** The server of the test file that called `withScratchServer`, its address and its configs' folder. */
export let server: RunningServer;
export let base: string;
export let root: string;

/** Starts a scratch server before the file's tests and closes it after them. */
export function withScratchServer(opts: ScratchOptions = {}): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, base, root, close } = await startScratchServer(opts));
  }, 60_000);
  afterAll(() => close?.(), 30_000);
}

/** POSTs a body encrypted as the app encrypts it, with the server's current RSA key. */
export async function postEncrypted(base: string, pathname: string, payload: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
  const pem = (await send(base, '/wps/session/key/rsa', { headers })).json<{ value: string }>().value;
  const request = await encryptRequest(payload, pem);
  return send(base, pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers, Encryption: request.header },
    body: JSON.stringify(request.body),
  });
}
