// `wl prerender`: the naming and mapping rules, and one run on the project's own merchants into a scratch
// folder. The run needs a build in dist/ and dist-server/ and is skipped without one (a clean clone's
// `npm test` runs the unit tests before it builds).
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { inlineScriptHashes } from '../../server/web/securityHeaders.ts';
import { RENDER_ENTRY } from '../../server/render/pageRenderer.ts';
import { loadProject } from '../../project/project.ts';
import { projectRoot } from '../lib/root.ts';
import { CSP_HASHES_FILE, hostFolders, nginxMaps, NGINX_MAPS_FILE, prerenderedNames, runPrerender } from './prerender.ts';

describe('prerenderedNames', () => {
  test.each([
    { page: 'home', language: 'CN', defaultLanguage: 'CN', names: ['m.a.test/home.CN.html', 'm.a.test/home.html'] },
    { page: 'home', language: 'EN', defaultLanguage: 'CN', names: ['m.a.test/home.EN.html'] },
    { page: 'inviteFriends', language: 'PT-BR', defaultLanguage: 'PT-BR', names: ['m.a.test/inviteFriends.PT-BR.html', 'm.a.test/inviteFriends.html'] },
    { page: 'shell', language: 'VI', defaultLanguage: 'VI', names: ['m.a.test/shell.VI.html', 'm.a.test/shell.html'] },
    { page: 'shell', language: 'TW', defaultLanguage: 'CN', names: ['m.a.test/shell.TW.html'] },
  ] as const)('$page in $language (default $defaultLanguage)', ({ names, ...input }) => {
    expect(prerenderedNames({ host: 'm.a.test', ...input })).toEqual(names);
  });
});

describe('hostFolders', () => {
  test.each([
    { domains: ['m.a.test', 'a.test'], folders: ['m.a.test', 'a.test'] },
    { domains: ['M.A.Test', 'm.a.test.', 'localhost', '127.0.0.1'], folders: ['m.a.test', 'localhost', '127.0.0.1'] },
  ])('$domains', ({ domains, folders }) => expect(hostFolders(domains)).toEqual(folders));

  test.each(['..', '.', 'a..test', '.a.test', 'a/b', ''])('refuses %j, which is no folder of its own', (domain) => {
    expect(() => hostFolders(['m.a.test', domain])).toThrow(/cannot name a folder/);
  });
});

describe('nginxMaps', () => {
  const maps = nginxMaps({ home: ['/m/home', '/', '/m/', '/m'], login: ['/m/login'], register: ['/m/register', '/m/register.html'] });
  test.each([
    ['"|/m/home" home;'],
    ['"|/m/home/" home;'],
    ['"|/" home;'],
    ['"|/m/" home;'],
    ['"|/m" home;'],
    ['"|/m/login/" login;'],
    ['"|/m/register.html" register;'],
    ['default shell;'],
    ['~*^pt[-_]br$ PT-BR;'],
    ['~*^en$ EN;'],
    ['map $arg_language $wl_query_language {'],
    ['map $cookie_wl_language $wl_cookie_language {'],
  ])('holds %s', (line) => expect(maps.split('\n').map((l) => l.trim())).toContain(line));

  test('names each path once ("/m/" is home, never a trailing-slash form of "/m")', () => {
    const keys = maps.split('\n').filter((line) => line.includes('"|'));
    expect(new Set(keys.map((line) => line.trim().split(' ')[0])).size).toBe(keys.length);
    expect(maps).not.toContain('"|//"');
  });
});

const built = existsSync(path.join(projectRoot, 'dist', 'index.html')) && existsSync(path.join(projectRoot, RENDER_ENTRY));

describe.skipIf(!built)('wl prerender on the project (needs a build)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'wl-prerender-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test("writes every merchant's entry pages per host and language, rendered, and its shells", async () => {
    const out = path.join(scratch, 'out');
    // In a process of its own, as an operator runs it: Vitest's module loader would give the server half
    // of the build a second copy of the router, and every page would fail to render.
    const run = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/wl.mjs'), 'prerender', '--out', out], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = run.stdout.split('\n');

    const { merchants } = await loadProject(projectRoot);
    for (const { data: merchant } of merchants) {
      expect(lines.some((line) => line.startsWith(`${merchant.merchantCode}: `) && / s$/.test(line))).toBe(true);
      const [host, ...aliases] = hostFolders(merchant.domains);
      for (const alias of aliases) expect(lstatSync(path.join(out, alias)).isSymbolicLink()).toBe(true);
      for (const folder of [host, ...aliases]) {
        const read = (name: string) => readFileSync(path.join(out, folder, name), 'utf8');
        for (const language of [...merchant.languages.allowed, '']) {
          const suffix = language ? `.${language}.html` : '.html';
          for (const page of ['home', 'login', 'register', 'inviteFriends']) {
            const html = read(`${page}${suffix}`);
            expect(html, `${folder}/${page}${suffix}`).toContain('id="wl-first-screen"');
            expect(html).toContain(merchant.name);
            expect(existsSync(path.join(out, folder, `${page}${suffix}.gz`))).toBe(true);
            expect(existsSync(path.join(out, folder, `${page}${suffix}.br`))).toBe(true);
          }
          const shell = read(`shell${suffix}`);
          expect(shell).toContain('class="wl-boot"');
          expect(shell).toContain(merchant.name);
          expect(shell).not.toContain('id="wl-first-screen"');
        }
        // The page in no language is the default language's.
        expect(read('home.html')).toBe(read(`home.${merchant.languages.default}.html`));
      }
    }

    const hashes = readFileSync(path.join(out, CSP_HASHES_FILE), 'utf8').trim().split(' ');
    const someHost = hostFolders(merchants[0].data.domains)[0];
    for (const page of ['home.html', 'shell.html']) {
      for (const hash of inlineScriptHashes(readFileSync(path.join(out, someHost, page), 'utf8'))) expect(hashes).toContain(hash);
    }
    expect(readFileSync(path.join(out, NGINX_MAPS_FILE), 'utf8')).toContain('"|/m/inviteFriends" inviteFriends;');
  }, 120_000);

  test('never empties a folder it did not write', async () => {
    const foreign = path.join(scratch, 'foreign');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'keep.txt'), 'mine');
    await expect(runPrerender({ out: foreign })).rejects.toThrow(/did not write/);
    expect(readFileSync(path.join(foreign, 'keep.txt'), 'utf8')).toBe('mine');
  });

  test('names an unknown merchant with the near one', async () => {
    await expect(runPrerender({ out: path.join(scratch, 'unknown'), merchant: ['royal8'] })).rejects.toThrow(/no merchant "royal8".*royal88/);
  });
});
