import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/index.ts';
import { root } from './harness.ts';

function wl(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/wl.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

describe('wl validate', () => {
  it('accepts every shipped merchant and template', () => {
    const run = wl('validate');
    assert.equal(run.status, 0, run.stdout + run.stderr);
  });

  it('rejects a broken merchant file, naming its line, column and pointer', () => {
    const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8');
    const lines = source.split('\n');
    const at = lines.findIndex((l) => l.includes('"maxCloseTimes"'));
    assert.ok(at > 0);
    lines[at] = lines[at].replace(/"maxCloseTimes": -?\d+/, '"maxCloseTimes": "three"');
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-validate-'));
    const file = path.join(dir, 'royal88.json');
    writeFileSync(file, lines.join('\n').replace('"../schema/merchant.schema.json"', JSON.stringify(path.join(root, 'schema/merchant.schema.json'))));
    const run = wl('validate', file);
    const out = run.stdout + run.stderr;
    assert.equal(run.status, 1, out);
    assert.match(out, new RegExp(`royal88\\.json:${at + 1}:\\d+`));
    assert.match(out, /\/whitelabel\/A2HS3\/maxCloseTimes/);
  });

  it('rejects a banner that links to a javascript: URL, naming its line, column and pointer', () => {
    const find = '"linkage": "/m/activity?id=101"';
    const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8').replace(
      '"../schema/merchant.schema.json"',
      JSON.stringify(path.join(root, 'schema/merchant.schema.json')),
    );
    const lines = source.split('\n');
    const at = lines.findIndex((l) => l.includes(find));
    assert.ok(at > 0, `no line with ${find}`);
    const column = lines[at].indexOf(find) + '"linkage": '.length + 1;
    lines[at] = lines[at].replace(find, '"linkage": "javascript:alert(document.cookie)"');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-validate-')), 'royal88.json');
    writeFileSync(file, lines.join('\n'));
    const run = wl('validate', file);
    const out = run.stdout + run.stderr;
    assert.equal(run.status, 1, out);
    assert.match(
      out,
      new RegExp(
        `royal88\\.json:${at + 1}:${column} /content/banners/0/linkage "javascript:alert\\(document\\.cookie\\)" is not allowed here: An http\\(s\\) address`,
      ),
    );
  });

  it('rejects a theme whose text would be hard to read, naming the colour to change', () => {
    const source = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8')
      .replace('"../schema/merchant.schema.json"', JSON.stringify(path.join(root, 'schema/merchant.schema.json')))
      .replace('"text": "#fff7e8"', '"text": "#5a4a4a"');
    const line = source.split('\n').findIndex((l) => l.includes('"text": "#5a4a4a"')) + 1;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-validate-')), 'royal88.json');
    writeFileSync(file, source);
    const run = wl('validate', file);
    const out = run.stdout + run.stderr;
    assert.equal(run.status, 1, out);
    assert.match(out, new RegExp(`royal88\\.json:${line}:\\d+ /theme/text text on the background: contrast \\d\\.\\d\\d:1`));
  });

  it('applies the safe fixes of the cross-document rules with --fix, as the smallest edits, and says what is left in JSON', () => {
    const source = readFileSync(path.join(root, 'merchants/sorte777.json'), 'utf8')
      .replace('"../schema/merchant.schema.json"', JSON.stringify(path.join(root, 'schema/merchant.schema.json')))
      .replace('"logo": "/cdn/sorte777/logo.png"', '"logo": "/cdn/sorte777/LOGO.png"')
      .replace('"A2HS3": { "enabled": true', '"A2HS3": { "enabled": false');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-validate-')), 'sorte777.json');
    writeFileSync(file, source);
    const logoLine = source.split('\n').findIndex((l) => l.includes('LOGO.png')) + 1;

    const before = wl('validate', file, '--format', 'json');
    assert.equal(before.status, 1, before.stderr);
    const report = JSON.parse(before.stdout) as {
      ok: boolean;
      problems: { rule?: string; line: number; fix?: string }[];
      warnings: { rule: string; fix?: string; message: string }[];
    };
    assert.equal(report.ok, false);
    assert.deepEqual(
      report.problems.map((p) => [p.rule, p.line, p.fix]),
      [['asset-path', logoLine, 'write /cdn/sorte777/logo.png']],
    );
    assert.deepEqual(
      report.warnings.map((w) => w.fix),
      ['add "installPrompt" to pages.home.disabled'],
    );

    const fix = wl('validate', file, '--fix');
    assert.equal(fix.status, 0, fix.stdout + fix.stderr);
    assert.match(fix.stdout, new RegExp(`fixed .*sorte777\\.json:${logoLine}:\\d+ /theme/logo write /cdn/sorte777/logo\\.png`));
    // The smallest edits: the logo's value and the page's disabled list; every other byte as it was.
    assert.equal(
      readFileSync(file, 'utf8'),
      source
        .replace('"logo": "/cdn/sorte777/LOGO.png"', '"logo": "/cdn/sorte777/logo.png"')
        .replace('"disabled": ["forceDownload"]', '"disabled": ["forceDownload", "installPrompt"]'),
    );

    const again = wl('validate', file, '--fix');
    assert.equal(again.status, 0, again.stderr);
    assert.doesNotMatch(again.stdout, /fixed/);
    assert.match(again.stdout + again.stderr, /All 1 files are valid/);
  });

  it('lists the cross-document rules with --rules', async () => {
    const { LINT_RULES } = await import('../../project/lint/registry.ts');
    const run = wl('validate', '--rules');
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/).slice(0, 2)),
      LINT_RULES.map((r) => [r.id, r.severity]),
    );
  });

  it('suggests the near name of a mistyped block type', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-validate-'));
    const file = path.join(dir, 'broken-home.json');
    const template = JSON.parse(readFileSync(path.join(root, 'templates/casino-home.json'), 'utf8'));
    template.$schema = path.join(root, 'schema/template.schema.json');
    template.blocks.banner.type = 'baner-carousel';
    writeFileSync(file, JSON.stringify(template, null, 2));
    const run = wl('validate', file);
    const out = run.stdout + run.stderr;
    assert.equal(run.status, 1, out);
    assert.match(out, /\/blocks\/banner\/type/);
    assert.match(out, /did you mean "banner-carousel"/);
  });

  it('says where a comma is missing, in words', () => {
    const source = readFileSync(path.join(root, 'merchants/xoso68.json'), 'utf8');
    const line = source.split('\n').findIndex((l) => l.includes('"merchantCode": "xoso68",')) + 1;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-validate-')), 'xoso68.json');
    writeFileSync(file, source.replace('"merchantCode": "xoso68",', '"merchantCode": "xoso68"'));
    const run = wl('validate', file);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, new RegExp(`xoso68\\.json:${line}:27 / missing comma after line ${line}\n`));
  });

  /** The shipped casino template with one line changed, written where validate is pointed at it. */
  function editedTemplate(find: string, replace: string): { file: string; line: number } {
    const source = readFileSync(path.join(root, 'templates/casino-home.json'), 'utf8').replace(
      '"../schema/template.schema.json"',
      JSON.stringify(path.join(root, 'schema/template.schema.json')),
    );
    const line = source.split('\n').findIndex((l) => l.includes(find)) + 1;
    assert.ok(line > 0, `no line with ${find}`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-validate-')), 'casino-home.json');
    writeFileSync(file, source.replace(find, replace));
    return { file, line };
  }

  it('rejects an unknown overlay type, naming line and column and the near name', () => {
    const { file, line } = editedTemplate('"type": "announcement-popup"', '"type": "anouncement-popup"');
    const run = wl('validate', file);
    const out = run.stdout + run.stderr;
    assert.equal(run.status, 1, out);
    assert.match(out, new RegExp(`casino-home\\.json:${line}:\\d+ /overlays/announcements/type`));
    assert.match(out, /did you mean "announcement-popup"/);
  });

  it('rejects a bad overlay prop, naming line and column', () => {
    const { file, line } = editedTemplate('"group": "m_popup2"', '"group": "m_popup2", "delayMs": "soon"');
    const run = wl('validate', file);
    const out = run.stdout + run.stderr;
    assert.equal(run.status, 1, out);
    assert.match(out, new RegExp(`casino-home\\.json:${line}:\\d+ /overlays/popup2/props/delayMs`));
  });
});

describe('wl errors', () => {
  /** Runs wl and checks that it failed with exactly one line on stderr; returns that line. */
  function failsWithOneLine(...args: string[]): string {
    const run = wl(...args);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const lines = run.stderr.split('\n').filter(Boolean);
    assert.equal(lines.length, 1, `wl ${args.join(' ')} printed:\n${run.stderr}`);
    assert.equal(run.stdout, '');
    return lines[0];
  }

  it('says a missing file in one line', () => {
    assert.equal(failsWithOneLine('validate', 'nosuch.json'), 'error: no file nosuch.json');
  });

  it('says a port that is not one in one line', () => {
    assert.equal(failsWithOneLine('preview', '--no-build', '--port', 'abc'), 'error: the port must be a whole number from 0 to 65535, not "abc"');
    assert.equal(failsWithOneLine('serve', '--port', '70000'), 'error: the port must be a whole number from 0 to 65535, not "70000"');
  });

  it('refuses to preview a merchant that does not exist, naming the near one', () => {
    assert.equal(failsWithOneLine('preview', 'royal8', '--no-build'), 'error: no merchant "royal8" in merchants/ (did you mean "royal88"?)');
    assert.equal(failsWithOneLine('studio', 'royal8', '--no-build'), 'error: no merchant "royal8" in merchants/ (did you mean "royal88"?)');
    assert.match(failsWithOneLine('preview', 'nosuch', '--no-build'), /^error: no merchant "nosuch" in merchants\/ \(there are: .*royal88.*\)$/);
    assert.equal(failsWithOneLine('preview', 'elsewhere/nosuch.json', '--no-build'), 'error: no merchant file elsewhere/nosuch.json');
  });

  it('says an encoded chat address that does not decode, and decodes one that does', () => {
    assert.match(failsWithOneLine('cs-path', '--decode', 'abc'), /^error: "abc" does not decode to a chat address/);
    const encoded = wl('cs-path', 'https://chat.example.test/live', '--key', 'Abc12345');
    assert.equal(encoded.status, 0, encoded.stderr);
    const decoded = wl('cs-path', '--decode', encoded.stdout.trim());
    assert.equal(decoded.stdout.trim(), 'https://chat.example.test/live');
  });

  it("says commander's own errors in one line", () => {
    assert.match(failsWithOneLine('validate', '--prot'), /^error: unknown option '--prot'/);
    assert.match(failsWithOneLine('new-merchant', 'lucky99'), /^error: required option '--from <code>' not specified$/);
  });

  it('refuses to make a merchant over an existing one', () => {
    assert.equal(
      failsWithOneLine('new-merchant', 'sorte777', '--from', 'royal88'),
      'error: merchant "sorte777" exists already (merchants/sorte777.json): nothing was written',
    );
    assert.equal(failsWithOneLine('new-merchant', 'lucky99', '--from', 'royal8'), 'error: no merchant "royal8" in merchants/ (did you mean "royal88"?)');
  });
});

/** Starts `wl <args>` on a free port with an in-memory database; resolves once it prints its port. */
async function started(args: string[], portLine: RegExp): Promise<{ port: number; stop(): Promise<void>; output(): string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/wl.mjs'), ...args, '--port', '0'], {
    cwd: root,
    env: { ...process.env, WL_DATA_DIR: 'memory', WL_TRUSTED_PROXIES: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = portLine.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`wl ${args.join(' ')} exited (${code}):\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    output: () => output,
    exited,
  };
}

/** Resolves once `condition` holds, looking again on each turn of the event loop's timers. */
async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A request to the server with a chosen Host header. */
async function get(address: string, port: number, pathname: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: address, port, path: pathname, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An address of this machine other than loopback, to try what other machines would reach. */
const outsideAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

describe('wl serve', () => {
  it('serves by host name only, with no outbox and with the security headers', async () => {
    const server = await started(['serve', '--host', '127.0.0.1', '--drain-delay', '0'], /Serving on [^\s]+:(\d+)/);
    try {
      const unknown = await get('127.0.0.1', server.port, '/wps/system/config', 'unknown.example');
      assert.equal(unknown.status, 404, 'a host no merchant claims gets no stand-in merchant');
      assert.equal(JSON.parse(unknown.body).errorCode, 'merchant_not_found');
      const known = await get('127.0.0.1', server.port, '/wps/system/config', 'm.royal88.test');
      assert.equal(JSON.parse(known.body).value.merchantCode, 'royal88');
      const outbox = await get('127.0.0.1', server.port, '/wps/dev/smsOutbox?mobileNum=84912345678', 'm.royal88.test');
      assert.equal(outbox.status, 404);
      const page = await get('127.0.0.1', server.port, '/m/home', 'unknown.example');
      assert.equal(page.status, 200, 'the app itself shows the unknown-site screen');
      assert.match(String(page.headers['content-security-policy']), /default-src 'self'.*frame-ancestors 'none'/);
      assert.equal(page.headers['x-frame-options'], 'DENY');
      assert.equal(page.headers['x-content-type-options'], 'nosniff');
      const events = await get('127.0.0.1', server.port, '/__preview/events', 'm.royal88.test');
      assert.equal(events.status, 404, 'no preview events');
    } finally {
      await server.stop();
    }
  });

  it('refuses to start on a database that newer code migrated, in one sentence', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wl-newer-db-'));
    try {
      const db = await openDb({ dataDir });
      await db.query('UPDATE wl_schema SET version = version + 1');
      await db.close();
      const run = spawnSync(process.execPath, [path.join(root, 'scripts/wl.mjs'), 'serve', '--port', '0'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WL_DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 60_000,
      });
      assert.equal(run.status, 1, run.stdout + run.stderr);
      // Said in the log's own format (JSON lines on standard output), as a fatal record.
      const records = run.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: string; msg: string });
      assert.deepEqual(
        records.map((r) => r.level),
        ['fatal'],
      );
      assert.match(records[0].msg, /^The database \(PGlite at .+\) is at schema version \d+, newer than this code's \d+: it was upgraded by a newer release\./);
      assert.equal(run.stderr, '');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers its probes on any host, and stops gracefully on SIGTERM: not ready at once, served while draining, exit 0', async () => {
    const server = await started(['serve', '--host', '127.0.0.1', '--drain-delay', '1', '--metrics-port', '0'], /Serving on [^\s]+:(\d+)/);
    let stopped = false;
    try {
      assert.equal((await get('127.0.0.1', server.port, '/healthz', 'unknown.example')).status, 200);
      // The metrics on their own loopback port, the request just made counted there.
      const metricsPort = Number(/metrics at http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(server.output())?.[1]);
      const metrics = await get('127.0.0.1', metricsPort, '/metrics', 'localhost');
      assert.match(metrics.body, /wl_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="2xx",merchant="none"\} 1/);
      // Ready once its parts are (the database, the files, the render's bundle): a loaded machine takes a moment.
      let ready = await get('127.0.0.1', server.port, '/readyz', 'unknown.example');
      for (const until = Date.now() + 60_000; ready.status !== 200 && Date.now() < until; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = await get('127.0.0.1', server.port, '/readyz', 'unknown.example');
      }
      assert.deepEqual([ready.status, JSON.parse(ready.body).status], [200, 'ready'], ready.body);
      const stopping = server.stop();
      await waitFor(() => server.output().includes('Stopping: /readyz answers 503'));
      const draining = await get('127.0.0.1', server.port, '/readyz', 'unknown.example');
      assert.equal(draining.status, 503);
      assert.equal(JSON.parse(draining.body).checks.shutdown, 'this instance is stopping');
      assert.equal((await get('127.0.0.1', server.port, '/wps/system/config', 'm.royal88.test')).status, 200, 'still served while draining');
      await stopping;
      assert.equal(await server.exited, 0);
      assert.match(server.output(), /Stopped in [\d.]+ s, every request answered/);
      stopped = true;
    } finally {
      // A failure above leaves the instance running: it would hold the suite open.
      if (!stopped) await server.stop();
    }
  });
});

describe('wl preview', () => {
  it('listens on this machine only unless --host says otherwise', async (t) => {
    const outside = outsideAddress();
    if (!outside) return t.skip('this machine has no address but loopback');
    const local = await started(['preview', '--no-build'], /localhost:(\d+)/);
    try {
      const page = await get('127.0.0.1', local.port, '/m/home', 'localhost');
      assert.equal(page.status, 200);
      assert.match(String(page.headers['content-security-policy']), /default-src 'self'/);
      await assert.rejects(get(outside, local.port, '/m/home', 'localhost'), /ECONNREFUSED/);
    } finally {
      await local.stop();
    }
    const shared = await started(['preview', '--no-build', '--host'], /localhost:(\d+)/);
    try {
      assert.equal((await get(outside, shared.port, '/m/home', 'localhost')).status, 200);
    } finally {
      await shared.stop();
    }
  });
});

describe('wl studio', () => {
  it('prints its address with a token, listens on this machine only, and refuses whoever lacks the token', async () => {
    const studio = await started(['studio', '--no-build'], /http:\/\/127\.0\.0\.1:(\d+)\/studio\/\?token=[\w-]{20,}/);
    try {
      for (const pathname of ['/studio/', '/m/home', '/wps/system/config'])
        assert.equal((await get('127.0.0.1', studio.port, pathname, `127.0.0.1:${studio.port}`)).status, 403, pathname);
      const outside = outsideAddress();
      if (outside) await assert.rejects(get(outside, studio.port, '/studio/', 'localhost'), /ECONNREFUSED/);
    } finally {
      await studio.stop();
    }
  });
});

describe('wl validate --watch', () => {
  it('validates again when a named file changes: a mistake shows, and its fix', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-watch-'));
    const file = path.join(dir, 'royal88.json');
    const good = readFileSync(path.join(root, 'merchants/royal88.json'), 'utf8').replace(
      '"$schema": "../schema/merchant.schema.json"',
      `"$schema": ${JSON.stringify(path.join(root, 'schema/merchant.schema.json'))}`,
    );
    writeFileSync(file, good);
    const child = spawn(process.execPath, [path.join(root, 'scripts/wl.mjs'), 'validate', '--watch', file], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const waitFor = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return false;
          resolve();
          return true;
        };
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          check();
        };
        if (check()) return;
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', () => reject(new Error(`wl validate --watch exited:\n${output}`)));
      });
    try {
      await waitFor(/Watching for changes/);
      assert.match(output, /All 1 files are valid/);
      output = '';
      writeFileSync(file, good.replace('"maxCloseTimes": 3', '"maxCloseTimes": "five"'));
      await waitFor(/1 problem in 1 of 1 files/);
      assert.match(output, /royal88\.json:\d+:\d+ \/whitelabel\/A2HS3\/maxCloseTimes must be integer/);
      output = '';
      writeFileSync(file, good);
      await waitFor(/All 1 files are valid/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
