// What one release changes against another: per document, whether it is new, removed or changed and in
// how many fields (each a JSON-pointer path whose value differs), and how many images differ.
import { diffJson, valueAt } from '../../project/jsonDiff.ts';
import { joinPointer } from '../../project/problems.ts';

export interface DocumentChange {
  file: string;
  kind: 'new' | 'removed' | 'changed';
  /** Paths whose value differs, for a changed document. */
  fields: number;
}

export interface ReleaseChanges {
  documents: DocumentChange[];
  /** Images new, removed or with other bytes. */
  images: number;
}

interface Contents {
  documents: Record<string, string>;
  images: Record<string, string>;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The changes from `before` (none: everything is new) to `after`, documents in path order. */
export function releaseChanges(before: Contents | undefined, after: Contents): ReleaseChanges {
  const old = before ?? { documents: {}, images: {} };
  const files = [...new Set([...Object.keys(old.documents), ...Object.keys(after.documents)])].sort();
  const documents: DocumentChange[] = [];
  for (const file of files) {
    const [was, is] = [old.documents[file], after.documents[file]];
    if (was === undefined) documents.push({ file, kind: 'new', fields: 0 });
    else if (is === undefined) documents.push({ file, kind: 'removed', fields: 0 });
    else if (was !== is) {
      const fields = diffJson(parsed(was), parsed(is)).length;
      // Text that differs only in layout (spaces, key order) changes no field and is no change to serve.
      if (fields > 0) documents.push({ file, kind: 'changed', fields });
    }
  }
  const paths = new Set([...Object.keys(old.images), ...Object.keys(after.images)]);
  const images = [...paths].filter((p) => old.images[p] !== after.images[p]).length;
  return { documents, images };
}

/** The changes as lines for a terminal, or one line saying there are none. */
export function describeChanges(changes: ReleaseChanges, against: string): string[] {
  const lines = changes.documents.map(({ file, kind, fields }) =>
    kind === 'changed' ? `  ${file}: ${fields} field${fields === 1 ? '' : 's'} changed` : `  ${file}: ${kind}`,
  );
  if (changes.images > 0) lines.push(`  ${changes.images} image${changes.images === 1 ? '' : 's'} new, removed or changed`);
  return lines.length > 0 ? [`Changes against ${against}:`, ...lines] : [`Nothing changed against ${against}.`];
}

/** One value that differs between two releases' texts of a document, by its JSON pointer. */
export interface FieldChange {
  pointer: string;
  /** Absent when the value is new. */
  before?: unknown;
  /** Absent when the value was removed. */
  after?: unknown;
}

export interface FileDiff {
  file: string;
  kind: DocumentChange['kind'];
  fields: FieldChange[];
}

/** Every document that differs from `before` to `after`, with each changed value's pointer, old and new value. */
export function releaseDiff(before: Contents, after: Contents): FileDiff[] {
  return releaseChanges(before, after).documents.map(({ file, kind }) => {
    if (kind !== 'changed') return { file, kind, fields: [] };
    const [was, is] = [parsed(before.documents[file]), parsed(after.documents[file])];
    const fields = diffJson(was, is).map(({ path }) => {
      const [old, now] = [valueAt(was, path), valueAt(is, path)];
      return { pointer: joinPointer('', ...path), ...(old === undefined ? {} : { before: old }), ...(now === undefined ? {} : { after: now }) };
    });
    return { file, kind, fields };
  });
}

const shown = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** The diff as lines for a terminal. */
export function describeDiff(diff: readonly FileDiff[]): string[] {
  if (diff.length === 0) return ['No file differs.'];
  return diff.flatMap(({ file, kind, fields }) =>
    kind === 'changed' ? [`${file}:`, ...fields.map((f) => `  ${f.pointer || '/'}: ${shown(f.before)} → ${shown(f.after)}`)] : [`${file}: ${kind}`],
  );
}
