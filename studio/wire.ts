// The studio's calls as both sides see them: what each call answers, written once. The server
// (server/studioApi.ts) answers these; the page (app/state/api.ts) reads them. An answer says what
// happened in its own words (`status`), so the page reads a save or an upload from the answer itself;
// a call that could not be done answers a StudioError.
import type { Problem } from '../project/problems.ts';
import type { JsonSchema } from './schemaTypes.ts';

/** One release's home, rendered by the server from that release's documents (server/releasePages.ts). */
export const RELEASE_PAGE_PATH = '/studio/release-page';
export const releasePageUrl = (release: number, merchant: string): string => `${RELEASE_PAGE_PATH}?release=${release}&merchant=${encodeURIComponent(merchant)}`;

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

/** A save: written (or nothing to write), met a change on disk (409), or refused for the problems it brings (422). */
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

/** An upload: written, or (409) a file already there under that name, replaced only when asked again. */
export type UploadAnswer =
  | { status: 'uploaded'; url: string; uploaded: ImageFacts; checks: CheckAnswer }
  | { status: 'exists'; url: string; existing: ImageFacts; uploaded: ImageFacts };

/** A release as the studio lists it (server/releases/releaseStore.ts), its times as ISO 8601. */
export interface ReleaseItem {
  id: number;
  publishedAt: string;
  publishedBy: string;
  note: string;
  gitCommit: string | null;
  state: 'active' | 'scheduled' | 'past';
  scheduledFor: string | null;
}

export interface ReleasesAnswer {
  releases: ReleaseItem[];
  /** Which database releases go to (never a password). */
  database: string;
}

/** What a publish now would do: what changes against the active release, and what stops it. */
export interface PublicationAnswer {
  /** One line per file changed, as wl publish prints them. */
  changes: string[];
  /** Problems wl validate finds in the files: any refuses the publish. */
  problems: StudioProblem[];
  /** Files with unsaved changes: a publish takes the saved files, so these are saved or discarded first. */
  unsaved: string[];
  /** Why the database could not keep the release, one sentence each. */
  tooLarge: string[];
}

export interface PublishAnswer {
  id: number;
  /** When it is active: now, or the time asked for. */
  activeFrom: string;
  changes: string[];
  /** Releases pruned after it (releases/releaseKeeping.ts). */
  pruned: number[];
}

/** What a release changed from the one before it: per file, each value's pointer, old and new, as wl releases diff prints it. */
export interface ReleaseDiffAnswer {
  id: number;
  /** The release it is compared with, none for the first. */
  against: number | null;
  lines: string[];
}

export interface RollbackAnswer {
  active: number;
  from: number;
}

/** A release's files made drafts, for the operator to review and save. */
export interface RestoreAnswer extends CheckAnswer {
  /** Files made drafts (those that differ from the release). */
  restored: string[];
  /** What the release holds that could not be made a draft (a file no longer there, an image), and why. */
  left: string[];
}

/** The preview on a phone on the local network: its address (with its own token) and that address as a QR code. */
export interface PhoneAnswer {
  url: string;
  /** An SVG picture of the QR code. */
  qr: string;
}

/** A call that could not be done: a bad request (400), a file that is not there (404), a refused image (422), a fault (500). */
export interface StudioError {
  error: string;
  problems?: StudioProblem[];
}

/** Every call, by method and path under /studio/api/, and what it answers when done. */
export interface StudioAnswers {
  'GET project': ProjectAnswer;
  'GET file': FileAnswer;
  'PUT draft': CheckAnswer;
  'DELETE draft': CheckAnswer;
  'POST save': SaveAnswer;
  'POST member': { token: string };
  'GET images': { images: string[] };
  'POST images': UploadAnswer;
  'GET releases': ReleasesAnswer;
  'GET publication': PublicationAnswer;
  'POST publish': PublishAnswer;
  'GET release': ReleaseDiffAnswer;
  'POST rollback': RollbackAnswer;
  'POST restore': RestoreAnswer;
  'POST phone': PhoneAnswer;
}
