// What one release changes against another: per document, whether it is new, removed or changed and in
// how many fields (each a JSON-pointer path whose value differs), and how many images differ.
import { diffJson } from '../../project/jsonDiff.ts';

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
