// The studio's calls to its server (studio/server/studioApi.ts). Each carries the access token in the
// X-Studio-Token header: the studio's cookie lets in only its page files and the preview, never a call.
import type {
  CheckAnswer,
  FileAnswer,
  PhoneAnswer,
  ProjectAnswer,
  PublicationAnswer,
  PublishAnswer,
  ReleaseDiffAnswer,
  ReleasesAnswer,
  RestoreAnswer,
  RollbackAnswer,
  SaveAnswer,
  StudioAnswers,
  StudioError,
  UploadAnswer,
} from '../../wire.ts';

export type {
  CheckAnswer,
  Conflict,
  FileAnswer,
  PhoneAnswer,
  FileSummary,
  ImageFacts,
  ProjectAnswer,
  PublicationAnswer,
  PublishAnswer,
  ReleaseDiffAnswer,
  ReleaseItem,
  ReleasesAnswer,
  RestoreAnswer,
  SaveAnswer,
  StudioCheck,
  StudioProblem,
  UploadAnswer,
} from '../../wire.ts';

export class StudioApiError extends Error {}
/** The server refused the page's token (none, or one of an earlier start): the page must be opened by its address again. */
export class StudioAccessError extends StudioApiError {}

let accessToken = '';

/** The token every call sends from now on. */
export function setAccessToken(token: string): void {
  accessToken = token;
}

/** A call's answer, or the error the server gave for it (403: the gate, which answers in plain text in both of the studio's languages). */
async function request<T>(method: string, url: string, body?: BodyInit, type?: string): Promise<T> {
  const response = await fetch(`/studio/api/${url}`, { method, headers: { 'X-Studio-Token': accessToken, ...(type ? { 'Content-Type': type } : {}) }, body });
  const text = await response.text().catch(() => '');
  if (response.status === 403) throw new StudioAccessError(text.trim() || `${response.status} ${response.statusText}`);
  const answer = tryJson(text) as T | StudioError | undefined;
  if (answer === undefined || typeof answer !== 'object' || answer === null || 'error' in answer) {
    throw new StudioApiError((answer as StudioError | undefined)?.error ?? `${response.status} ${response.statusText}`);
  }
  return answer as T;
}

const call = <K extends keyof StudioAnswers>(which: K, query = '', body?: unknown): Promise<StudioAnswers[K]> => {
  const [method, path] = which.split(' ');
  return request<StudioAnswers[K]>(
    method,
    `${path}${query}`,
    body === undefined ? undefined : JSON.stringify(body),
    body === undefined ? undefined : 'application/json',
  );
};

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

export const studioApi = {
  project: (): Promise<ProjectAnswer> => call('GET project'),
  file: (path: string): Promise<FileAnswer> => call('GET file', q({ path })),
  draft: (path: string, baseText: string, value: unknown): Promise<CheckAnswer> => call('PUT draft', '', { path, baseText, value }),
  discard: (path: string): Promise<CheckAnswer> => call('DELETE draft', q({ path })),
  save: (path: string, baseText: string, value: unknown, mode?: 'merge' | 'overwrite'): Promise<SaveAnswer> =>
    call('POST save', '', { path, baseText, value, mode }),
  memberToken: async (merchant: string): Promise<string> => (await call('POST member', q({ merchant }))).token,
  images: async (merchant: string): Promise<string[]> => (await call('GET images', q({ merchant }))).images,
  /** Uploads an image under `name`; one already there is replaced only when `replace` says so, else its facts come back. */
  upload: (merchant: string, name: string, file: Blob, replace = false): Promise<UploadAnswer> =>
    request<UploadAnswer>('POST', `images${q({ merchant, name, ...(replace ? { replace: '1' } : {}) })}`, file),
  releases: (): Promise<ReleasesAnswer> => call('GET releases'),
  /** What a publish now would change, and what stops it. */
  publication: (): Promise<PublicationAnswer> => call('GET publication'),
  /** Publishes the saved files, now or at `at` (ISO 8601). */
  publish: (note: string, at?: string): Promise<PublishAnswer> => call('POST publish', '', { note, ...(at ? { at } : {}) }),
  releaseDiff: (id: number): Promise<ReleaseDiffAnswer> => call('GET release', q({ id: String(id) })),
  rollback: (id: number): Promise<RollbackAnswer> => call('POST rollback', '', { id }),
  /** The preview's address for a phone on the local network, with its QR code. */
  phone: (merchant: string): Promise<PhoneAnswer> => call('POST phone', q({ merchant })),
  /** Makes a release's files drafts, to review and save. */
  restore: (id: number): Promise<RestoreAnswer> => call('POST restore', '', { id }),
};
