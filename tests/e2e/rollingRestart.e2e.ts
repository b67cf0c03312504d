// A rolling restart behind a reverse proxy loses nothing: two `wl serve` instances behind nginx,
// configured as docs/operations.md says, under steady load on a page, the site config and a login; one
// instance is stopped (SIGTERM) and started again, then the other; no request fails.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './harness.ts';

const NGINX = '/usr/sbin/nginx';
/** The proxy's configuration of deploy/nginx.conf (docs/operations.md), with this test's addresses. */
function proxyConfig(dir: string, listen: number, upstreams: number[]): string {
  const shipped = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = /server app1:8080( [^;]*);\n\s*server app2:8080\1;/.exec(shipped);
  assert.ok(servers, 'deploy/nginx.conf names its two instances app1:8080 and app2:8080, with the same options');
  return (
    shipped
      .replace(servers[0], upstreams.map((p) => `server 127.0.0.1:${p}${servers[1]};`).join('\n    '))
      .replace('listen 80;', `listen 127.0.0.1:${listen};`)
      .replace('server_name m.royal88.example m.sorte777.example m.xoso68.example;', 'server_name _;')
      // The test's nginx runs in the foreground, with its files in a folder of its own.
      .replace(/^/, `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}`)
      // The load tool sends its next request without reading a Connection: close, which nginx says after
      // 1000 requests on one connection (a browser opens another): such a close is not the instances' doing.
      .replace(
        'http {',
        `http {\n  keepalive_requests 1000000;\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
      )
  );
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Whether nginx came up on the port (its own Server header on /readyz), rather than exiting. */
async function nginxAnswers(nginx: ChildProcess, port: number): Promise<boolean> {
  let exited = false;
  nginx.once('exit', () => (exited = true));
  while (!exited) {
    const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200 && (r.headers.get('server') ?? '').startsWith('nginx'),
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** nginx with the shipped configuration in front of the upstreams, in `dir`; resolves once it answers. */
async function startProxy(dir: string, upstreams: number[]): Promise<{ nginx: ChildProcess; port: number }> {
  // Another process may take the probed port before nginx binds it (suites run side by side): nginx then
  // exits, and whatever took the port may even answer. A start counts once nginx itself answers.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), proxyConfig(dir, port, upstreams));
    const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (await nginxAnswers(nginx, port)) return { nginx, port };
    if (attempt === 3) throw new Error(`nginx did not start:\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
  }
}

interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const instanceLog: string[] = [];

/** `wl serve` on a port, on an in-memory database of its own; resolves once /readyz answers 200. */
async function startInstance(port: number): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/wl.mjs'), 'serve', '--host', '127.0.0.1', '--port', String(port), '--drain-delay', '1'], {
    cwd: root,
    env: { ...process.env, WL_DATA_DIR: 'memory', WL_TRUSTED_PROXIES: '127.0.0.1', WL_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its records (warnings and errors only, at this level), to say what went wrong if a request failed.
  child.stdout!.on('data', (chunk: Buffer) => instanceLog.push(`${port}: ${chunk.toString().trimEnd()}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { port, child, exited };
    const gone = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 100, false))]);
    if (gone) throw new Error(`wl serve on ${port} exited before it was ready`);
  }
}

const skip = !existsSync(NGINX) ? 'nginx is not installed (.ci/run installs it)' : undefined;

describe('a rolling restart behind nginx', { skip }, () => {
  let dir: string;
  let nginx: ChildProcess;
  let proxyPort: number;
  const instances: Instance[] = [];

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wl-rolling-'));
    const [a, b] = [await freePort(), await freePort()];
    instances.push(...(await Promise.all([startInstance(a), startInstance(b)])));
    ({ nginx, port: proxyPort } = await startProxy(dir, [a, b]));
  });
  after(async () => {
    nginx?.kill('SIGTERM');
    for (const instance of instances) instance.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request while each instance in turn stops and starts again', async () => {
    const host = { host: 'm.royal88.test' };
    const load = [
      { path: '/m/home', headers: host },
      { path: '/wps/system/config', headers: host },
      {
        path: '/wps/session/login',
        method: 'POST' as const,
        headers: { ...host, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'rolling1', password: 'not-the-password', type: 'password' }),
      },
    ];
    const running = load.map(
      (request) =>
        autocannon({
          url: `http://127.0.0.1:${proxyPort}`,
          connections: 2,
          // A steady rate, not as fast as it can: other suites share the machine's two cores.
          overallRate: 40,
          duration: 120,
          timeout: 20,
          requests: [request],
        }) as unknown as autocannon.Instance & Promise<autocannon.Result>,
    );
    const failed = running.map(() => ({ fivexx: 0, said: [] as string[] }));
    running.forEach((run, i) => {
      run.on('response', (_client: unknown, status: number) => {
        if (status < 500) return;
        failed[i].fivexx += 1;
        failed[i].said.push(`${new Date().toISOString()} answered ${status}`);
      });
      run.on('reqError', (error: Error) => failed[i].said.push(`${new Date().toISOString()} ${error.message}`));
    });
    for (const [i, instance] of instances.entries()) {
      instance.child.kill('SIGTERM');
      assert.equal(await instance.exited, 0, 'a stopped instance exits 0');
      instances[i] = await startInstance(instance.port);
    }
    for (const run of running) run.stop();
    const results = await Promise.all(running);
    for (const [i, result] of results.entries()) {
      const what = load[i].path;
      assert.ok(result.requests.total > 20, `${what}: too few requests to tell (${result.requests.total})`);
      assert.deepEqual(
        { errors: result.errors, timeouts: result.timeouts, fivexx: failed[i].fivexx },
        { errors: 0, timeouts: 0, fivexx: 0 },
        `${what}: ${failed[i].said.join('; ')}\nThe proxy's log:\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}\nThe instances' log:\n${instanceLog.join('\n')}`,
      );
    }
  });
});

/**
 * An upstream that, when told, holds its thread until two connections wait in the kernel's queue of
 * connections not yet accepted (read from /proc/net/tcp: for a listening socket, rx_queue is that queue),
 * and a moment more for the proxy to send their requests; then it stops listening, which resets each one
 * unread (what a busy instance's stop does to the connections that reach it at that instant). Held, not
 * timed: a loaded machine only makes it wait longer. It answers with Connection: close, so the proxy
 * keeps no connection to it that a request could reach it by instead.
 */
const CLOSES_WITH_A_QUEUE = `
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const server = http.createServer((req, res) => { req.resume(); res.writeHead(200, { Connection: 'close' }).end('first'); });
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
function queued() {
  const local = ':' + server.address().port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\\n').slice(1)) {
    const fields = line.trim().split(/\\s+/);
    if (fields[1] && fields[1].endsWith(local) && fields[3] === '0A') return parseInt(fields[4].split(':')[1], 16);
  }
  return 0;
}
process.stdin.once('data', () => {
  console.log('HOLDING');
  const until = Date.now() + 30000;
  while (queued() < 2 && Date.now() < until) sleep(20);
  sleep(300);
  net.Server.prototype.close.call(server);
});
`;
const ANSWERS = `
const http = require('node:http');
const server = http.createServer((req, res) => { req.resume(); res.end('second'); });
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

/** A plain Node process running `script`, once it printed its port. */
function upstream(script: string): Promise<{ child: ChildProcess; port: number; printed: (line: string) => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const waiter of waiters.filter((w) => out.includes(`${w.line}\n`))) waiter.resolve();
  });
  const printed = (line: string) => new Promise<void>((resolve) => (out.includes(`${line}\n`) ? resolve() : waiters.push({ line, resolve })));
  return new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error('an upstream exited before it listened')));
    const seen = () => {
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port), printed });
      else child.stdout!.once('data', seen);
    };
    child.stdout!.once('data', seen);
  });
}

describe('the proxy, when an instance resets a request it never read', { skip }, () => {
  it('sends the POST to the other instance, as a refused connection is', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-reset-'));
    const upstreams: ChildProcess[] = [];
    let nginx: ChildProcess | undefined;
    try {
      const [first, second] = await Promise.all(
        [CLOSES_WITH_A_QUEUE, ANSWERS].map(async (script) => {
          const running = await upstream(script);
          upstreams.push(running.child);
          return running;
        }),
      );
      const proxy = await startProxy(dir, [first.port, second.port]);
      nginx = proxy.nginx;
      const port = proxy.port;
      first.child.stdin!.write('go\n');
      await first.printed('HOLDING');
      // Round robin: half of them are sent to the first upstream, into its queue.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`http://127.0.0.1:${port}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
            async (r) => (r.status === 200 ? `200 ${await r.text()}` : String(r.status)),
          ),
        ),
      );
      const log = readFileSync(path.join(dir, 'error.log'), 'utf8');
      assert.match(log, /Connection reset by peer/, 'a request reached the first upstream and was reset there (else this test shows nothing)');
      assert.deepEqual(answers, Array(4).fill('200 second'), `The proxy's log:\n${log}`);
    } finally {
      // Whatever started, however far the test got; nginx by its signal for a stop, which ends its workers.
      nginx?.kill('SIGTERM');
      for (const child of upstreams) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
