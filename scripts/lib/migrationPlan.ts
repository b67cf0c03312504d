// The text edits that bring a merchant or template file to the schema's version: each migration's data
// change turned into the smallest edits of the file (jsonEdits.ts, new keys where the migration put
// them), each said in words with the line it lands on.
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { MIGRATIONS } from '../../project/migrations/index.ts';
import { diffJson, type JsonChange, type JsonPath } from '../../project/jsonDiff.ts';
import { applyJsonChanges } from '../../project/jsonEdits.ts';
import { fileVersion, isJsonObject, latestVersion, migrationSteps, type FileKind, type Migration } from '../../project/migration.ts';
import { joinPointer, LineMap } from '../../project/problems.ts';

export interface PlannedEdit {
  /** The line the edit is on: where a value is changed or removed, where a new one lands. */
  line: number;
  /** What changes, in words: `adds /schemaVersion: 1`. */
  change: string;
  migration: Migration;
}

export interface MigrationPlan {
  from: number;
  to: number;
  edits: PlannedEdit[];
  /** The file's text once migrated; the very same text when nothing changes. */
  text: string;
}

/** The plan for one file's text (strict JSON of an object whose version is a whole number). */
export function planMigration(text: string, kind: FileKind, registry: readonly Migration[] = MIGRATIONS): MigrationPlan {
  const data: unknown = JSON.parse(text);
  const from = fileVersion(data);
  if (!isJsonObject(data) || from === undefined) throw new Error('Only an object whose "schemaVersion" is a whole number can be migrated');
  const steps = migrationSteps(data, kind, registry);
  if (steps.length === 0) return { from, to: from, edits: [], text };
  const edits: PlannedEdit[] = [];
  let current = text;
  for (const step of steps) {
    const changes = diffJson(step.before, step.after, { keyOrder: true });
    const renames = renamesIn(changes, step.before);
    // One change at a time, so each line is read in the text as the edits before it leave it.
    for (const change of changes) {
      const next = applyJsonChanges(current, [change]);
      const renamed = renames.get(change);
      const words = renamed
        ? `renames ${pointerOf(renamed.path)} to ${JSON.stringify(change.path.at(-1))}`
        : describe(change, valueAt(step.before, change.path));
      if (!renames.has(change) || renamed)
        edits.push({ line: lineOf(change.value === undefined ? current : next, change.path), change: words, migration: step.migration });
      current = next;
    }
  }
  return { from, to: latestVersion(registry), edits, text: current };
}

/** The text at the latest version; the text as it is when it cannot be migrated (the checks say why). */
export function migratedText(text: string, kind: FileKind, registry: readonly Migration[] = MIGRATIONS): string {
  try {
    return planMigration(text, kind, registry).text;
  } catch {
    return text;
  }
}

/** The line of the member at `path` (its key's line), or of the nearest container holding it. */
function lineOf(text: string, path: JsonPath): number {
  const root = parseTree(text);
  const lines = new LineMap(text);
  if (!root) return 1;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth));
    if (node) return lines.at(node.parent?.type === 'property' ? node.parent.offset : node.offset).line;
  }
  return 1;
}

function valueAt(data: unknown, path: JsonPath): unknown {
  let value = data;
  for (const segment of path) value = isJsonObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
  return value;
}

/** A value as the plan quotes it: JSON on one line, cut short past 60 characters. */
function quoted(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

const pointerOf = (path: JsonPath) => joinPointer('', ...path) || '/';

/**
 * Keys renamed in their object: a removal and an addition of the same value beside it. The addition maps
 * to the removal it pairs with, the removal to undefined: the plan says one rename where the addition lands.
 */
function renamesIn(changes: JsonChange[], before: unknown): Map<JsonChange, JsonChange | undefined> {
  const pairs = new Map<JsonChange, JsonChange | undefined>();
  const parent = (change: JsonChange) => JSON.stringify(change.path.slice(0, -1));
  for (const added of changes) {
    if (added.value === undefined || valueAt(before, added.path) !== undefined) continue;
    const removed = changes.find(
      (change) =>
        change.value === undefined &&
        !pairs.has(change) &&
        change.path.length > 0 &&
        parent(change) === parent(added) &&
        diffJson(valueAt(before, change.path), added.value).length === 0,
    );
    if (!removed) continue;
    pairs.set(removed, undefined);
    pairs.set(added, removed);
  }
  return pairs;
}

function describe(change: JsonChange, before: unknown): string {
  const pointer = pointerOf(change.path);
  if (change.value === undefined) return `removes ${pointer} (it was ${quoted(before)})`;
  if (before === undefined) return `adds ${pointer}: ${quoted(change.value)}`;
  return `changes ${pointer} from ${quoted(before)} to ${quoted(change.value)}`;
}
