// The studio's calls (/studio/api/*): the project's files and schemas, drafts that the preview serves at
// once, saves that write the smallest edit and never lose a change made on disk meanwhile, and images.
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { diffJson } from '../../project/jsonDiff.ts';
import { mergeJson, writeJsonValue } from '../../project/jsonEdits.ts';
import { formatProblem, loadProject, type Problem } from '../../project/project.ts';
import type { FileSummary, ProjectAnswer, StudioAnswers, StudioCheck, StudioError, StudioProblem } from '../wire.ts';
import type { LintProblem } from '../../project/lint/runLint.ts';
import { currentValidators } from '../../project/validators.ts';
import { WriteRefusedError } from '../../project/writeAtomically.ts';
import { STUDIO_API_PATH } from './accessToken.ts';
import type { DraftStore } from './drafts.ts';
import { extensionProblem, imageInfo, type ImageInfo } from './imageInfo.ts';
import { assetTarget, editableFile, editableFiles, merchantImages, readText, sameButCase, StudioInputError, writeAtomically } from './projectFiles.ts';
import { studioSchemas } from './schemaBundle.ts';
import { jsonBody, readBody, stringField } from './callBody.ts';
import { releaseCalls } from './releaseCalls.ts';
import QRCode from 'qrcode';
import type { PhonePreview } from './phonePreview.ts';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface StudioApiOptions {
  root: string;
  drafts: DraftStore;
  defaultMerchant: string;
  /** Serves the drafts in the preview and says what the project's check and cross-document rules found. */
  reload: () => Promise<{ problems: Problem[]; lint: LintProblem[] }>;
  /** A session of the merchant's preview member, for the preview's member view. */
  memberToken: (merchantCode: string) => Promise<string>;
  /** The preview for a phone on the local network, opened on first use (phonePreview.ts). */
  phonePreview: () => Promise<PhonePreview>;
}

/** Each call's handler: its answer as the wire says, or an error. */
type Routes = { [K in keyof StudioAnswers]: (req: IncomingMessage, url: URL) => Promise<[number, StudioAnswers[K] | StudioError]> };

export function studioApi(opts: StudioApiOptions): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  const { root, drafts } = opts;
  const relative = (problems: Problem[]): StudioProblem[] =>
    problems.map((p) => {
      const file = path.relative(root, p.file).split(path.sep).join('/');
      return { ...p, file, text: formatProblem({ ...p, file }) };
    });
  const check = async (texts: Map<string, string>) => relative((await loadProject(root, { texts, validators: currentValidators(root) })).problems);
  /** What the cross-document rules found, as wl validate prints it (never a reason to refuse a save). */
  const checks = (lint: LintProblem[]): StudioCheck[] =>
    lint.map(({ fix, owner, ...p }) => {
      const [shown] = relative([{ ...p, ...(fix ? { fix: { description: fix.description } } : {}) } as Problem]);
      return { ...shown, severity: p.severity, rule: p.rule, ...(owner ? { owner: path.relative(root, owner).split(path.sep).join('/') } : {}) };
    });
  /** What fails wl validate with an image as given (an upload about to be written): the files' problems and the rules' errors. */
  const checkImages = async (images: Map<string, Buffer>) => {
    const loaded = await loadProject(root, { validators: currentValidators(root), lint: true, images });
    return [...relative(loaded.problems), ...checks(loaded.lint.filter((p) => p.severity === 'error'))];
  };

  const routes: Routes = {
    ...releaseCalls({
      root,
      drafts,
      relative,
      reload: async () => {
        const { problems, lint } = await opts.reload();
        return { problems: relative(problems), checks: checks(lint) };
      },
    }),
    'GET project': async () => [
      200,
      await (async () => {
        const loaded = await loadProject(root, { texts: drafts.texts(), validators: currentValidators(root), lint: true });
        return {
          defaultMerchant: opts.defaultMerchant,
          files: editableFiles(root).map((rel) => summary(root, rel)),
          // The schemas as read from their files: what the page's forms read of them is studio/schemaTypes.ts.
          schemas: studioSchemas(root) as unknown as ProjectAnswer['schemas'],
          drafts: drafts.list(),
          problems: relative(loaded.problems),
          checks: checks(loaded.lint),
        };
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
      const body = await jsonBody(req);
      const [rel, baseText, value] = [stringField(body, 'path'), stringField(body, 'baseText'), body.value];
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
      const body = await jsonBody(req);
      const [rel, baseText, value, mode] = [stringField(body, 'path'), stringField(body, 'baseText'), body.value, saveMode(body.mode)];
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
          return [
            409,
            {
              status: 'conflict',
              conflict: { text: disk, value: theirs, changes: pointers(diffJson(parse(baseText, rel), theirs)) },
              conflicts: merge.conflicts.map((c) => ({ pointer: toPointer(c.path), mine: c.mine, theirs: c.theirs })),
            },
          ];
        }
        text = merge.text;
      }
      if (text === disk) {
        drafts.delete(rel);
        return [200, { status: 'saved', written: false, text }];
      }
      // Refused when it brings a problem the files on disk do not have (in this file or one that uses it).
      const before = new Set((await check(new Map())).map((p) => p.text));
      const introduced = (await check(new Map([[file, text]]))).filter((p) => !before.has(p.text));
      if (introduced.length > 0) return [422, { status: 'invalid', problems: introduced }];
      writeAtomically(file, text);
      drafts.delete(rel);
      await opts.reload();
      return [200, { status: 'saved', written: true, text }];
    },

    'POST member': async (_req, url) => {
      const code = url.searchParams.get('merchant') ?? '';
      if (!editableFiles(root).includes(`merchants/${code}.json`)) throw new StudioInputError(`no merchant "${code}"`);
      return [200, { token: await opts.memberToken(code) }];
    },

    'POST phone': async (_req, url) => {
      const code = url.searchParams.get('merchant') ?? '';
      if (!editableFiles(root).includes(`merchants/${code}.json`)) throw new StudioInputError(`no merchant "${code}"`);
      let phone: PhonePreview;
      try {
        phone = await opts.phonePreview();
      } catch (error) {
        return [503, { error: `no phone can reach the preview: ${error instanceof Error ? error.message : String(error)}` }];
      }
      const address = phone.urlFor(code);
      return [200, { url: address, qr: await QRCode.toString(address, { type: 'svg', margin: 2 }) }];
    },

    'GET images': async (_req, url) => [200, { images: merchantImages(root, url.searchParams.get('merchant') ?? '') }],

    'POST images': async (req, url) => {
      const code = url.searchParams.get('merchant') ?? '';
      if (!editableFiles(root).includes(`merchants/${code}.json`)) throw new StudioInputError(`no merchant "${code}"`);
      const name = url.searchParams.get('name') ?? '';
      const target = assetTarget(root, code, name);
      const bytes = await readBody(req, MAX_IMAGE_BYTES);
      const info = imageInfo(bytes);
      if ('problem' in info) throw new StudioInputError(`${name} is refused: ${info.problem}`);
      const misnamed = extensionProblem(name, info.type);
      if (misnamed) throw new StudioInputError(`${name} is refused: ${misnamed}`);
      const folder = `merchants/assets/${code}/`;
      const other = sameButCase(target.dir, name)[0];
      if (other)
        throw new StudioInputError(`${folder}${other} differs from ${name} only in case, and some systems take the two for one file: choose another name`);
      const uploaded = { bytes: bytes.length, ...info };
      const existing = existingImage(target.file);
      if (existing && url.searchParams.get('replace') !== '1') {
        return [409, { status: 'exists', url: target.url, existing, uploaded }];
      }
      // Refused when it brings a problem the files on disk do not have (an install icon of the wrong size).
      const before = new Set((await checkImages(new Map())).map((p) => p.text));
      const introduced = (await checkImages(new Map([[target.file, bytes]]))).filter((p) => !before.has(p.text));
      if (introduced.length > 0) return [422, { error: `${name} is refused: ${introduced[0].text}`, problems: introduced }];
      writeAtomically(target.file, bytes);
      const { problems, lint } = await opts.reload();
      return [200, { status: 'uploaded', url: target.url, uploaded, checks: { problems: relative(problems), checks: checks(lint) } }];
    },
  };

  return async (req, res, url) => {
    if (!url.pathname.startsWith(STUDIO_API_PATH)) return false;
    const key = `${req.method ?? 'GET'} ${url.pathname.slice(STUDIO_API_PATH.length)}`;
    const route = Object.hasOwn(routes, key) ? routes[key as keyof Routes] : undefined;
    try {
      const [status, body] = route ? await route(req, url) : [404, { error: `no studio call ${req.method} ${url.pathname}` }];
      send(res, status, body);
    } catch (error) {
      if (error instanceof StudioInputError) send(res, 400, { error: error.message });
      else if (error instanceof WriteRefusedError) send(res, 400, { error: `${path.relative(root, error.file).split(path.sep).join('/')} ${error.reason}` });
      else {
        console.error(error);
        send(res, 500, { error: 'the studio could not do that: see its terminal' });
      }
    }
    return true;
  };
}

/** What the studio lists for a file: its kind and name, and for a merchant its pages' templates. */
function summary(root: string, rel: string): FileSummary {
  const text = readText(path.join(root, rel)) ?? '';
  const data = tryParse(text) as Record<string, unknown> | undefined;
  const kind: FileSummary['kind'] = rel.startsWith('merchants/') ? 'merchant' : 'template';
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

function saveMode(value: unknown): 'merge' | 'overwrite' | undefined {
  if (value === undefined || value === null || value === 'merge' || value === 'overwrite') return value ?? undefined;
  throw new StudioInputError('the call\'s "mode" is merge or overwrite');
}

/** An image at a name already taken: its size on disk and, when it is one the studio reads, its format and pixels. */
function existingImage(file: string): ({ bytes: number } & Partial<ImageInfo>) | undefined {
  let bytes: number;
  try {
    bytes = statSync(file).size;
  } catch {
    return undefined;
  }
  const info = imageInfo(readFileSync(file));
  return { bytes, ...('problem' in info ? {} : info) };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
}
