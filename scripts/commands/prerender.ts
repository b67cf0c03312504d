// `wl prerender`: for a reverse proxy that serves files with no Node behind it (the API lives elsewhere),
// each merchant's entry pages in each of its languages, and its branded shell for every other page, as
// the server answers them: PageRenderer renders them against the reference API, started here in memory
// on a loopback port. Files are named so the proxy finds them by host name and language (README,
// "Static deployment"); beside them, the nginx maps that choose the file and the CSP's script hashes.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from '../../server/index.ts';
import { LiveProject } from '../../server/merchants/project.ts';
import { PageRenderer, RENDER_ENTRY, renderEntryOf } from '../../server/render/pageRenderer.ts';
import { pageLanguage, type EntryPage } from '../../server/render/entryPages.ts';
import { inlineScriptHashes } from '../../server/web/securityHeaders.ts';
import type { LanguageCode, MerchantFile } from '../../src/config/types.generated.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { LANGUAGE_COOKIE } from '../../src/platform/languageCookie.ts';
import { CliError, suggestName } from '../lib/cliError.ts';
import { projectRoot } from '../lib/root.ts';
import { compressAll } from './build.ts';

export const DEFAULT_OUT = path.join('dist', 'prerendered');
/** Its presence marks a folder this command wrote, and may empty: made first on every run, filled last. */
export const CSP_HASHES_FILE = 'csp-hashes.txt';
export const NGINX_MAPS_FILE = 'nginx-maps.conf';

export type PrerenderedPage = EntryPage | 'shell';

export interface PrerenderOptions {
  out?: string;
  /** Merchant codes, each possibly a comma list; none: every merchant. */
  merchant?: string[];
  /** Exit 0 even when a page could only be written as the shell. */
  allowShell?: boolean;
}

/** A host name that is safe as a folder name: labels of letters, digits and dashes, no empty one. */
const FOLDER_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** The folders of a merchant's host names, as nginx's $host spells them (lower case, no final dot); the first holds the files. */
export function hostFolders(domains: readonly string[]): string[] {
  const hosts = [...new Set(domains.map((domain) => domain.toLowerCase().replace(/\.$/, '')))];
  const bad = hosts.find((host) => !FOLDER_HOST.test(host));
  if (bad !== undefined) throw new CliError(`the domain "${bad}" cannot name a folder of prerendered pages`);
  return hosts;
}

/**
 * The files one page is written to, relative to the output folder: `<host>/<page>.<LANG>.html`, and
 * `<host>/<page>.html` too in the merchant's default language (the page asked for with no language).
 */
export function prerenderedNames(input: { host: string; page: PrerenderedPage; language: LanguageCode; defaultLanguage: LanguageCode }): string[] {
  const { host, page, language } = input;
  return [`${host}/${page}.${language}.html`, ...(language === input.defaultLanguage ? [`${host}/${page}.html`] : [])];
}

/**
 * nginx's maps from a request to a file name's parts: `$wl_page` by path (an entry page, a trailing slash
 * being the same path, else the shell; a link with a session token gets the shell, as from the server) and
 * the language of the link and of the cookie, in the files' spelling whatever case the link used.
 * Nothing else a client writes reaches a file path.
 */
export function nginxMaps(entryPaths: Readonly<Record<string, readonly string[]>>): string {
  const pages = new Map<string, string>();
  for (const [page, paths] of Object.entries(entryPaths)) {
    for (const p of paths) {
      if (!pages.has(p)) pages.set(p, page);
      // entryPageOf drops one trailing slash from a path longer than "/m/".
      if (!p.endsWith('/') && `${p}/`.length > 3 && !pages.has(`${p}/`)) pages.set(`${p}/`, page);
    }
  }
  const languageMap = (source: string, variable: string) => [
    `map ${source} ${variable} {`,
    '    default "";',
    ...LANGUAGES.map((code) => `    ~*^${code.toLowerCase().replace('-', '[-_]')}$ ${code};`),
    '}',
  ];
  return [
    '# Written by `wl prerender`; include it in the http block (README: Static deployment).',
    'map "$arg_token$arg_tokens|$uri" $wl_page {',
    '    default shell;',
    ...[...pages].map(([p, page]) => `    "|${p}" ${page};`),
    '}',
    ...languageMap('$arg_language', '$wl_query_language'),
    ...languageMap(`$cookie_${LANGUAGE_COOKIE}`, '$wl_cookie_language'),
    '',
  ].join('\n');
}

/** One run: returns the exit code, 1 when a merchant file has problems or a page was written as the shell (unless allowed). */
export async function runPrerender(opts: PrerenderOptions, root = projectRoot): Promise<number> {
  const started = performance.now();
  const distDir = path.join(root, 'dist');
  for (const file of [path.join(distDir, 'index.html'), renderEntryOf(distDir)]) {
    if (!existsSync(file)) throw new CliError(`${path.relative(root, file)} is missing: run "wl build" first`);
  }
  const out = path.resolve(opts.out ?? path.join(root, DEFAULT_OUT));
  const project = await LiveProject.open({ root, preview: false });
  if (project.problems.length > 0) console.error(`Configuration problems (those files are not prerendered):\n${project.problemText()}`);
  const merchants = chosenMerchants(
    project.current.merchants.map((m) => m.data),
    opts.merchant,
  );
  await prepareOut(out, opts.merchant?.length ? merchants : undefined);

  let failed = 0;
  // The content the pages show comes from the reference API, in memory whatever DATABASE_URL says, on
  // loopback for this run only: the renderers below name each merchant by header.
  const server = await createServer({
    root,
    port: 0,
    host: '127.0.0.1',
    preview: false,
    merchantByHeader: true,
    databaseUrl: '',
    dataDir: 'memory',
    quiet: true,
  });
  try {
    const apiOrigin = `http://127.0.0.1:${server.port}`;
    let entryPaths: Record<EntryPage, readonly string[]> | undefined;
    for (const merchant of merchants) {
      // A renderer per merchant: it caches every answer it makes for its whole life.
      const renderer = new PageRenderer({ distDir, apiOrigin: () => apiOrigin, live: false, warn: (line) => console.error(line) });
      entryPaths ??= await renderer.entryPaths();
      if (!entryPaths) throw new CliError(`${RENDER_ENTRY} could not be loaded: run "wl build" again`);
      const result = await prerenderMerchant({ out, merchant, project, renderer, pages: Object.keys(entryPaths) as EntryPage[] });
      failed += result.shells.length;
      console.log(merchantLine(merchant, result));
    }
    if (entryPaths) await writeFile(path.join(out, NGINX_MAPS_FILE), nginxMaps(entryPaths));
  } finally {
    await server.close();
  }
  const hashes = await scriptHashes(out, distDir);
  await writeFile(path.join(out, CSP_HASHES_FILE), `${hashes.join(' ')}\n`);
  const relative = path.relative(process.cwd(), out);
  const where = relative.startsWith('..') || path.isAbsolute(relative) ? out : relative || '.';
  console.log(`Wrote ${merchants.length} merchant${merchants.length === 1 ? '' : 's'} to ${where} in ${seconds(performance.now() - started)}`);
  console.log(`script-src hashes (${path.join(where, CSP_HASHES_FILE)}): ${hashes.join(' ')}`);
  if (failed > 0) {
    console.error(
      `${failed} page${failed === 1 ? '' : 's'} written as the shell${opts.allowShell ? ' (allowed by --allow-shell)' : ': fix the cause above, or pass --allow-shell to accept them'}`,
    );
  }
  return project.problems.length > 0 || (failed > 0 && !opts.allowShell) ? 1 : 0;
}

interface MerchantResult {
  hosts: string[];
  /** How many entry pages per language. */
  pages: number;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  files: number;
  /** Entry pages that should have been rendered and were written as the shell, e.g. "home (EN)". */
  shells: string[];
  ms: number;
}

async function prerenderMerchant(input: {
  out: string;
  merchant: MerchantFile;
  project: LiveProject;
  renderer: PageRenderer;
  pages: EntryPage[];
}): Promise<MerchantResult> {
  const { out, merchant, project, renderer } = input;
  const started = performance.now();
  const config = project.siteConfig(merchant);
  const [host, ...aliases] = hostFolders(merchant.domains);
  const languages = config.languages.allowed;
  const defaultLanguage = pageLanguage({ query: new URLSearchParams(), cookie: undefined, allowed: languages, merchantDefault: config.languages.default });
  await mkdir(path.join(out, host), { recursive: true });
  const shells: string[] = [];
  let files = 0;
  for (const language of languages) {
    for (const page of [...input.pages, 'shell'] as PrerenderedPage[]) {
      // In maintenance the server leaves every page to the browser, which shows the status screen.
      const entry = page !== 'shell' && !merchant.maintenance.enabled ? page : undefined;
      const answer = await renderer.answer({ project: project.current, merchant, config, language, ...(entry ? { page: entry } : {}) });
      if (entry && !answer.rendered) shells.push(`${page} (${language})`);
      for (const name of prerenderedNames({ host, page, language, defaultLanguage })) {
        await writeFile(path.join(out, name), answer.html);
        files += 1;
      }
    }
  }
  await compressAll(path.join(out, host));
  // Every other host name of the merchant is the same folder.
  for (const alias of aliases) await symlink(host, path.join(out, alias), 'dir');
  return { hosts: [host, ...aliases], pages: input.pages.length, languages, defaultLanguage, files, shells, ms: performance.now() - started };
}

function merchantLine(merchant: MerchantFile, r: MerchantResult): string {
  const hosts = `${r.hosts[0]}/${r.hosts.length > 1 ? ` (+ ${r.hosts.slice(1).join(', ')})` : ''}`;
  const state = merchant.maintenance.enabled
    ? 'in maintenance: shells only'
    : r.shells.length > 0
      ? `${r.shells.length} written as the shell: ${r.shells.join(', ')}`
      : 'all rendered';
  return `${merchant.merchantCode}: ${r.pages} pages + shell × ${r.languages.join(' ')} (default ${r.defaultLanguage}) → ${hosts}: ${r.files} files + .gz/.br, ${state}, ${seconds(r.ms)}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function chosenMerchants(merchants: MerchantFile[], asked: string[] | undefined): MerchantFile[] {
  const codes = (asked ?? [])
    .flatMap((value) => value.split(','))
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return merchants;
  const known = merchants.map((m) => m.merchantCode);
  for (const code of codes) if (!known.includes(code)) throw new CliError(`no merchant "${code}" to prerender${suggestName(code, known)}`);
  return merchants.filter((m) => codes.includes(m.merchantCode));
}

/**
 * Empties the output folder, or only the named merchants' host folders, and never a folder this command
 * did not write (it would hold no CSP_HASHES_FILE): a mistyped --out must not delete someone's files.
 */
async function prepareOut(out: string, only: MerchantFile[] | undefined): Promise<void> {
  const entries = existsSync(out) ? await readdir(out) : [];
  if (entries.length > 0 && !entries.includes(CSP_HASHES_FILE)) {
    throw new CliError(`${out} holds files wl prerender did not write: choose an empty or new folder with --out`);
  }
  if (!only) await rm(out, { recursive: true, force: true });
  else for (const host of only.flatMap((m) => hostFolders(m.domains))) await rm(path.join(out, host), { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  // A run that stops half-way leaves the folder marked, so the next one may empty it.
  if (!existsSync(path.join(out, CSP_HASHES_FILE))) await writeFile(path.join(out, CSP_HASHES_FILE), '');
}

/** The inline scripts' hashes of every page written (links aside) and of the build's own pages, which a deployment serves too. */
async function scriptHashes(out: string, distDir: string): Promise<string[]> {
  const pages = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const built = ['index.html', 'offline.html'].map((name) => path.join(distDir, name)).filter((file) => existsSync(file));
  const hashes = new Set<string>();
  for (const file of [...pages, ...built]) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  return [...hashes].sort();
}
