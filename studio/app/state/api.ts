// The studio's calls to its server (studio/server/studioApi.ts). The token is in a strict cookie, so
// calls carry nothing of their own.
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

export class StudioApiError extends Error {}

async function call<T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`/studio/api/${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (response.status >= 500 || response.status === 400 || response.status === 403 || response.status === 404) {
    throw new StudioApiError(answer.error ?? `${response.status} ${response.statusText}`);
  }
  return { status: response.status, body: answer };
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
  async upload(merchant: string, file: File): Promise<string> {
    const response = await fetch(`/studio/api/images?merchant=${encodeURIComponent(merchant)}&name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file });
    const answer = (await response.json()) as { url?: string; error?: string };
    if (!response.ok || !answer.url) throw new StudioApiError(answer.error ?? response.statusText);
    return answer.url;
  },
};
