// The studio's calls (/studio/api/*): the project's files and schemas, drafts that the preview serves at
// once, saves that write the smallest edit and never lose a change made on disk meanwhile, and images.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { diffJson, mergeJson, writeJsonValue } from '../../project/jsonEdits.ts';
import { formatProblem, loadProject, type Problem } from '../../project/project.ts';
import type { LintProblem } from '../../project/lint/runLint.ts';
import { currentValidators } from '../../project/validators.ts';
import type { DraftStore } from './drafts.ts';
import { assetTarget, editableFile, editableFiles, looksLikeImage, merchantImages, readText, StudioInputError, writeAtomically } from './projectFiles.ts';
import { studioSchemas } from './schemaBundle.ts';

export const STUDIO_API = '/studio/api/';
const MAX_JSON_BYTES = 5 * 1024 * 1024;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface StudioApiOptions {
  root: string;
  drafts: DraftStore;
  defaultMerchant: string;
  /** Serves the drafts in the preview and says what the project's check and cross-document rules found. */
  reload: () => Promise<{ problems: Problem[]; lint: LintProblem[] }>;
  /** A session of the merchant's preview member, for the preview's member view. */
  memberToken: (merchantCode: string) => Promise<string>;
}

/** A problem as the studio's page shows it: the file relative to the project, and wl validate's line. */
type StudioProblem = Problem & { text: string };

export function studioApi(opts: StudioApiOptions): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  const { root, drafts } = opts;
  const relative = (problems: Problem[]): StudioProblem[] =>
    problems.map((p) => {
      const file = path.relative(root, p.file).split(path.sep).join('/');
      return { ...p, file, text: formatProblem({ ...p, file }) };
    });
  const check = async (texts: Map<string, string>) => relative((await loadProject(root, { texts, validators: currentValidators(root) })).problems);
  /** What the cross-document rules found, as wl validate prints it (never a reason to refuse a save). */
  const checks = (lint: LintProblem[]) =>
    lint.map(({ fix, owner, ...p }) => {
      const [shown] = relative([{ ...p, ...(fix ? { fix: { description: fix.description } } : {}) } as Problem]);
      return { ...shown, ...(owner ? { owner: path.relative(root, owner).split(path.sep).join('/') } : {}) };
    });

  const routes: Record<string, (req: IncomingMessage, url: URL) => Promise<[number, unknown]>> = {
    'GET project': async () => [
      200,
      await (async () => {
        const loaded = await loadProject(root, { texts: drafts.texts(), validators: currentValidators(root), lint: true });
        return { defaultMerchant: opts.defaultMerchant, files: editableFiles(root).map((rel) => summary(root, rel)), schemas: studioSchemas(root), drafts: drafts.list(), problems: relative(loaded.problems), checks: checks(loaded.lint) };
      })(),
    ],

    'GET file': async (_req, url) => {
      const rel = url.searchParams.get('path') ?? '';
      const text = readText(editableFile(root, rel));
      if (text === undefined) return [404, { error: `${rel} does not exist` }];
      const draft = drafts.get(rel);
      return [200, { path: rel, text, ...(draft ? { draft: { baseText: draft.baseText, value: draft.value } } : {}) }];
    },

    'PUT draft': async (req) => {
      const { path: rel, baseText, value } = await jsonBody<{ path: string; baseText: string; value: unknown }>(req);
      editableFile(root, rel);
      const base = parse(baseText, rel);
      if (diffJson(base, value).length === 0) drafts.delete(rel);
      else drafts.set(rel, { baseText, value, text: writeJsonValue(baseText, base, value) });
      const { problems, lint } = await opts.reload();
      return [200, { problems: relative(problems), checks: checks(lint) }];
    },

    'DELETE draft': async (_req, url) => {
      const rel = url.searchParams.get('path') ?? '';
      editableFile(root, rel);
      drafts.delete(rel);
      const { problems, lint } = await opts.reload();
      return [200, { problems: relative(problems), checks: checks(lint) }];
    },

    'POST save': async (req) => {
      const { path: rel, baseText, value, mode } = await jsonBody<{ path: string; baseText: string; value: unknown; mode?: 'merge' | 'overwrite' }>(req);
      const file = editableFile(root, rel);
      const disk = readText(file) ?? '';
      let text: string;
      if (disk === baseText) text = writeJsonValue(baseText, parse(baseText, rel), value);
      else if (mode === 'overwrite') text = writeJsonValue(disk, parse(disk, rel), value);
      else {
        // Changed on disk since it was opened: merged only when asked and where the two sides do not touch.
        parse(disk, rel);
        const merge = mergeJson(parse(baseText, rel), value, disk);
        if (mode !== 'merge' || merge.conflicts.length > 0) {
          const theirs = tryParse(disk);
          return [409, {
            conflict: { text: disk, value: theirs, changes: pointers(diffJson(parse(baseText, rel), theirs)) },
            conflicts: merge.conflicts.map((c) => ({ pointer: toPointer(c.path), mine: c.mine, theirs: c.theirs })),
          }];
        }
        text = merge.text;
      }
      if (text === disk) {
        drafts.delete(rel);
        return [200, { written: false, text }];
      }
      // Refused when it brings a problem the files on disk do not have (in this file or one that uses it).
      const before = new Set((await check(new Map())).map((p) => p.text));
      const introduced = (await check(new Map([[file, text]]))).filter((p) => !before.has(p.text));
      if (introduced.length > 0) return [422, { problems: introduced }];
      writeAtomically(file, text);
      drafts.delete(rel);
      await opts.reload();
      return [200, { written: true, text }];
    },

    'POST member': async (_req, url) => {
      const code = url.searchParams.get('merchant') ?? '';
      if (!editableFiles(root).includes(`merchants/${code}.json`)) throw new StudioInputError(`no merchant "${code}"`);
      return [200, { token: await opts.memberToken(code) }];
    },

    'GET images': async (_req, url) => [200, { images: merchantImages(root, url.searchParams.get('merchant') ?? '') }],

    'POST images': async (req, url) => {
      const code = url.searchParams.get('merchant') ?? '';
      if (!editableFiles(root).includes(`merchants/${code}.json`)) throw new StudioInputError(`no merchant "${code}"`);
      const target = assetTarget(root, code, url.searchParams.get('name') ?? '');
      const bytes = await readBody(req, MAX_IMAGE_BYTES);
      if (!looksLikeImage(bytes, target.file)) throw new StudioInputError('that file is not the image its name says');
      writeAtomically(target.file, bytes);
      return [200, { url: target.url }];
    },
  };

  return async (req, res, url) => {
    if (!url.pathname.startsWith(STUDIO_API)) return false;
    const route = routes[`${req.method ?? 'GET'} ${url.pathname.slice(STUDIO_API.length)}`];
    try {
      const [status, body] = route ? await route(req, url) : [404, { error: `no studio call ${req.method} ${url.pathname}` }];
      send(res, status, body);
    } catch (error) {
      if (error instanceof StudioInputError) send(res, 400, { error: error.message });
      else {
        console.error(error);
        send(res, 500, { error: 'the studio could not do that: see its terminal' });
      }
    }
    return true;
  };
}

/** What the studio lists for a file: its kind and name, and for a merchant its pages' templates. */
function summary(root: string, rel: string) {
  const text = readText(path.join(root, rel)) ?? '';
  const data = tryParse(text) as Record<string, unknown> | undefined;
  const kind = rel.startsWith('merchants/') ? 'merchant' : 'template';
  const name = path.basename(rel, '.json');
  if (kind === 'template') return { path: rel, kind, name, page: typeof data?.page === 'string' ? data.page : undefined };
  const pages = (data?.pages ?? {}) as Record<string, { template?: string }>;
  return {
    path: rel,
    kind,
    name,
    title: typeof data?.name === 'string' ? data.name : name,
    languages: (data?.languages as { allowed?: string[] } | undefined)?.allowed ?? [],
    templates: Object.fromEntries(Object.entries(pages).map(([page, choice]) => [page, choice?.template])),
  };
}

function parse(text: string, rel: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new StudioInputError(`${rel} is not valid JSON (${error instanceof Error ? error.message : String(error)}): fix it in a text editor first`);
  }
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const toPointer = (p: (string | number)[]) => p.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
const pointers = (changes: { path: (string | number)[] }[]) => changes.map((c) => toPointer(c.path) || '/');

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new StudioInputError(`that is over ${Math.round(limit / 1024 / 1024)} MB`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function jsonBody<T>(req: IncomingMessage): Promise<T> {
  const body = (await readBody(req, MAX_JSON_BYTES)).toString('utf8');
  try {
    return JSON.parse(body) as T;
  } catch {
    throw new StudioInputError('the studio sent something that is not JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
}
