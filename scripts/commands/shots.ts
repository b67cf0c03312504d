// `wl shots`: the preview matrix. Starts the built app with the reference API (in memory), shoots each
// cell of merchant × language × page × member × viewport in Chromium, writes a contact sheet, and with
// --compare marks what moved since an earlier run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer, type RunningServer } from '../../server/index.ts';
import { LiveProject } from '../../server/merchants/project.ts';
import { previewMemberToken } from '../../studio/server/previewMember.ts';
import { CliError } from '../lib/cliError.ts';
import { parseInstant } from '../lib/instant.ts';
import { merchantFileOf } from '../lib/merchantCodes.ts';
import { projectRoot } from '../lib/root.ts';
import { openCamera, type Camera } from '../lib/shots/camera.ts';
import { contactSheet } from '../lib/shots/contactSheet.ts';
import { diffPictures, earlierCell, goneCells } from '../lib/shots/compare.ts';
import { beforeFile, cellFile, diffFile, MANIFEST_FILE, SHEET_FILE } from '../lib/shots/fileNames.ts';
import { manifestText, parseManifest } from '../lib/shots/manifest.ts';
import { expandMatrix, type Cell, type MatrixOptions, type MerchantLanguages } from '../lib/shots/matrix.ts';
import { splitList } from '../lib/shots/optionLists.ts';
import { cellLabel, summaryLine, type CellReport } from '../lib/shots/report.ts';
import { DEFAULT_MERCHANT, ensureAppBuilt } from './preview.ts';

export interface ShotsOptions extends MatrixOptions {
  out?: string;
  compare?: string;
  build: boolean;
  /** Another checkout's merchants and templates, shown with this one's build. */
  project?: string;
  /** The moment to show the site at (content windows judged then), ISO 8601 with its offset. */
  at?: string;
}

/** Where pictures go by default: beside the preview's data, which git ignores. */
export const DEFAULT_OUT = path.join('.data', 'shots');
/** A cell that takes longer has hung, not loaded slowly. */
const CELL_TIMEOUT_MS = 30_000;

interface MerchantChoice extends MerchantLanguages {
  /** The host name its pages are asked for on, as a player's browser would. */
  host: string;
}

/** One run; returns the exit code: 1 when a cell failed, whatever the comparison found. */
export async function runShots(codes: string[], opts: ShotsOptions): Promise<number> {
  const started = performance.now();
  const at = opts.at === undefined ? undefined : parseInstant(opts.at, '--at').toISOString();
  const root = opts.project ? projectFolder(opts.project) : projectRoot;
  const asked = codes.flatMap(splitList);
  const merchants = (asked.length > 0 ? asked : [DEFAULT_MERCHANT]).map((code) => readMerchant(root, code));
  const cells = expandMatrix(merchants, opts);
  const out = path.resolve(opts.out ?? path.join(projectRoot, DEFAULT_OUT));
  const earlier = opts.compare === undefined ? undefined : readEarlier(opts.compare, out);
  const distDir = path.join(projectRoot, 'dist');
  if (opts.build) await ensureAppBuilt();
  else if (!existsSync(path.join(distDir, 'index.html'))) throw new CliError('dist/ is missing: run "wl build", or leave out --no-build');
  await prepareOut(out);

  // The API in memory whatever DATABASE_URL says: the run changes no one's data, and every run starts alike.
  const server = await createServer({
    root,
    port: 0,
    host: '127.0.0.1',
    preview: false,
    // Every item is served with its window, and each page shows the moment its address names.
    previewMoments: at !== undefined,
    watch: false,
    distDir,
    databaseUrl: '',
    dataDir: 'memory',
    quiet: true,
  });
  let camera: Camera | undefined;
  const reports: CellReport[] = [];
  try {
    await checkServed(server, merchants, root);
    camera = await openCamera(merchants.map((m) => m.host));
    const origin = (m: MerchantChoice) => `http://${m.host}:${server.port}`;
    const sessions = new Map<string, string>();
    for (const m of merchants.filter((m) => cells.some((c) => c.merchant === m.code && c.member === 'member'))) {
      const token = await previewMemberToken(server.db, m.code);
      sessions.set(
        m.code,
        await camera.memberSession(origin(m), token, CELL_TIMEOUT_MS).catch((error: unknown) => {
          throw new Error(`${m.code}: the member could not be logged in: ${messageOf(error)}`);
        }),
      );
    }
    const width = String(cells.length).length;
    for (const [i, cell] of cells.entries()) {
      const cellStarted = performance.now();
      const merchant = merchants.find((m) => m.code === cell.merchant)!;
      const report = await shootCell(
        camera,
        cell,
        `${origin(merchant)}${cell.path}?language=${encodeURIComponent(cell.language)}${at ? `&at=${encodeURIComponent(at)}` : ''}`,
        sessions.get(cell.merchant),
        out,
      );
      if (earlier && report.picture) await compareCell(report, earlier, out);
      reports.push(report);
      console.log(
        `${String(i + 1).padStart(width)}/${cells.length} ${cellLabel(report)}: ${progressWords(report)}, ${seconds(performance.now() - cellStarted)}`,
      );
    }
  } finally {
    await camera?.close();
    await server.close();
  }

  if (earlier) {
    const gone = goneCells(earlier.cells, new Set(reports.map((r) => r.file)));
    for (const cell of gone) await copyInto(path.join(earlier.dir, cell.file), path.join(out, cell.before!));
    reports.push(...gone);
  }
  await writeFile(path.join(out, SHEET_FILE), contactSheet({ cells: reports, comparedWith: opts.compare }));
  await writeFile(path.join(out, MANIFEST_FILE), manifestText(reports));
  console.log(
    `${summaryLine(reports)}${at ? `, as at ${at}` : ''}${earlier ? `, compared with ${opts.compare}` : ''} (${seconds(performance.now() - started)})`,
  );
  console.log(`Contact sheet: ${path.join(out, SHEET_FILE)}`);
  return reports.some((r) => r.status === 'failed') ? 1 : 0;
}

async function shootCell(camera: Camera, cell: Cell, url: string, session: string | undefined, out: string): Promise<CellReport> {
  const report: CellReport = { ...labels(cell), file: cellFile(cell), picture: false, status: 'shot' };
  try {
    if (cell.member === 'member' && !session) throw new Error('no member session');
    const picture = await camera.shoot(url, {
      viewport: cell.viewport,
      memberSession: cell.member === 'member' ? session : undefined,
      timeoutMs: CELL_TIMEOUT_MS,
    });
    await mkdir(path.dirname(path.join(out, report.file)), { recursive: true });
    await writeFile(path.join(out, report.file), picture.png);
    report.picture = true;
    if (picture.pathname !== cell.path) report.landedOn = picture.pathname;
    const problems = [
      ...(picture.unsettled ? [picture.unsettled] : []),
      ...(picture.pageErrors.length > 0 ? [`the page threw: ${picture.pageErrors.join('; ')}`] : []),
    ];
    if (problems.length > 0) Object.assign(report, { status: 'failed', error: problems.map(firstLine).join('; ') });
  } catch (error) {
    Object.assign(report, { status: 'failed', error: messageOf(error) });
  }
  return report;
}

/**
 * Compares a shot cell with the earlier run's picture of the same name: new, unchanged or changed (a
 * failed cell keeps its status, with the comparison beside it); a changed one gets its before and diff pictures.
 */
async function compareCell(report: CellReport, earlier: { dir: string; cells: CellReport[] }, out: string): Promise<void> {
  const setStatus = (status: CellReport['status']) => {
    if (report.status !== 'failed') report.status = status;
  };
  const before = earlierCell(earlier.cells, report.file);
  const beforePath = before && path.join(earlier.dir, before.file);
  if (!beforePath || !existsSync(beforePath)) return setStatus('new');
  const diff = diffPictures(readFileSync(beforePath), readFileSync(path.join(out, report.file)));
  if (diff.differing === 0) return setStatus('unchanged');
  setStatus('changed');
  Object.assign(report, { differing: diff.differing, total: diff.total, before: beforeFile(report.file), diff: diffFile(report.file) });
  await copyInto(beforePath, path.join(out, report.before!));
  await mkdir(path.dirname(path.join(out, report.diff!)), { recursive: true });
  await writeFile(path.join(out, report.diff!), diff.drawing);
}

function progressWords(r: CellReport): string {
  const landed = r.landedOn ? ` (showed ${r.landedOn})` : '';
  if (r.status === 'failed') return `FAILED: ${r.error}`;
  if (r.status === 'changed') return `changed, ${r.differing!.toLocaleString('en-US')} pixels differ${landed}`;
  return `${r.status}${landed}`;
}

/** The merchant's languages and the host name to ask for it on; a code with no file, or a file that does not read, is the operator's to fix. */
function readMerchant(root: string, code: string): MerchantChoice {
  const file = merchantFileOf(root, code);
  let data: { languages?: { allowed?: unknown; default?: unknown }; domains?: unknown };
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const shown = path.relative(process.cwd(), file);
    throw new CliError(`${shown} does not read as JSON (${messageOf(error)}): run "wl validate ${shown}" for where`);
  }
  const allowed = data.languages?.allowed;
  const host = Array.isArray(data.domains) ? data.domains.find((d): d is string => typeof d === 'string' && /^[a-z0-9.-]+$/i.test(d)) : undefined;
  if (!Array.isArray(allowed) || typeof data.languages?.default !== 'string' || !host) {
    throw new CliError(`merchant "${code}" has no languages or domains to show it with: run "wl validate" for what is wrong`);
  }
  return { code, host, languages: { allowed: allowed.map(String), default: data.languages.default } };
}

/** A merchant whose files have problems is not served: said before any picture is taken, with the first problem. */
async function checkServed(server: RunningServer, merchants: MerchantChoice[], root: string): Promise<void> {
  for (const m of merchants) {
    // Asked as the browser will ask: on the merchant's host name, which decides the merchant.
    const answer = await server.inject({ url: '/wps/system/config', headers: { host: m.host, merchant: m.code } });
    if (answer.statusCode !== 200) throw new CliError(`merchant "${m.code}" cannot be shown: ${await problemOf(root, m.code)}`);
  }
}

/** The merchant's first problem (else the project's), as wl validate words it. */
async function problemOf(root: string, code: string): Promise<string> {
  const lines = await LiveProject.open({ root, preview: false }).then(
    (project) => project.problemText().split('\n'),
    (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n'),
  );
  const problems = lines.filter(Boolean);
  const first = problems.find((line) => line.includes(`${code}.json`)) ?? problems[0];
  if (!first) return 'its files have problems: run "wl validate" for them';
  return problems.length > 1 ? `${first} (and ${problems.length - 1} more: run "wl validate" for them)` : first;
}

function projectFolder(dir: string): string {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'merchants')) || !existsSync(path.join(root, 'templates'))) {
    throw new CliError(`${dir} is not a project folder: it has no merchants/ and templates/`);
  }
  return root;
}

/** The earlier run to compare with: a folder this command wrote, other than the one it writes now. */
function readEarlier(dir: string, out: string): { dir: string; cells: CellReport[] } {
  const resolved = path.resolve(dir);
  if (resolved === out || resolved.startsWith(`${out}${path.sep}`)) throw new CliError('--compare must name a folder outside --out, which is emptied first');
  if (!existsSync(resolved) || !statSync(resolved).isDirectory()) throw new CliError(`no folder ${dir} to compare with`);
  const manifest = path.join(resolved, MANIFEST_FILE);
  const cells = existsSync(manifest) ? parseManifest(readFileSync(manifest, 'utf8')) : undefined;
  if (!cells) throw new CliError(`${dir} was not written by wl shots (it has no ${MANIFEST_FILE}): nothing to compare with`);
  return { dir: resolved, cells };
}

/** Empties the output folder, never one this command did not write: a mistyped --out must not delete someone's files. */
async function prepareOut(out: string): Promise<void> {
  const entries = existsSync(out) ? await readdir(out) : [];
  if (entries.length > 0 && !entries.includes(MANIFEST_FILE)) {
    throw new CliError(`${out} holds files wl shots did not write: choose an empty or new folder with --out`);
  }
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  // A run cut short leaves the folder marked, so the next one may empty it.
  await writeFile(path.join(out, MANIFEST_FILE), '');
}

async function copyInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
}

const labels = (c: Cell) => ({ merchant: c.merchant, language: c.language, page: c.page, member: c.member, viewport: c.viewport });
const messageOf = (error: unknown) => firstLine(error instanceof Error ? error.message : String(error));
/** Playwright's messages go on with a coloured call log, which the sheet and the progress line do without. */
const firstLine = (text: string) =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')[0]
    .trim();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
