// The studio's calls to its server (studio/server/studioApi.ts). Each carries the access token in the
// X-Studio-Token header: the studio's cookie lets in only its page files and the preview, never a call.
import type { Problem } from '../../../project/problems.ts';
import type { JsonSchema } from './schemaTypes.ts';

/** A problem of the project's check, its file relative to the project, with the line wl validate prints. */
export type StudioProblem = Problem & { text: string };

/** What a cross-document rule of wl validate found: shown, never a reason to refuse a save. */
export type StudioCheck = StudioProblem & { severity: 'error' | 'warning'; rule: string; fix?: { description: string }; owner?: string };

/** What a draft's check finds: the problems that refuse a save, and the cross-document rules' findings. */
export interface CheckAnswer {
  problems: StudioProblem[];
  checks: StudioCheck[];
}

export interface FileSummary {
  path: string;
  kind: 'merchant' | 'template';
  name: string;
  title?: string;
  page?: string;
  languages?: string[];
  templates?: Record<string, string | undefined>;
}

export interface ProjectAnswer {
  defaultMerchant: string;
  files: FileSummary[];
  schemas: { merchant: JsonSchema; template: JsonSchema; blocks: Record<string, JsonSchema>; overlays: Record<string, JsonSchema> };
  drafts: string[];
  /** What the project's check finds in the files as the studio opens (drafts included). */
  problems: StudioProblem[];
  checks: StudioCheck[];
}

export interface FileAnswer {
  path: string;
  text: string;
  draft?: { baseText: string; value: unknown };
}

export interface Conflict {
  text: string;
  value: unknown;
  /** Pointers the other side changed since the file was opened. */
  changes: string[];
}

export type SaveAnswer =
  | { status: 'saved'; text: string; written: boolean }
  | { status: 'conflict'; conflict: Conflict; conflicts?: { pointer: string; mine: unknown; theirs: unknown }[] }
  | { status: 'invalid'; problems: StudioProblem[] };

/** An image as the server read it: its size on disk and, when it is one the studio takes, its format and pixels. */
export interface ImageFacts {
  bytes: number;
  type?: 'png' | 'jpeg' | 'webp' | 'gif';
  width?: number;
  height?: number;
}

export type UploadAnswer =
  | { status: 'uploaded'; url: string; checks: CheckAnswer }
  | { status: 'exists'; url: string; existing: ImageFacts; uploaded: ImageFacts };

export class StudioApiError extends Error {}
/** The server refused the page's token (none, or one of an earlier start): the page must be opened by its address again. */
export class StudioAccessError extends StudioApiError {}

let accessToken = '';

/** The token every call sends from now on. */
export function setAccessToken(token: string): void {
  accessToken = token;
}

async function request<T>(method: string, url: string, body?: BodyInit, type?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`/studio/api/${url}`, { method, headers: { 'X-Studio-Token': accessToken, ...(type ? { 'Content-Type': type } : {}) }, body });
  const text = await response.text().catch(() => '');
  // The gate answers in plain text, in both of the studio's languages.
  if (response.status === 403) throw new StudioAccessError(text.trim() || `${response.status} ${response.statusText}`);
  const answer = (tryJson(text) ?? {}) as T & { error?: string };
  if (response.status >= 500 || response.status === 400 || response.status === 404) {
    throw new StudioApiError(answer.error ?? `${response.status} ${response.statusText}`);
  }
  return { status: response.status, body: answer };
}

const call = <T>(method: string, url: string, body?: unknown) =>
  request<T>(method, url, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : 'application/json');

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const studioApi = {
  project: async () => (await call<ProjectAnswer>('GET', 'project')).body,
  file: async (path: string) => (await call<FileAnswer>('GET', `file?path=${encodeURIComponent(path)}`)).body,
  draft: async (path: string, baseText: string, value: unknown) => (await call<CheckAnswer>('PUT', 'draft', { path, baseText, value })).body,
  discard: async (path: string) => (await call<CheckAnswer>('DELETE', `draft?path=${encodeURIComponent(path)}`)).body,
  async save(path: string, baseText: string, value: unknown, mode?: 'merge' | 'overwrite'): Promise<SaveAnswer> {
    const { status, body } = await call<Record<string, unknown>>('POST', 'save', { path, baseText, value, mode });
    if (status === 409) return { status: 'conflict', ...(body as { conflict: Conflict; conflicts?: { pointer: string; mine: unknown; theirs: unknown }[] }) };
    if (status === 422) return { status: 'invalid', problems: body.problems as StudioProblem[] };
    return { status: 'saved', text: body.text as string, written: body.written as boolean };
  },
  memberToken: async (merchant: string) => (await call<{ token: string }>('POST', `member?merchant=${encodeURIComponent(merchant)}`)).body.token,
  images: async (merchant: string) => (await call<{ images: string[] }>('GET', `images?merchant=${encodeURIComponent(merchant)}`)).body.images,
  /** Uploads an image under `name`; one already there is replaced only when `replace` says so, else its facts come back. */
  async upload(merchant: string, name: string, file: Blob, replace = false): Promise<UploadAnswer> {
    const query = `merchant=${encodeURIComponent(merchant)}&name=${encodeURIComponent(name)}${replace ? '&replace=1' : ''}`;
    const { status, body } = await request<{ url: string; error?: string; existing: ImageFacts; uploaded: ImageFacts } & CheckAnswer>(
      'POST',
      `images?${query}`,
      file,
    );
    if (status === 409) return { status: 'exists', url: body.url, existing: body.existing, uploaded: body.uploaded };
    if (status !== 200) throw new StudioApiError(body.error ?? String(status));
    return { status: 'uploaded', url: body.url, checks: { problems: body.problems, checks: body.checks } };
  },
};
